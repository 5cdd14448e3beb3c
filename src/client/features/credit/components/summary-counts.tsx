import { useTranslation } from 'react-i18next';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { StatTile } from './stat-tile.tsx';

export function SummaryCounts({ summary }: { summary: CreditReportResponse['summary'] }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatTile label={t('credit.summary.negativeItems')} value={summary.negativeItems} />
      <StatTile label={t('credit.summary.highImpact')} value={summary.byImpact.high} />
      <StatTile label={t('credit.summary.disputable')} value={summary.withDisputeReasons} />
      <StatTile
        label={t('credit.summary.accounts')}
        value={summary.totalAccounts}
        hint={t('credit.summary.inquiriesAndRecords', {
          inquiries: summary.inquiries,
          records: summary.publicRecords,
        })}
      />
    </div>
  );
}
