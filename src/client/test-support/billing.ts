import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';
import { type PaymentType, PLAN_LIST, PLANS } from '#shared/constants/plans.ts';
import type {
  AgreementResponse,
  PaymentResponse,
  PlanResponse,
  SubscriptionResponse,
} from '#shared/schemas/subscription.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/** A plan as the server lists it: the real catalogue, with a payment link a test can recognise. */
export function aPlan(paymentType: PaymentType): PlanResponse {
  return { ...PLANS[paymentType], paymentLink: `https://pay.example.com/${paymentType}` };
}

/** GET /api/subscription/plans: the whole catalogue, paid through `processor`. */
export function thePlans(processor: PaymentProcessor = 'manual') {
  return { plans: PLAN_LIST.map((plan) => aPlan(plan.paymentType)), processor };
}

/** A Professional plan's purchase, paid; override what a test is about. Midday UTC reads the same day in any US zone. */
export const aPayment = exampleOf<PaymentResponse>(() => ({
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41',
  kind: 'purchase',
  paymentType: 'monthly',
  amountCents: PLANS.monthly.priceCents,
  status: 'completed',
  periodIndex: 0,
  createdAt: '2026-01-14T17:00:00.000Z',
  reportedAt: null,
  failureReason: null,
  dueAt: null,
}));

/** A member who has not bought a plan yet; override what a test is about. */
export const aSubscription = exampleOf<SubscriptionResponse>(() => ({
  status: 'incomplete',
  processor: 'manual',
  plan: null,
  subscription: null,
  currentPeriod: null,
  acceptedAgreement: null,
  queuedDisputes: 0,
  payments: [],
  cancellation: { kind: 'refused', reason: 'nothing_to_cancel' },
}));

type Membership = NonNullable<SubscriptionResponse['subscription']>;

/**
 * A member on the Professional plan in its second month, 3 of 5 disputes left, the right to cancel long over;
 * override the answer or the subscription row a test is about. Instants at midday UTC read as the same day in
 * every US zone.
 */
export function anActiveSubscription(
  overrides: Partial<SubscriptionResponse> = {},
  membership: Partial<Membership> = {},
): SubscriptionResponse {
  return aSubscription({
    status: 'active',
    plan: aPlan('monthly'),
    subscription: {
      id: '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f',
      reportedAt: '2026-01-14T15:00:00.000Z',
      activatedAt: '2026-01-15T15:00:00.000Z',
      endsAt: null,
      rightToCancelEndsAt: '2026-01-20T05:00:00.000Z',
      ...membership,
    },
    currentPeriod: {
      index: 1,
      startsAt: '2026-02-15T17:00:00.000Z',
      endsAt: '2026-03-15T17:00:00.000Z',
      openedAt: '2026-02-15T17:00:00.000Z',
      allowance: 5,
      used: 2,
      remaining: 3,
    },
    cancellation: { kind: 'end_of_period', effectiveAt: '2026-03-15T17:00:00.000Z' },
    ...overrides,
  });
}

/**
 * The Professional plan's third month waiting for the second month's payment (`openedAt` null, no disputes to use
 * yet): billed in arrears, the second month closed with letters and its renewal row is due (manual: to pay through
 * the link), or awaiting an admin's check once `renewal` gives the day the member reported paying it.
 */
export function aRenewalAwaiting(
  renewal: Partial<PaymentResponse> = {},
  overrides: Partial<SubscriptionResponse> = {},
): SubscriptionResponse {
  const active = anActiveSubscription();
  return {
    ...active,
    currentPeriod: {
      index: 2,
      startsAt: '2026-03-15T17:00:00.000Z',
      endsAt: '2026-04-15T17:00:00.000Z',
      openedAt: null,
      allowance: 5,
      used: 0,
      remaining: 0,
    },
    payments: [
      aPayment(),
      aPayment({
        id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43',
        kind: 'renewal',
        status: renewal.reportedAt ? 'awaiting_verification' : 'due',
        periodIndex: 1,
        createdAt: '2026-02-15T17:00:00.000Z',
        ...renewal,
      }),
      aPayment({
        id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c45',
        kind: 'renewal',
        status: 'scheduled',
        periodIndex: 2,
        createdAt: '2026-03-15T17:00:00.000Z',
      }),
    ],
    cancellation: { kind: 'end_of_period', effectiveAt: '2026-04-15T17:00:00.000Z' },
    ...overrides,
  };
}

/** A Stripe member whose month's charge was declined (`failureReason`, Stripe's decline code): past due. */
export function aPastDueSubscription(failureReason: string | null = 'insufficient_funds'): SubscriptionResponse {
  return anActiveSubscription({
    status: 'past_due',
    processor: 'stripe',
    payments: [
      aPayment(),
      aPayment({
        id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c44',
        kind: 'renewal',
        status: 'failed',
        periodIndex: 1,
        createdAt: '2026-03-15T17:00:00.000Z',
        failureReason,
      }),
    ],
  });
}

/** The agreement a member accepted for `paymentType` and has not paid for yet. */
export function anAcceptedAgreement(paymentType: PaymentType): NonNullable<SubscriptionResponse['acceptedAgreement']> {
  return {
    paymentType,
    version: '2026-01',
    acceptedAt: '2026-11-20T15:00:00.000Z',
    rightToCancelEndsAt: '2026-11-26T05:00:00.000Z',
  };
}

/** The documents shown before payment; tests name the titles they look for. */
export function anAgreement({
  paymentType = 'monthly',
  language = 'en',
  titles = ['Consumer Credit File Rights', 'Service Agreement', 'Notice of Cancellation'],
}: {
  paymentType?: PaymentType;
  language?: Language;
  titles?: [string, string, string];
} = {}): AgreementResponse {
  const [disclosure, contract, notice] = titles;
  const section = (text: string) => ({ heading: null, paragraphs: [text], items: [], conspicuous: false });
  return {
    version: '2026-01',
    paymentType,
    language,
    // Midnight in Hawaii as Nov 26 begins; tests read times in UTC.
    rightToCancelEndsAt: '2026-11-26T10:00:00.000Z',
    disclosure: { id: 'croa-rights', version: '2026-01', language, title: disclosure, sections: [section('§ 1679c')] },
    contract: { title: contract, sections: [section('Services')] },
    cancellationNotice: {
      id: 'right-to-cancel',
      version: '2026-01',
      language,
      title: notice,
      sections: [section('Notice')],
    },
  };
}
