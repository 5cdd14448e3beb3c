import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/constants/languages.ts';
import type { RegisterRequest } from '#shared/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { accountExistsEmail, sendAccountEmail } from './account-emails.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { sendVerificationLink } from './email-verification.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, normalizeEmail } from './service.ts';

/** What a sign-up did: only the email it sends differs, never the answer, so nobody learns who has an account. */
export type Registration = { created: boolean; user: UserRow };

/**
 * Creates the account (unverified, never an admin: rights from configuration wait for the verified email),
 * or finds the one that has the address. Both paths hash the password, so they take about as long.
 */
export async function registerAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: RegisterRequest & { language: Language },
): Promise<Registration> {
  const email = normalizeEmail(input.email);
  // Before looking the address up: a common password is refused the same way whether or not it has an account.
  await refuseCommonPassword(input.password, email, 'password');
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) return { created: false, user: existing };
  const now = deps.clock.now();
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return { created: true, user };
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, and the other one met an existing account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(deps.db, email);
    if (!winner) throw error;
    return { created: false, user: winner };
  }
}

/** The verification link for a new account; for an existing one, a word to its owner in their language. */
export async function sendRegistrationEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  { created, user }: Registration,
  log: FastifyBaseLogger,
): Promise<void> {
  if (created) return sendVerificationLink(deps, user, log);
  const forgotPasswordUrl = `${deps.config.appOrigin}/forgot-password`;
  await sendAccountEmail(deps.mailer, log, accountExistsEmail(user, forgotPasswordUrl, deps.config.legal.businessName));
}
