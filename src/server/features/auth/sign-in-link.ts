import type { FastifyReply } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import type { Language } from '#shared/constants/languages.ts';
import { emailAccountAfterReply, sendAccountEmail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken, linkInvalid } from './account-tokens.ts';
import { sendVerificationLink } from './email-verification.ts';
import { signInLinkEmail } from './sign-in-emails.ts';
import { findUser } from './user-queries.ts';

type MailDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'afterReply'>;

/**
 * Emails a one-time sign-in link when the address has an account whose email is proven. An unknown address
 * gets nothing; an unproven one gets the verification link instead (a sign-in link to an address nobody has
 * proven would let whoever registered it first in; the verification link sets the password and shuts them out).
 * The caller answers the same either way, and only the lookup happens before the answer.
 */
export function requestSignInLink(
  deps: MailDeps,
  request: { email: string; language: Language | undefined },
  reply: FastifyReply,
): Promise<void> {
  return emailAccountAfterReply(deps, request, reply, 'the sign-in link email', async (recipient) => {
    if (!recipient.emailVerifiedAt) return sendVerificationLink(deps, recipient, reply.log);
    const token = await issueAccountToken(deps.db, recipient.id, 'sign_in', deps.clock.now());
    const url = `${deps.config.appOrigin}/sign-in-link?token=${token}`;
    await sendAccountEmail(deps.mailer, reply.log, signInLinkEmail(recipient, url, deps.config.legal.businessName));
  });
}

/** Uses a sign-in link up and answers its account; the caller signs this browser in. */
export async function consumeSignInLink(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<UserRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'sign_in', now);
    const user = await findUser(tx, userId);
    // Links go only to proven addresses; one whose proof is gone since (none today) signs nobody in.
    if (!user?.emailVerifiedAt) throw linkInvalid('invalid');
    return user;
  });
}
