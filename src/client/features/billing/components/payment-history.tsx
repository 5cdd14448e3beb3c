import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { PaymentResponse } from '#shared/schemas/subscription.ts';
import { planName } from '../plan-text.ts';

const STATUS_VARIANT = {
  awaiting_verification: 'warning',
  scheduled: 'outline',
  due: 'warning',
  processing: 'warning',
  completed: 'secondary',
  failed: 'destructive',
  waived: 'outline',
  cancelled: 'outline',
  refund_due: 'outline',
  refunded: 'outline',
} as const satisfies Record<PaymentResponse['status'], string>;

/**
 * Rows whose amount was never taken: the price beside them is muted and the status says it was not charged,
 * so a member does not read it as a charge.
 */
const NOT_CHARGED: ReadonlySet<PaymentResponse['status']> = new Set(['scheduled', 'waived']);

/** A monthly plan's charges are each a month's, the first (billed in arrears) included; a one-time plan's is the plan. */
const kindLabel = (payment: PaymentResponse) =>
  payment.kind === 'purchase' && PLANS[payment.paymentType].billing === 'monthly' ? 'renewal' : payment.kind;

export function PaymentHistory({ payments }: { payments: PaymentResponse[] }) {
  const { t } = useTranslation();
  return (
    <Section id="payment-history" title={t('account.payments.title')}>
      {payments.length === 0 ? (
        <p className="text-muted-foreground">{t('account.payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {payments.map((payment) => {
            const notCharged = NOT_CHARGED.has(payment.status);
            return (
              <li key={payment.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-4">
                <span className="font-medium">
                  {t(`account.payments.kind.${kindLabel(payment)}`, {
                    plan: planName(t, payment.paymentType),
                    month: (payment.periodIndex ?? 0) + 1,
                  })}
                </span>
                <span className={cn('text-right tabular-nums', notCharged ? 'text-muted-foreground' : 'font-semibold')}>
                  {formatMoney(payment.amountCents)}
                </span>
                <span className="text-sm text-muted-foreground">{formatInstantDay(payment.createdAt)}</span>
                <span className="text-right">
                  <Badge variant={STATUS_VARIANT[payment.status]}>
                    {payment.status === 'refund_due' && payment.dueAt
                      ? t('account.payments.refundDueBy', { date: formatInstantDay(payment.dueAt) })
                      : t(`account.payments.statuses.${payment.status}`)}
                  </Badge>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
