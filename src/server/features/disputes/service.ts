import type { AppDeps } from '#server/app-deps.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound, unauthorized } from '#server/errors.ts';
import {
  findOpenSubscription,
  findRightToCancelEnd,
  settleSubscription,
  submitWithinAllowance,
} from '#server/features/allowance/index.ts';
import { findLetterConsumer } from '#server/features/profile/index.ts';
import { disputeDetailsOf, insertDraft, sealDisputeDetails } from '#server/features/submission/index.ts';
import { OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import { asksBureau } from '#shared/rules/campaign.ts';
import { chosenReasonCodes, reasonFitsItem } from '#shared/rules/chosen-reasons.ts';
import { canTransition } from '#shared/rules/dispute-status.ts';
import { isFormReason } from '#shared/rules/form-reason.ts';
import type { CreateDisputeRequest, DisputeResponse } from '#shared/schemas/disputes.ts';
import { findStepsOf } from './campaign-queries.ts';
import {
  findDisputeRecords,
  findEarlierDisputes,
  findOwnDisputeStatuses,
  findOwnTradeline,
  findVisibleDispute,
  recordIdentityTheftReport,
} from './queries.ts';
import { toDisputeResponse } from './to-response.ts';

export type DisputeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export const profileRequired = () =>
  new AppError('PROFILE_REQUIRED', 409, 'Your mailing details are needed for the letters');
export const subscriptionRequired = () =>
  new AppError('SUBSCRIPTION_REQUIRED', 403, 'Active subscription required to view and file disputes');

export async function listDisputes(deps: DisputeDeps, userId: string): Promise<DisputeResponse[]> {
  const now = deps.clock.now();
  return (await findDisputeRecords(deps.db, { userId })).map((record) => toDisputeResponse(record, now, deps.cipher));
}

export async function getDispute(deps: DisputeDeps, viewer: Viewer, id: string): Promise<DisputeResponse> {
  const record = await findVisibleDispute(deps.db, viewer, id);
  if (!record) throw notFound();
  return toDisputeResponse(record, deps.clock.now(), deps.cipher);
}

/**
 * A new dispute is a draft carrying every reason the member chose. The item must be the member's own negative
 * item with no open dispute, and each reason must fit it; an item a bureau already verified is disputed again
 * only with something new to say (FCRA § 611(a)(3), 15 U.S.C. § 1681i(a)(3): a repeat dispute without new
 * information may be dismissed as frivolous).
 */
export async function createDispute(deps: DisputeDeps, userId: string, request: CreateDisputeRequest) {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw unauthorized();
    const item = await findOwnTradeline(tx, userId, request.negativeItemId);
    if (!item?.itemType) throw notFound();
    const earlier = await findEarlierDisputes(tx, userId, item.tradelineKey);
    if (earlier.some(({ dispute }) => (OPEN_DISPUTE_STATUSES as readonly string[]).includes(dispute.status))) {
      throw new AppError('DISPUTE_EXISTS', 409, 'This item already has an open dispute');
    }
    const details = request.additionalDetails?.trim() || null;
    // A bureau verified it in the first round, or in answer to a later letter asking it to look again (a statement
    // of dispute asks for no investigation: whatever came back is no verification).
    const laterVerified = (await findStepsOf(tx, [...new Set(earlier.map(({ dispute }) => dispute.id))])).filter(
      (step) => step.outcome === 'verified' && asksBureau(step.kind),
    );
    const verified = earlier
      .filter(({ dispute, outcome }) => outcome === 'verified' || laterVerified.some((s) => s.disputeId === dispute.id))
      .map(({ dispute }) => dispute);
    const saidBefore = (dispute: (typeof verified)[number]) => disputeDetailsOf(deps.cipher, dispute) === details;
    if (verified.length > 0 && (!details || verified.some(saidBefore))) {
      throw new AppError('ALREADY_VERIFIED', 409, 'A bureau verified this item; say what is new', {
        reason: 'new_information_required',
      });
    }
    const [primary, ...others] = chosenReasonCodes(request);
    if (!primary) throw new AppError('VALIDATION_FAILED', 400, 'A dispute needs a reason');
    const today = now.toISOString().slice(0, 10);
    if (![primary, ...others].every((code) => reasonFitsItem(code, item, today))) {
      throw new AppError('REASON_NOT_SUPPORTED', 409, 'This item may still be reported', {
        reason: item.reportingEndsOn ?? 'unknown',
      });
    }
    const reason = request.disputeReason;
    const id = await insertDraft(tx, {
      userId,
      item,
      reasonCodes: [primary, ...others],
      reasonText: reason !== undefined && isFormReason(reason) ? reason : null,
      additionalDetailsSealed: sealDisputeDetails(deps.cipher, details),
      now,
    });
    if (request.identityTheftReport) await recordIdentityTheftReport(tx, id);
    return id;
  });
  return getDispute(deps, { id: userId, isAdmin: false }, id);
}

/**
 * Sends drafts to the bureaus: an active plan (402), its right to cancel over (CROA § 1679d(a)(2)), the
 * mailing details on file, and the allowance of the current billing period (429) — counted and spent in one
 * transaction under the member's lock, so no number of simultaneous calls can spend it twice.
 */
export async function processDisputes(deps: DisputeDeps, userId: string, disputeIds: string[]) {
  const now = deps.clock.now();
  const ids = [...new Set(disputeIds)];
  return deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw unauthorized();
    const period = await settleSubscription(tx, userId, now, deps.cipher);
    const user = await lockUser(tx, userId);
    const subscription = await findOpenSubscription(tx, userId);
    if (user?.subscriptionStatus !== 'active' || !period || !subscription) {
      throw new AppError('PAYMENT_REQUIRED', 402, 'You need to complete payment before submitting disputes', {
        reason: user?.subscriptionStatus ?? 'incomplete',
      });
    }
    const owned = await findOwnDisputeStatuses(tx, userId, ids);
    if (owned.length !== ids.length) throw notFound();
    if (owned.some((dispute) => !canTransition(dispute.status, 'submitted'))) {
      throw new AppError('NOT_A_DRAFT', 409, 'Only drafts can be submitted');
    }
    const rightToCancelEnds = await findRightToCancelEnd(tx, subscription.agreementId);
    if (rightToCancelEnds && now < rightToCancelEnds) {
      throw new AppError('RIGHT_TO_CANCEL_PERIOD', 409, 'Disputes go out once the right to cancel has run out', {
        reason: rightToCancelEnds.toISOString(),
      });
    }
    const consumer = await findLetterConsumer(tx, deps.cipher, userId);
    if (!consumer) throw profileRequired();
    // A month waiting for its payment lends nothing yet.
    const remaining = period.openedAt ? period.allowance - period.used : 0;
    if (ids.length > remaining) {
      throw new AppError('MONTHLY_LIMIT_EXCEEDED', 429, 'You have reached your dispute limit for this period', {
        reason: String(Math.max(0, remaining)),
      });
    }
    const sent = await submitWithinAllowance(tx, {
      consumer,
      cipher: deps.cipher,
      userId,
      disputeIds: ids,
      period,
      now,
    });
    return { processedCount: sent.length, remainingThisMonth: remaining - sent.length };
  });
}
