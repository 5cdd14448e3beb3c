import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';

/**
 * "Month N" for a monthly plan (billed in arrears, its first charge is month 1's, period 0), "Purchase" for a
 * one-time plan.
 */
function paymentKindText(payment: AwaitingPayment, t: TFunction): string {
  return PLANS[payment.paymentType].billing === 'monthly'
    ? t('admin.payment.month', { month: payment.periodIndex + 1 })
    : t('admin.payment.purchase');
}

/**
 * What an admin checks a manual payment against in the processor's records: plan, which month, amount, when
 * the member said they paid and the reference they gave. `compact` runs the facts on one wrapping line.
 */
export function PaymentDetails({ payment, compact = false }: { payment: AwaitingPayment; compact?: boolean }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('admin.payment.plan'), t(`plans.name.${payment.paymentType}`)],
    [t('admin.payment.kind'), paymentKindText(payment, t)],
    [t('admin.payment.amount'), formatMoney(payment.amountCents)],
    [
      t('admin.payment.reported'),
      payment.reportedAt ? formatInstantDay(payment.reportedAt) : t('admin.payment.notReported'),
    ],
    [t('admin.payment.memberReference'), payment.memberReference ?? t('admin.payment.noReference')],
  ];
  return (
    <dl
      className={cn(
        'text-sm',
        compact ? 'flex flex-wrap gap-x-4 gap-y-1' : 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1',
      )}
    >
      {facts.map(([term, value]) => (
        <div key={term} className={compact ? 'flex gap-1' : 'contents'}>
          <dt className="text-muted-foreground">{compact ? `${term}:` : term}</dt>
          <dd className="break-all font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
