/** NIST SP 800-63B: new passwords need at least 8 characters (docs/product-rules.md, Accounts: not the original 6). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** The sign-in form's rule (docs/product-rules.md, Accounts); every password we accept is longer anyway. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes whatever it is given: an upper bound keeps a huge password from becoming a CPU attack. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
