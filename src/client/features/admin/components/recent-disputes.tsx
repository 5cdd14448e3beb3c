import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { formatInstantDay } from '#client/lib/format.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { ShortIdText } from './short-id-text.tsx';

/** The overview's recent activity: the newest disputes, ids cut to 8 characters. */
export function RecentDisputes({ disputes }: { disputes: AdminDispute[] }) {
  const { t } = useTranslation();
  if (disputes.length === 0) return <p className="text-muted-foreground">{t('admin.overview.noDisputes')}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-card">
      {disputes.map((dispute) => (
        <li key={dispute.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
          <ShortIdText id={dispute.id} />
          <span className="min-w-0 flex-1 basis-48">
            <span className="block font-medium">{dispute.accountName}</span>
            <span className="block break-all text-sm text-muted-foreground">{dispute.userEmail}</span>
          </span>
          <span className="text-sm text-muted-foreground">{formatInstantDay(dispute.createdAt)}</span>
          <DisputeStatusBadge status={dispute.status} />
        </li>
      ))}
    </ul>
  );
}
