/** What other features and the composition root may use of auth; everything else in this folder is its own. */

export type { Recipient } from './account-emails.ts';
export { sendAccountEmail } from './account-emails.ts';
export { createAuthLimits } from './auth-limits.ts';
export { refuseCommonPassword } from './common-passwords.ts';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export type { Registration } from './registration.ts';
export { sendRegistrationEmail } from './registration.ts';
export { findUserByEmail, isOwnerEmail, normalizeEmail } from './service.ts';
export { signIn } from './sign-in.ts';
export { grantConfiguredAdmins } from './user-queries.ts';
