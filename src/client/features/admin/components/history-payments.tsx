import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { BILLING_PAYMENT_STATUSES, PAYMENT_KINDS } from '#shared/constants/billing.ts';
import type { ClientHistory } from '#shared/schemas/admin.ts';
import { isOneOf } from '../known-value.ts';
import { HistorySection, historyListClass } from './history-section.tsx';

export function HistoryPayments({ payments }: { payments: ClientHistory['paymentTimeline'] }) {
  const { t } = useTranslation();
  return (
    <HistorySection
      id="history-payments"
      title={t('admin.history.paymentsTitle')}
      isEmpty={payments.length === 0}
      emptyText={t('admin.history.paymentsEmpty')}
    >
      <ol className={historyListClass}>
        {payments.map((payment) => (
          <li key={payment.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-3">
            <span className="font-medium">
              {t('admin.history.paymentLabel', {
                kind: isOneOf(PAYMENT_KINDS, payment.kind)
                  ? t(`admin.history.paymentKinds.${payment.kind}`)
                  : payment.kind,
                plan: t(`plans.name.${payment.paymentType}`),
              })}
            </span>
            <span className="text-right font-semibold tabular-nums">{formatMoney(payment.amountCents)}</span>
            <span className="text-muted-foreground">{formatInstantDay(payment.date)}</span>
            <span className="text-right">
              {/* A completed payment shows the default badge (docs/product-rules.md, Admin). */}
              <Badge variant={payment.status === 'completed' ? 'default' : 'outline'}>
                {isOneOf(BILLING_PAYMENT_STATUSES, payment.status)
                  ? t(`admin.history.paymentStatuses.${payment.status}`)
                  : payment.status}
              </Badge>
            </span>
          </li>
        ))}
      </ol>
    </HistorySection>
  );
}
