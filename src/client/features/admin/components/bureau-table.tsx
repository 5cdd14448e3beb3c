import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { formatDay, formatInstantDay } from '#client/lib/format.ts';
import { answerChoices } from '#shared/rules/bureau-answer.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { RecordAnswerButton } from './record-answer.tsx';

/** The actions column stays at the box's right edge: on a phone "Record answer" is on screen without scrolling. */
const PINNED = 'sticky right-0 border-l border-border lg:border-l-0';

/** The headings before the actions column, in order. */
const COLUMNS = ['bureau', 'bureauStatus', 'mailed', 'due', 'outcome'] as const;

/** Each bureau's part of a dispute; the table scrolls inside its box on a narrow screen. */
export function BureauTable({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation();
  if (dispute.bureaus.length === 0)
    return <p className="text-sm text-muted-foreground">{t('admin.disputes.notSent')}</p>;
  const caption = t('admin.disputes.bureausOf', { name: dispute.accountName });
  return (
    <ScrollRegion label={caption} className="relative rounded-lg border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`admin.disputes.${column}`)}
              </th>
            ))}
            <th scope="col" className={`${PINNED} bg-muted px-3 py-2 font-medium`}>
              <span className="sr-only">{t('admin.disputes.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {dispute.bureaus.map((row) => (
            <tr key={row.bureau}>
              <th scope="row" className="px-3 py-2 font-medium">
                {t(`bureaus.${row.bureau}`)}
              </th>
              <td className="px-3 py-2">
                <span className="flex flex-wrap items-center gap-1">
                  {t(`disputes.bureau.status.${row.status}`)}
                  {row.overdue && <Badge variant="destructive">{t('disputes.bureau.overdue')}</Badge>}
                </span>
              </td>
              <td className="px-3 py-2">{formatDay(row.mailedOn)}</td>
              <td className="px-3 py-2">{formatDay(row.responseDueOn)}</td>
              <td className="px-3 py-2">
                {row.outcome
                  ? t('admin.disputes.outcomeOn', {
                      outcome: t(`disputes.outcome.${row.outcome}`),
                      date: formatInstantDay(row.respondedAt),
                    })
                  : '—'}
                {row.responseLetter && (
                  <a
                    href={`/api/disputes/${dispute.id}/bureaus/${row.bureau}/response-letter`}
                    download
                    className="block text-primary underline-offset-4 hover:underline"
                  >
                    {t('admin.disputes.bureauLetter')}
                  </a>
                )}
              </td>
              <td className={`${PINNED} bg-card px-3 py-2 text-right`}>
                {answerChoices(row, 'admin').length > 0 && <RecordAnswerButton dispute={dispute} row={row} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
