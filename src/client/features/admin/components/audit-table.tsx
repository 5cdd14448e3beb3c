import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '#client/components/ui/scroll-region.tsx';
import { formatInstant } from '#client/lib/format.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import { AuditDetailList } from './audit-detail-list.tsx';

const COLUMNS = ['when', 'who', 'what', 'target', 'details', 'from'] as const;

/** When, who, what, to whom, the details and from where; the table scrolls inside its box on a small screen. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="text-muted-foreground">{t('admin.audit.empty')}</p>;
  return (
    <ScrollRegion label={t('admin.audit.caption')} className="relative rounded-lg border border-border bg-card">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t('admin.audit.caption')}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`admin.audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border align-top">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap px-3 py-2">{formatInstant(entry.createdAt)}</td>
              <td className="break-words px-3 py-2">{entry.actorEmail}</td>
              <td className="px-3 py-2 font-medium">{t(`admin.audit.actions.${entry.action}`)}</td>
              <td className="break-words px-3 py-2">{entry.targetEmail ?? '—'}</td>
              <td className="px-3 py-2">
                <AuditDetailList details={entry.details} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.ipAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
