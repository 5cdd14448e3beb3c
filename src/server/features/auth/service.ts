import { eq, sql } from 'drizzle-orm';
import type { CurrentUser, LoginRequest, RegisterRequest } from '#shared/schemas/auth.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../sessions/session-queries.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  adminEmails: readonly string[];
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists');
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The owner (OWNER_EMAIL, already lower-case): always an admin, never demoted. */
export function isOwnerEmail(email: string, ownerEmail: string | null): boolean {
  return ownerEmail !== null && normalizeEmail(email) === ownerEmail;
}

/** The user as the client sees them; `secondFactorVerified` is the session's, for admins. */
export function toCurrentUser(user: SessionUser, ownerEmail: string | null, secondFactorVerified = false): CurrentUser {
  const emailVerified = user.emailVerifiedAt !== null;
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
    secondFactor: user.isAdmin
      ? { enrolled: user.totpEnrolledAt !== null, verified: user.totpEnrolledAt !== null && secondFactorVerified }
      : null,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function registerUser(deps: AuthDeps, input: RegisterRequest): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(deps.db, email)) throw emailTaken();
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        isAdmin: deps.adminEmails.includes(email),
        createdAt: now,
        updatedAt: now,
        lastLoginAt: now,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Unknown email and wrong password get the same answer after the same work. */
export async function verifyLogin(deps: AuthDeps, input: LoginRequest): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
