import type { TFunction } from 'i18next';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { formatDay } from '../../../lib/format.ts';

/** Which of several people in the file we read, and why; null for a file about one person. */
export function borrowerNote(borrower: CreditReportResponse['borrower'], t: TFunction): string | null {
  if (borrower.borrowerCount < 2) return null;
  return t(borrower.matchedMember ? 'credit.source.borrowerMatched' : 'credit.source.borrowerFirst', {
    name: `${borrower.firstName} ${borrower.lastName}`,
    count: borrower.borrowerCount,
  });
}

/** Says plainly where the figures come from: sample data, or the member's own imported file. */
export function DataSourceNotice({ report }: { report: CreditReportResponse }) {
  const { t } = useTranslation();
  const lines =
    report.dataSource === 'demo'
      ? [t('credit.source.demo')]
      : [
          t('credit.source.imported', { date: formatDay(report.lastUpdated.slice(0, 10)) }),
          borrowerNote(report.borrower, t),
        ];
  return (
    <div
      role="note"
      className={
        report.dataSource === 'demo'
          ? 'flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50'
          : 'flex gap-3 rounded-lg border border-border bg-muted p-4 text-sm'
      }
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        {lines.filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
