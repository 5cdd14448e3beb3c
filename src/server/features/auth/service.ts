import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/errors.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import type { CurrentUser, LoginRequest } from '#shared/schemas/auth.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { findUserByNormalizedEmail } from './user-queries.ts';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The owner (OWNER_EMAIL, already lower-case): always an admin, never demoted. */
export function isOwnerEmail(email: string, ownerEmail: string | null): boolean {
  return ownerEmail !== null && normalizeEmail(email) === ownerEmail;
}

/**
 * The user as the client sees them. `secondFactorVerified` is the session's factor passed within the last 12
 * hours (what the admin routes need), `secondFactorPassed` passed at all in this session (what every other
 * route needs once two-step verification is on); a session that was just started has passed neither.
 */
export function toCurrentUser(
  user: SessionUser,
  ownerEmail: string | null,
  secondFactorVerified = false,
  secondFactorPassed = secondFactorVerified,
): CurrentUser {
  const emailVerified = user.emailVerifiedAt !== null;
  const enrolled = user.totpEnrolledAt !== null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    subscriptionStatus: user.subscriptionStatus,
    isAdmin: user.isAdmin,
    // Rights from configuration need a proven address: an unverified owner email is nobody's.
    isOwner: emailVerified && isOwnerEmail(user.email, ownerEmail),
    emailVerified,
    language: user.language,
    secondFactor:
      user.isAdmin || enrolled
        ? { enrolled, verified: enrolled && (user.isAdmin ? secondFactorVerified : secondFactorPassed) }
        : null,
    secondFactorPending: enrolled && !secondFactorPassed,
  };
}

/** The account that has the address, however its case and spaces were typed. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  return findUserByNormalizedEmail(db, normalizeEmail(email));
}

/** Unknown email and wrong password get the same answer after the same work. */
export async function verifyLogin(db: Database, input: LoginRequest): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  return user;
}
