import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound, unauthorized } from '#server/errors.ts';
import { findOpenSubscription, openPlan } from '#server/features/allowance/index.ts';
import { insertDraft } from '#server/features/submission/index.ts';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { PLANS } from '#shared/constants/plans.ts';
import { needsDetails, reasonFitsItem } from '#shared/rules/chosen-reasons.ts';
import type { CheckoutRequest } from '#shared/schemas/subscription.ts';
import { AGREEMENT_VERSION } from './agreement.ts';
import type { BillingDeps } from './billing-deps.ts';
import { agreementRequired, wrongSubscriptionState } from './billing-errors.ts';
import { insertPayment, insertSubscription, type NewPayment, type NewSubscription } from './payment-queries.ts';
import {
  countQueuedDisputes,
  findNegativeItems,
  findOpenDisputes,
  findPurchase,
  findUnusedAgreement,
  markPendingVerification,
  queueDisputes,
} from './queries.ts';

/**
 * Starts the plan the member signed the agreement for (manual mode): nothing is charged now. The plan is active
 * at once, its first period open, and the chosen items queued as drafts, which go to the bureaus when the right
 * to cancel has run out. Each period is billed after it closes, only if letters were prepared in it
 * (settle-subscription.ts). Idempotent: a retry or a double click finds the subscription the first call opened
 * and answers the same thing, creating nothing. With Stripe, the card checkout starts a plan instead.
 */
export async function startPlan(
  deps: BillingDeps,
  userId: string,
  request: CheckoutRequest,
): Promise<{ disputesCreated: number; subscriptionId: string }> {
  if (deps.config.payments.processor === 'stripe') throw wrongSubscriptionState('card_payment');
  return deps.db.transaction((tx) =>
    startPlanIn(tx, userId, request, { now: deps.clock.now(), processor: 'manual', cipher: deps.cipher }),
  );
}

/**
 * The same, inside a caller's transaction, for either processor (the test fixtures start Stripe plans with it):
 * with Stripe it opens the plan's subscription, to begin once the card checkout saves the member's card.
 */
export async function startPlanIn(
  tx: Transaction,
  userId: string,
  request: CheckoutRequest,
  options: { now: Date; processor: PaymentProcessor; cipher: Cipher },
): Promise<{ disputesCreated: number; subscriptionId: string }> {
  const { now, processor } = options;
  if (!(await lockUser(tx, userId))) throw unauthorized();
  const open = await findOpenSubscription(tx, userId);
  if (open) {
    const purchase = await findPurchase(tx, open.id);
    if (open.processor !== processor) throw wrongSubscriptionState(`${open.processor}_payment_under_way`);
    if (open.paymentType !== request.paymentType || !purchase) throw wrongSubscriptionState('other_plan_under_way');
    return { disputesCreated: await countQueuedDisputes(tx, purchase.id), subscriptionId: open.id };
  }
  const opened = await openSubscription(tx, userId, request, { now, subscription: { processor }, purchase: {} });
  if (processor === 'manual') {
    const subscription = await findOpenSubscription(tx, userId);
    if (!subscription) throw new Error('the subscription just opened is not open');
    // Period 0's row waits, scheduled, like Stripe's: owed only once the period closes with letters in it.
    await openPlan(tx, {
      subscription,
      purchaseId: opened.purchaseId,
      purchase: { status: 'scheduled' },
      actorId: userId,
      now,
      cipher: options.cipher,
    });
  }
  return { disputesCreated: opened.disputesCreated, subscriptionId: opened.subscriptionId };
}

/**
 * Refuses a purchase that cannot begin: no unused agreement for the plan (CROA: the contract comes first), or
 * more items than its allowance. Answers the agreement it would be bought under.
 */
async function checkPurchase(tx: Executor, userId: string, request: CheckoutRequest, now: Date) {
  const agreement = await findUnusedAgreement(tx, {
    userId,
    version: AGREEMENT_VERSION,
    now,
    paymentType: request.paymentType,
  });
  if (!agreement) throw agreementRequired();
  const plan = PLANS[request.paymentType];
  if (new Set(request.selectedItems).size > plan.disputeAllowance) {
    throw new AppError('SELECTION_OVER_LIMIT', 409, 'More items than the plan allows', {
      reason: String(plan.disputeAllowance),
    });
  }
  return agreement;
}

/**
 * Opens the subscription a plan begins: the subscription and its purchase row awaiting the start (manual: at
 * once, by startPlanIn; Stripe: the card checkout), the member pending_verification meanwhile, and the chosen
 * items queued as drafts. The caller holds the member's lock and knows no subscription is open.
 */
export async function openSubscription(
  tx: Transaction,
  userId: string,
  request: CheckoutRequest,
  options: {
    now: Date;
    subscription: Partial<NewSubscription> & { processor: PaymentProcessor };
    purchase: Partial<NewPayment>;
  },
): Promise<{ subscriptionId: string; purchaseId: string; disputesCreated: number }> {
  const { now } = options;
  const agreement = await checkPurchase(tx, userId, request, now);
  const plan = PLANS[request.paymentType];
  const subscription = await insertSubscription(tx, {
    ...options.subscription,
    userId,
    paymentType: plan.paymentType,
    agreementId: agreement.id,
    createdAt: now,
  });
  if (!subscription) throw new Error('subscription insert returned no row');
  const payment = await insertPayment(tx, {
    ...options.purchase,
    userId,
    subscriptionId: subscription.id,
    kind: 'purchase',
    amountCents: plan.priceCents,
    status: 'awaiting_verification',
    periodIndex: 0,
    createdAt: now,
  });
  if (!payment) throw new Error('payment insert returned no row');
  await markPendingVerification(tx, userId, plan.paymentType, now);
  const disputesCreated = await queueDrafts(tx, {
    userId,
    itemIds: [...new Set(request.selectedItems)],
    reasons: request.selectedDisputeReasons ?? {},
    paymentId: payment.id,
    allowance: plan.disputeAllowance,
    now,
  });
  return { subscriptionId: subscription.id, purchaseId: payment.id, disputesCreated };
}

/**
 * Each chosen negative item becomes a draft queued on the payment; a draft the member already had for the
 * item is queued instead of duplicated, and an item already on its way to the bureaus is left alone. Drafts
 * the member saved earlier ("drafts wait for a plan choice") fill whatever allowance the selection leaves.
 */
async function queueDrafts(
  tx: Transaction,
  options: {
    userId: string;
    itemIds: string[];
    reasons: Record<string, DisputeReasonCode[]>;
    paymentId: string;
    allowance: number;
    now: Date;
  },
): Promise<number> {
  const { userId, itemIds, paymentId, now } = options;
  const items = itemIds.length ? await findNegativeItems(tx, userId, itemIds) : [];
  // Another member's item, or no negative item at all: the whole start is refused, nothing kept.
  if (items.length !== itemIds.length) throw notFound();
  const open = await findOpenDisputes(tx, userId);
  const toQueue: string[] = [];
  const seenKeys = new Set<string>();
  const today = now.toISOString().slice(0, 10);
  for (const item of items) {
    // The same account picked from two reports (before and after a refresh) is one dispute.
    if (seenKeys.has(item.tradelineKey)) continue;
    seenKeys.add(item.tradelineKey);
    const existing = open.find((dispute) => dispute.tradelineKey === item.tradelineKey);
    if (existing) {
      if (existing.status === 'draft' && !existing.queuedByPaymentId) toQueue.push(existing.id);
      continue;
    }
    // The same checks as a draft filed by hand: no "outdated" for an item still reportable, no bare "other"
    // (a letter with nothing specific to say is frivolous). An item with no such reason waits for the member.
    const fitting = (codes: readonly DisputeReasonCode[]) => codes.filter((code) => reasonFitsItem(code, item, today));
    const reasonCodes = [
      fitting(options.reasons[item.id] ?? []),
      fitting(item.disputeReasons.map(({ code }) => code)),
    ].find((codes) => codes.length > 0 && !needsDetails(codes));
    if (!reasonCodes) continue;
    toQueue.push(
      await insertDraft(tx, {
        userId,
        item,
        reasonCodes: reasonCodes as [DisputeReasonCode, ...DisputeReasonCode[]],
        queuedByPaymentId: paymentId,
        now,
      }),
    );
  }
  const earlierDrafts = open
    .filter((dispute) => dispute.status === 'draft' && !dispute.queuedByPaymentId && !toQueue.includes(dispute.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((dispute) => dispute.id);
  const queue = [...toQueue, ...earlierDrafts].slice(0, Math.max(toQueue.length, options.allowance));
  if (queue.length > 0) {
    await queueDisputes(tx, queue, paymentId, now);
  }
  return queue.length;
}
