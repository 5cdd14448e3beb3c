/** What a member pays through: the payment types, one per plan (docs/product-rules.md, Plans). */
export const PAYMENT_TYPES = ['per_dispute', 'monthly', 'premium'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const BILLINGS = ['one_time', 'monthly'] as const;
export type Billing = (typeof BILLINGS)[number];

/** The names on the cards and in the contract. */
export const PLAN_NAMES = ['Basic', 'Professional', 'Premium'] as const;

export interface Plan {
  paymentType: PaymentType;
  name: (typeof PLAN_NAMES)[number];
  priceCents: number;
  billing: Billing;
  /** Disputes a billing period allows: the one-time plan has a single period that never renews. */
  disputeAllowance: number;
  recommended: boolean;
}

export const PLANS: Record<PaymentType, Plan> = {
  per_dispute: {
    paymentType: 'per_dispute',
    name: 'Basic',
    priceCents: 9_900,
    billing: 'one_time',
    disputeAllowance: 2,
    recommended: false,
  },
  monthly: {
    paymentType: 'monthly',
    name: 'Professional',
    priceCents: 12_000,
    billing: 'monthly',
    disputeAllowance: 5,
    recommended: true,
  },
  premium: {
    paymentType: 'premium',
    name: 'Premium',
    priceCents: 29_900,
    billing: 'monthly',
    disputeAllowance: 15,
    recommended: false,
  },
};

export const PLAN_LIST: readonly Plan[] = PAYMENT_TYPES.map((type) => PLANS[type]);

/** The dashboard's estimate of what a selection is worth: $50 a dispute (docs/product-rules.md, Credit data). */
export const PRICE_PER_DISPUTE_CENTS = 5_000;

/** CROA § 1679e: the contract can be cancelled until midnight of the 3rd business day after signing. */
export const CANCELLATION_WINDOW_BUSINESS_DAYS = 3;
