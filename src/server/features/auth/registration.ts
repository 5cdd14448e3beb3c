import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { RegisterRequest } from '#shared/schemas/auth.ts';
import { accountExistsEmail, sendAccountEmail, unconfirmedAccountEmail } from './account-emails.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { newVerificationUrl, sendVerificationLink } from './email-verification.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, normalizeEmail } from './service.ts';
import { insertUserIfNew } from './user-queries.ts';

/**
 * What a sign-up did: only the email it sends differs, never the answer, so nobody learns who has an account.
 * `language` is the one the form was filled in.
 */
export type Registration = { created: boolean; user: UserRow; language: Language };

/**
 * Creates the account (unverified, never an admin: rights from configuration wait for the verified email), or
 * finds the one that has the address. Both paths hash the password and run the same two statements (the insert
 * does nothing when the address has an account), so they take as long; what differs, the email, is sent after
 * the answer.
 */
export async function registerAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: RegisterRequest & { language: Language },
): Promise<Registration> {
  const email = normalizeEmail(input.email);
  // Before looking the address up: a common password is refused the same way whether or not it has an account.
  await refuseCommonPassword(input.password, email, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const existing = await findUserByEmail(deps.db, email);
  const created = await insertUserIfNew(deps.db, {
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    language: input.language,
    createdAt: now,
    updatedAt: now,
  });
  if (created) return { created: true, user: created, language: input.language };
  // Two sign-ups with one address at once: the unique index decided, and this one met the other's account.
  const user = existing ?? (await findUserByEmail(deps.db, email));
  if (!user) throw new Error('the sign-up neither created nor found an account');
  return { created: false, user, language: input.language };
}

/**
 * The verification link for a new account. For an existing one, a word to the mailbox: an unconfirmed account
 * gets a fresh link that confirms it and sets its password (whoever registered it first may not be the owner), in
 * the language of the form just filled in; a confirmed one hears that someone tried, in its own language.
 */
export async function sendRegistrationEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  { created, user, language }: Registration,
  log: FastifyBaseLogger,
): Promise<void> {
  const business = deps.config.legal.businessName;
  if (created) return sendVerificationLink(deps, user, log);
  if (!user.emailVerifiedAt) {
    const url = await newVerificationUrl(deps, user.id);
    return sendAccountEmail(deps.mailer, log, unconfirmedAccountEmail({ ...user, language }, url, business));
  }
  const forgotPasswordUrl = `${deps.config.appOrigin}/forgot-password`;
  await sendAccountEmail(deps.mailer, log, accountExistsEmail(user, forgotPasswordUrl, business));
}
