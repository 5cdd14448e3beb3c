import Stripe from 'stripe';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Transaction } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/errors.ts';
import { processorUnavailable, refundOwedIfEndedNow } from '#server/features/billing/index.ts';
import { cancelQueuedLetters } from '#server/features/mailing/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import {
  deleteMemberRows,
  findIsAdmin,
  findStripeCustomerIds,
  hasPaymentProcessing,
  lockAdmins,
  lockMemberRow,
  recordSystemAudit,
  sumRefundsDue,
} from './purge-queries.ts';
import { type RetainedKind, retainRecords } from './retained-records.ts';

export type PurgeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'stripe' | 'lob'>;

/**
 * Why a member's data goes, and the check made under their lock just before: it may refuse (throw) or, for the
 * job, find the member no longer due (answer false) and leave them be.
 */
export type Purge =
  | { reason: 'account_deleted'; audit: AuditContext; check: PurgeCheck }
  | { reason: 'inactive_account_purged'; check: PurgeCheck };
export type PurgeCheck = (tx: Transaction, user: UserRow, adminIds: readonly string[]) => Promise<boolean>;

export interface PurgedMember {
  id: string;
  email: string;
  firstName: string;
  language: Language;
  /** Money owed back to the member (the plan's refund, refunds not yet paid), recorded for staff to pay. */
  refundDueCents: number;
  retained: RetainedKind[];
}

const paymentInFlight = () =>
  new AppError('WRONG_SUBSCRIPTION_STATE', 409, 'A payment is going through right now; try again in a few minutes', {
    reason: 'payment_processing',
  });

/**
 * The saved cards go with the customer at Stripe: nothing can be charged to them again, whoever asks. A customer
 * already gone (an earlier try that failed after Stripe answered) is fine.
 */
async function deleteStripeCustomers(stripe: Stripe, customerIds: readonly string[]): Promise<void> {
  for (const id of customerIds) {
    try {
      await stripe.customers.del(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') continue;
      throw processorUnavailable(error);
    }
  }
}

/**
 * The one way a member's data goes, whether they deleted their account or it was disposed of after long
 * inactivity (decision 017). In one transaction, under the member's lock (and every admin's first, in the order
 * the admin changes take them, when the member is one):
 * 1. the check; a payment Stripe is still answering for stops it (the member can try again in minutes);
 * 2. the plan ends with the account: what ending it now would refund, and refunds not yet paid, are recorded as
 *    owed; nothing more is ever charged (the rows that would be charged go, and with Stripe the customer and its
 *    saved cards are deleted there), and the letters Lob has not printed yet are cancelled there;
 * 3. what the law makes us keep is copied, sealed, into retained_records;
 * 4. the member's testimonials go (no consent to keep them after the account is on record), their attempt
 *    budgets, their plans and signed agreements, then the user row, whose deletion takes every other row of
 *    theirs with it (foreign keys on delete cascade; staff's ids on others' rows are set null);
 * 5. the audit log, append-only and without foreign keys, keeps its entries, and gains this one.
 * Answers what the emails and the caller need, or null when the member was gone or no longer due.
 */
export async function purgeMember(deps: PurgeDeps, userId: string, purge: Purge): Promise<PurgedMember | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const seen = await findIsAdmin(tx, userId);
    if (!seen) return null;
    const admins = seen.isAdmin ? await lockAdmins(tx) : [];
    const user = await lockMemberRow(tx, userId);
    if (!user) return null;
    if (
      !(await purge.check(
        tx,
        user,
        admins.map((admin) => admin.id),
      ))
    )
      return null;

    if (await hasPaymentProcessing(tx, userId)) throw paymentInFlight();
    const planRefund = await refundOwedIfEndedNow(tx, userId, now, deps.cipher);
    const refundDueCents = planRefund + (await sumRefundsDue(tx, userId));
    // Lob first: a letter that cannot be cancelled yet stops the deletion before Stripe's customer is gone.
    await cancelQueuedLetters(tx, deps.lob, userId);
    const customers = await findStripeCustomerIds(tx, userId);
    if (deps.stripe && customers.length > 0) await deleteStripeCustomers(deps.stripe, customers);

    const retained = await retainRecords(tx, deps.cipher, user, {
      reason: purge.reason,
      endedAt: now,
      refundDueCents,
    });
    await deleteMemberRows(tx, user);

    const entry = {
      action: purge.reason,
      target: { id: user.id, email: user.email },
      details: { retainedRecords: retained.join(', ') || 'none', refundDueCents },
    };
    if (purge.reason === 'account_deleted') await recordAudit(tx, purge.audit, entry, now);
    else await recordSystemAudit(tx, entry, now);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      language: user.language,
      refundDueCents,
      retained,
    };
  });
}
