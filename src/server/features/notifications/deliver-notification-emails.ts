import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { composeEmail } from '#server/mail/compose-email.ts';
import {
  type ClaimedEmail,
  claimPendingEmails,
  EMAIL_BATCH_SIZE,
  findRecipients,
  settleEmail,
} from './delivery-queries.ts';
import { notificationEmail } from './notification-email.ts';

/** An email that failed this many times is given up on; the notice stays in the bell. */
export const MAX_EMAIL_ATTEMPTS = 5;

export type DeliveryDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'> & { log: FastifyBaseLogger };

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];

async function deliverOne(deps: DeliveryDeps, email: ClaimedEmail, recipient: Recipient | undefined) {
  const { db, config, log } = deps;
  // Turned off after it was recorded: the member no longer wants to hear of it.
  if (!recipient || recipient.notificationsOff.includes(email.kind)) {
    await settleEmail(db, email.id, 'skipped', deps.clock.now());
    return;
  }
  const content = notificationEmail(email, recipient, {
    origin: config.appOrigin,
    supportEmail: config.legal.supportEmail,
  });
  if (!content) {
    log.error({ notificationId: email.id, kind: email.kind }, 'notification data cannot make its email');
    await settleEmail(db, email.id, 'failed', deps.clock.now());
    return;
  }
  try {
    await deps.mailer.send(composeEmail(recipient.email, recipient.language, config.legal.businessName, content));
    await settleEmail(db, email.id, 'sent', deps.clock.now());
  } catch (error) {
    const attempt = email.emailAttempts;
    log.error({ err: error, notificationId: email.id, kind: email.kind, attempt }, 'notification email failed');
    // Otherwise it stays pending, claimed: the claim running out is the wait before the next attempt.
    if (attempt >= MAX_EMAIL_ATTEMPTS) await settleEmail(db, email.id, 'failed', deps.clock.now());
  }
}

/**
 * How many members' emails are sent at once: a mail server answers each message in tens of milliseconds, most
 * of it waiting, so one after another a pass finding 900 notices took two minutes.
 */
const SENDING_AT_ONCE = 8;

/**
 * Emails the notices not emailed yet, each in its member's language, batch after batch until none is left.
 * Several senders may run at once (two instances): each email is claimed by one of them only. Members are
 * written to side by side; one member's emails go one after another, oldest first.
 */
export async function deliverNotificationEmails(deps: DeliveryDeps): Promise<void> {
  for (;;) {
    const claimed = await claimPendingEmails(deps.db, deps.clock.now());
    const recipients = new Map(
      (await findRecipients(deps.db, [...new Set(claimed.map((email) => email.userId))])).map((recipient) => [
        recipient.id,
        recipient,
      ]),
    );
    const byMember = new Map<string, ClaimedEmail[]>();
    for (const email of claimed) byMember.set(email.userId, [...(byMember.get(email.userId) ?? []), email]);
    const queue = [...byMember.values()];
    const sender = async () => {
      for (let emails = queue.shift(); emails; emails = queue.shift()) {
        for (const email of emails) await deliverOne(deps, email, recipients.get(email.userId));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, queue.length) }, sender));
    if (claimed.length < EMAIL_BATCH_SIZE) return;
  }
}
