/** NIST SP 800-63B: new passwords need at least 8 characters (DESIGN.md departs from the spec's 6). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** The spec's sign-in form rule; every password we issue is longer anyway. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes whatever it is given: an upper bound keeps a huge password from becoming a CPU attack. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
