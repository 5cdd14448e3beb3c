import type { Language } from '#shared/constants/languages.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';
import type { AgreementResponse, PlanResponse, SubscriptionResponse } from '#shared/schemas/subscription.ts';

/** A plan as the server lists it: the real catalogue, with a payment link a test can recognise. */
export function aPlan(paymentType: PaymentType): PlanResponse {
  return { ...PLANS[paymentType], paymentLink: `https://pay.example.com/${paymentType}` };
}

/** A member who has not bought a plan yet; override what a test is about. */
export function aSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    status: 'incomplete',
    plan: null,
    subscription: null,
    currentPeriod: null,
    acceptedAgreement: null,
    queuedDisputes: 0,
    payments: [],
    cancellation: { kind: 'refused', reason: 'nothing_to_cancel' },
    ...overrides,
  };
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
