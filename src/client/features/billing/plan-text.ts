import type { TFunction } from 'i18next';
import { formatMoney } from '#client/lib/format.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';

export const planName = (t: TFunction, paymentType: PaymentType) => t(`plans.name.${paymentType}`);

/** "$120.00 per month" / "$99.00 one-time". */
export const planPrice = (t: TFunction, plan: PlanResponse) =>
  `${formatMoney(plan.priceCents)} ${t(`plans.billing.${plan.billing}`)}`;
