import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '#client/lib/format.ts';
import type { ClientHistory } from '#shared/schemas/admin.ts';
import { HistorySection, historyListClass } from './history-section.tsx';

const score = (value: number | null) => (value === null ? '—' : String(value));

export function HistoryReports({ reports }: { reports: ClientHistory['creditReports'] }) {
  const { t } = useTranslation();
  return (
    <HistorySection
      id="history-reports"
      title={t('admin.history.reportsTitle')}
      isEmpty={reports.length === 0}
      emptyText={t('admin.history.reportsEmpty')}
    >
      <ul className={historyListClass}>
        {reports.map((report) => (
          <li key={report.id} className="grid gap-1 p-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <span className="font-medium">{formatInstantDay(report.pulledAt)}</span>
            <span>
              {t('admin.history.scores', {
                score: score(report.creditScore),
                experian: score(report.experianScore),
                equifax: score(report.equifaxScore),
                transunion: score(report.transunionScore),
              })}
            </span>
          </li>
        ))}
      </ul>
    </HistorySection>
  );
}
