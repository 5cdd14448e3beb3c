import type { TFunction } from 'i18next';
import type { PaymentType } from '#shared/constants/plans.ts';
import { BUSINESS_TIME_ZONE } from '#shared/rules/cancellation-deadline.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { formatInstantDay, formatMoney } from '../../lib/format.ts';

export const planName = (t: TFunction, paymentType: PaymentType) => t(`plans.name.${paymentType}`);

/** "$120.00 per month" / "$99.00 one-time". */
export const planPrice = (t: TFunction, plan: PlanResponse) =>
  `${formatMoney(plan.priceCents)} ${t(`plans.billing.${plan.billing}`)}`;

/**
 * The last day of the right to cancel: the window closes at midnight Eastern, so the day is read on the
 * Eastern calendar a moment before it.
 */
export const lastDayToCancel = (endsAtIso: string) =>
  formatInstantDay(new Date(new Date(endsAtIso).getTime() - 1).toISOString(), BUSINESS_TIME_ZONE);
