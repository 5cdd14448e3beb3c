import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../sessions/session-queries.ts';
import { type Recipient, sendAccountEmail, verificationEmail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { normalizeEmail } from './service.ts';

type MailDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** A new verification link, emailed: sign-up and onboarding's account creation both send this one. */
export async function sendVerificationLink(
  deps: MailDeps,
  user: Recipient & { id: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const token = await issueAccountToken(deps.db, user.id, 'verify_email', deps.clock.now());
  const url = `${deps.config.appOrigin}/verify-email?token=${token}`;
  await sendAccountEmail(deps.mailer, log, verificationEmail(user, url, deps.config.legal.businessName));
}

/** "Send the link again" is for addresses not proven yet. */
export function refuseWhenVerified(user: SessionUser): void {
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 409, 'This email is verified already');
}

/**
 * The mailbox is proven (a verification or a reset link was opened): the first time is recorded, and an
 * address in ADMIN_EMAILS (or OWNER_EMAIL) gets its admin rights now, never at sign-up.
 */
export async function markEmailVerified(
  db: Executor,
  userId: string,
  adminEmails: readonly string[],
  now: Date,
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('the link points at no user');
  const [updated] = await db
    .update(users)
    .set({
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      isAdmin: user.isAdmin || adminEmails.includes(normalizeEmail(user.email)),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated ?? user;
}

/** Uses a verification link up and proves the address; the caller then signs this browser in. */
export async function verifyEmail(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, token: string): Promise<UserRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'verify_email', now);
    return markEmailVerified(tx, userId, deps.config.adminEmails, now);
  });
}
