import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { formatDay, formatMoney } from '#client/lib/format.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';

/** The same account as each bureau reports it, side by side, so differences show. */
export function BureauViewsTable({ views }: { views: NegativeItem['views'] }) {
  const { t } = useTranslation();
  const rows: [string, (view: NegativeItem['views'][number]) => string][] = [
    [t('credit.details.balance'), (v) => formatMoney(v.balanceCents)],
    [t('credit.details.pastDue'), (v) => formatMoney(v.pastDueCents)],
    [t('credit.details.status'), (v) => t(`credit.paymentStatus.${v.paymentStatus}`)],
    [t('credit.details.opened'), (v) => formatDay(v.dateOpened)],
    [t('credit.details.firstDelinquency'), (v) => formatDay(v.firstDelinquencyDate)],
    [t('credit.details.lastPayment'), (v) => formatDay(v.lastPaymentDate)],
    [t('credit.details.closed'), (v) => formatDay(v.dateClosed)],
    [t('credit.details.reported'), (v) => formatDay(v.dateReported)],
  ];
  return (
    <ScrollRegion label={t('credit.details.byBureau')}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('credit.details.byBureau')}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-3 font-medium text-muted-foreground">
              {t('credit.details.byBureau')}
            </th>
            {views.map((view) => (
              <th key={view.bureau} scope="col" className="py-2 pr-3 font-semibold">
                {t(`bureaus.${view.bureau}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-muted-foreground">
                {label}
              </th>
              {views.map((view) => (
                <td key={view.bureau} className="py-2 pr-3 tabular-nums">
                  {value(view)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
