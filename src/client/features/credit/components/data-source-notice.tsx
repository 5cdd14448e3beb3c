import type { TFunction } from 'i18next';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';

/** Which of several people in the file we read, and why; null for a file about one person. */
export function borrowerNote(borrower: CreditReportResponse['borrower'], t: TFunction): string | null {
  if (borrower.borrowerCount < 2) return null;
  return t(borrower.matchedMember ? 'credit.source.borrowerMatched' : 'credit.source.borrowerFirst', {
    name: `${borrower.firstName} ${borrower.lastName}`,
    count: borrower.borrowerCount,
  });
}

function sourceLines(report: CreditReportResponse, t: TFunction): (string | null)[] {
  const date = formatDay(report.lastUpdated.slice(0, 10));
  if (report.dataSource === 'demo') return [t('credit.source.demo')];
  if (report.dataSource === 'manual') return [t('credit.source.manual', { date })];
  return [t('credit.source.imported', { date }), borrowerNote(report.borrower, t)];
}

/** Says plainly where the figures come from: sample data, the member's imported file, or what they typed in. */
export function DataSourceNotice({ report }: { report: CreditReportResponse }) {
  const { t } = useTranslation();
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
        {sourceLines(report, t)
          .filter(Boolean)
          .map((line) => (
            <p key={line}>{line}</p>
          ))}
        {report.dataSource === 'manual' && (
          <Link to={paths.manualItems} className="font-medium text-primary underline underline-offset-4">
            {t('credit.source.manualLink')}
          </Link>
        )}
      </div>
    </div>
  );
}
