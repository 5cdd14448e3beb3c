import type { AppConfig } from '#server/config.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import {
  type BillingPeriodRow,
  billClosedPeriods,
  cancelScheduledCharges,
  countSubmittedDisputes,
  endSubscription,
  findOpenSubscription,
  recordHistory,
  type SubscriptionRow,
  settleSubscription,
} from '#server/features/allowance/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import { type PaymentType, PLAN_LIST, PLANS } from '#shared/constants/plans.ts';
import { type CancellationOutcome, decideCancellation, refundOwed } from '#shared/rules/cancellation.ts';
import { cancellationDeadline } from '#shared/rules/cancellation-deadline.ts';
import type { CancellationPreview, PlanResponse, SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { AGREEMENT_VERSION, composeAgreement, toAcceptedAgreement } from './agreement.ts';
import type { BillingDeps } from './billing-deps.ts';
import { wrongSubscriptionState } from './billing-errors.ts';
import { cancelPayments, insertPayment, updateSubscription } from './payment-queries.ts';
import {
  countQueuedDisputes,
  endPeriod,
  findAgreement,
  findPayments,
  findPeriods,
  findProfileState,
  findPurchase,
  findUnusedAgreement,
  insertAgreement,
  type PaymentRow,
} from './queries.ts';

export function listPlans(config: AppConfig): PlanResponse[] {
  return PLAN_LIST.map((plan) => ({ ...plan, paymentLink: config.paymentLinks[plan.paymentType] }));
}

export const plansResponse = (config: AppConfig) => ({
  plans: listPlans(config),
  processor: config.payments.processor,
});

/** The agreement to read before signing; for a signed-in member, with the deadline their address gives them. */
export async function getAgreement(
  deps: BillingDeps,
  paymentType: PaymentType,
  language: Language,
  userId: string | null,
) {
  const state = userId ? await findProfileState(deps.db, userId) : null;
  return composeAgreement(
    paymentType,
    language,
    deps.config.legal,
    cancellationDeadline(deps.clock.now(), state),
    deps.config.payments.processor,
  );
}

export async function acceptAgreement(
  deps: BillingDeps,
  userId: string,
  acceptance: {
    paymentType: PaymentType;
    version: string;
    language: Language;
    ipAddress: string;
    userAgent: string | null;
  },
) {
  if (acceptance.version !== AGREEMENT_VERSION) {
    throw new AppError('AGREEMENT_OUTDATED', 409, 'The agreement changed; read and accept the current one', {
      reason: AGREEMENT_VERSION,
    });
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthorized();
    if (await findOpenSubscription(tx, userId)) throw wrongSubscriptionState(user.subscriptionStatus);
    // Accepting the same text twice (a double click, a second visit) signs nothing new.
    const unused = await findUnusedAgreement(tx, {
      userId,
      version: acceptance.version,
      now,
      paymentType: acceptance.paymentType,
    });
    if (unused && unused.language === acceptance.language) return toAcceptedAgreement(unused);
    const document = composeAgreement(
      acceptance.paymentType,
      acceptance.language,
      deps.config.legal,
      cancellationDeadline(now, await findProfileState(tx, userId)),
      deps.config.payments.processor,
    );
    const row = await insertAgreement(tx, {
      userId,
      paymentType: acceptance.paymentType,
      version: acceptance.version,
      language: acceptance.language,
      acceptedAt: now,
      rightToCancelEndsAt: new Date(document.rightToCancelEndsAt),
      ipAddress: acceptance.ipAddress,
      userAgent: acceptance.userAgent,
      document,
    });
    if (!row) throw new Error('agreement insert returned no row');
    await recordHistory(tx, {
      userId,
      action: 'agreement_accepted',
      paymentType: acceptance.paymentType,
      newStatus: user.subscriptionStatus,
      actorId: userId,
      createdAt: now,
    });
    return toAcceptedAgreement(row);
  });
}

/** What a refunding cancellation of the subscription at `now` owes back, and by when (the shared rule). */
function refundOf(subscriptionId: string, rows: PaymentRow[], now: Date) {
  return refundOwed(
    rows.filter((row) => row.subscriptionId === subscriptionId),
    now,
  );
}

interface SubscriptionState {
  status: SubscriptionResponse['status'];
  subscription: SubscriptionRow | null;
  rightToCancelEndsAt: Date | null;
  period: BillingPeriodRow | null;
  payments: PaymentRow[];
  disputesSent: number;
}

async function readState(tx: Transaction, userId: string, now: Date, cipher: Cipher): Promise<SubscriptionState> {
  if (!(await lockUser(tx, userId))) throw unauthorized();
  const period = await settleSubscription(tx, userId, now, cipher);
  // Settling may have ended the plan: the status is read after it.
  const user = await lockUser(tx, userId);
  if (!user) throw unauthorized();
  const subscription = await findOpenSubscription(tx, userId);
  const agreement = subscription ? await findAgreement(tx, subscription.agreementId) : null;
  const periods = subscription ? await findPeriods(tx, subscription.id) : [];
  return {
    status: user.subscriptionStatus,
    subscription,
    rightToCancelEndsAt: agreement?.rightToCancelEndsAt ?? null,
    period,
    payments: await findPayments(tx, userId),
    disputesSent: await countSubmittedDisputes(
      tx,
      periods.map((p) => p.id),
    ),
  };
}

function outcomeOf(state: SubscriptionState, now: Date): CancellationOutcome {
  const plan = state.subscription ? PLANS[state.subscription.paymentType] : null;
  return decideCancellation({
    status: state.status,
    billing: plan?.billing ?? 'one_time',
    now,
    rightToCancelEndsAt: state.rightToCancelEndsAt,
    currentPeriodEndsAt: state.period?.endsAt ?? null,
    disputesSent: state.disputesSent,
    endsAt: state.subscription?.endsAt ?? null,
  });
}

function previewOf(outcome: CancellationOutcome, state: SubscriptionState, now: Date): CancellationPreview {
  if (outcome.kind === 'end_of_period') return { kind: outcome.kind, effectiveAt: outcome.effectiveAt.toISOString() };
  if (outcome.kind === 'refused') return outcome;
  const refund = outcome.refund && state.subscription ? refundOf(state.subscription.id, state.payments, now) : null;
  return { ...outcome, refundCents: refund?.amountCents ?? 0 };
}

async function toResponse(
  deps: BillingDeps,
  tx: Transaction,
  userId: string,
  state: SubscriptionState,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  const { subscription, period } = state;
  const plans = listPlans(deps.config);
  const tier = subscription?.paymentType;
  const purchase = subscription ? await findPurchase(tx, subscription.id) : null;
  const accepted = subscription ? null : await findUnusedAgreement(tx, { userId, version: AGREEMENT_VERSION, now });
  return {
    status: state.status,
    processor: subscription?.processor ?? deps.config.payments.processor,
    plan: plans.find((plan) => plan.paymentType === tier) ?? null,
    subscription:
      subscription && state.rightToCancelEndsAt
        ? {
            id: subscription.id,
            reportedAt: subscription.createdAt.toISOString(),
            activatedAt: subscription.activatedAt?.toISOString() ?? null,
            endsAt: subscription.endsAt?.toISOString() ?? null,
            rightToCancelEndsAt: state.rightToCancelEndsAt.toISOString(),
          }
        : null,
    currentPeriod: period
      ? {
          index: period.index,
          startsAt: period.startsAt.toISOString(),
          endsAt: period.endsAt?.toISOString() ?? null,
          allowance: period.allowance,
          used: period.used,
          remaining: period.openedAt ? Math.max(0, period.allowance - period.used) : 0,
          openedAt: period.openedAt?.toISOString() ?? null,
        }
      : null,
    acceptedAgreement: accepted
      ? {
          paymentType: accepted.paymentType,
          version: accepted.version,
          acceptedAt: accepted.acceptedAt.toISOString(),
          rightToCancelEndsAt: accepted.rightToCancelEndsAt.toISOString(),
        }
      : null,
    queuedDisputes: purchase ? await countQueuedDisputes(tx, purchase.id, 'waiting') : 0,
    payments: state.payments.map((row) => ({
      id: row.id,
      kind: row.kind,
      paymentType: row.paymentType,
      amountCents: row.amountCents,
      status: row.status,
      periodIndex: row.periodIndex,
      createdAt: row.createdAt.toISOString(),
      reportedAt: row.reportedAt?.toISOString() ?? null,
      failureReason: row.failureReason,
      dueAt: row.dueAt?.toISOString() ?? null,
    })),
    cancellation: previewOf(outcomeOf(state, now), state, now),
  };
}

/**
 * What ending the plan today would owe the member back, in cents: the cancellation rule's own refund when it
 * ends the plan now with one (the right to cancel, a one-time plan not begun), else nothing. Deleting an account
 * ends its plan at once, whatever the plan (privacy/purge-member.ts).
 */
export async function refundOwedIfEndedNow(
  tx: Transaction,
  userId: string,
  now: Date,
  cipher: Cipher,
): Promise<number> {
  const state = await readState(tx, userId, now, cipher);
  const outcome = outcomeOf(state, now);
  if (outcome.kind !== 'immediate' || !outcome.refund || !state.subscription) return 0;
  return refundOf(state.subscription.id, state.payments, now)?.amountCents ?? 0;
}

export async function getSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionResponse> {
  return deps.db.transaction(async (tx) =>
    toResponse(deps, tx, userId, await readState(tx, userId, deps.clock.now(), deps.cipher)),
  );
}

/** Applies what the account page showed the member: the same rule decides the preview and the outcome. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const state = await readState(tx, userId, now, deps.cipher);
    const outcome = outcomeOf(state, now);
    const { subscription } = state;
    if (outcome.kind === 'refused' || !subscription) {
      throw new AppError('NOT_CANCELLABLE', 409, 'There is nothing to cancel', {
        reason: outcome.kind === 'refused' ? outcome.reason : 'nothing_to_cancel',
      });
    }
    if (outcome.kind === 'end_of_period') {
      await updateSubscription(tx, subscription.id, { endsAt: outcome.effectiveAt });
      await recordHistory(tx, {
        userId,
        subscriptionId: subscription.id,
        action: 'cancellation_scheduled',
        paymentType: subscription.paymentType,
        newStatus: 'active',
        actorId: userId,
        createdAt: now,
      });
    } else {
      if (state.period) {
        await endPeriod(tx, state.period.id, now);
      }
      // The period cut short is billed for the letters it has, if any; nothing else is ever taken, and nothing is
      // sent to Stripe now (inside the right to cancel no letter exists, so nothing is owed).
      if (subscription.activatedAt) {
        await billClosedPeriods(tx, { ...subscription, activatedAt: subscription.activatedAt }, now, 'cancelled');
      }
      await cancelScheduledCharges(tx, subscription.id);
      // A past-due member was told nothing more is charged: a retry queued after a new card goes too.
      if (outcome.reason === 'payment_failed') {
        await cancelPayments(tx, subscription.id, 'due');
      }
      // What was paid or reported paid is owed back, by the date the notice of cancellation promises; an admin
      // returns it (checking first that a reported payment reached us) and marks it refunded.
      const refund = outcome.refund ? refundOf(subscription.id, state.payments, now) : null;
      if (refund) {
        await insertPayment(tx, {
          userId,
          subscriptionId: subscription.id,
          kind: 'refund',
          amountCents: -refund.amountCents,
          status: 'refund_due',
          createdAt: now,
          dueAt: refund.dueAt,
        });
        // The reported payments are folded into the refund: nothing is left for an admin to verify.
        await cancelPayments(tx, subscription.id, 'awaiting_verification');
      }
      await endSubscription(tx, subscription, { endedAt: now, now, action: 'cancelled', actorId: userId });
    }
    return toResponse(deps, tx, userId, await readState(tx, userId, now, deps.cipher));
  });
}
