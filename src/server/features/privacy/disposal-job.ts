import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { INACTIVITY_WARNING_DAYS } from '#shared/constants/privacy.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import { findMembers, markWarned, memberMatches, purgeDue, warningDue } from './inactivity-queries.ts';
import { accountDeletedEmail, inactivityWarningEmail } from './privacy-emails.ts';
import { type PurgeDeps, purgeMember } from './purge-member.ts';
import { purgeExpiredRetainedRecords } from './retained-records.ts';

export interface DisposalDeps extends PurgeDeps {
  config: Pick<AppConfig, 'inactiveAccountMonths' | 'legal' | 'appOrigin'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** `months` calendar months before `now` (UTC): the 31st of a shorter month rolls over, by a day or two at most. */
function monthsBefore(now: Date, months: number): Date {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}

/**
 * The FTC Safeguards Rule's disposal (16 CFR 314.4(c)(6)), run by the disposal job: members whose last use is
 * INACTIVE_ACCOUNT_MONTHS old are purged, each after an email INACTIVITY_WARNING_DAYS before; then the retained
 * records whose period ran out go. Each member is handled on their own: one that fails (a mail server down,
 * Stripe not answering) is logged and tried again at the next run, and the others go on.
 */
export async function runDisposal(deps: DisposalDeps): Promise<void> {
  const now = deps.clock.now();
  const months = deps.config.inactiveAccountMonths;
  const notice = INACTIVITY_WARNING_DAYS * DAY_MS;
  const site = {
    business: deps.config.legal.businessName,
    supportEmail: deps.config.legal.supportEmail,
    origin: deps.config.appOrigin,
  };

  const unusedBeforeWarning = new Date(monthsBefore(now, months).getTime() + notice);
  for (const member of await findMembers(deps.db, warningDue(unusedBeforeWarning))) {
    try {
      await deps.mailer.send(inactivityWarningEmail(member, new Date(now.getTime() + notice), months, site));
      await markWarned(deps.db, member.id, now);
    } catch (error) {
      deps.log.error({ err: error, userId: member.id }, 'warning an inactive member failed');
    }
  }

  const due = purgeDue(monthsBefore(now, months), new Date(now.getTime() - notice));
  for (const member of await findMembers(deps.db, due)) {
    try {
      const purged = await purgeMember(deps, member.id, {
        reason: 'inactive_account_purged',
        // Signed in since it was listed, or a plan started: no longer due.
        check: (tx, user) => memberMatches(tx, user.id, due),
      });
      if (!purged) continue;
      const deleted = {
        becauseInactive: true,
        keptRecords: purged.retained.length > 0,
        refundDueCents: purged.refundDueCents,
      };
      await deps.mailer
        .send(accountDeletedEmail(purged, deleted, site))
        .catch((error: unknown) => deps.log.error({ err: error, userId: member.id }, 'the deletion email failed'));
    } catch (error) {
      deps.log.error({ err: error, userId: member.id }, 'purging an inactive member failed');
    }
  }

  await purgeExpiredRetainedRecords(deps.db, now);
}
