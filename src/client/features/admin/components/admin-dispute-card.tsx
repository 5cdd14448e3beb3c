import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { ReasonLabels } from '#client/components/disputes/reason-labels.tsx';
import { formatInstantDay } from '#client/lib/format.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { BureauTable } from './bureau-table.tsx';
import { ShortIdText } from './short-id-text.tsx';

export function AdminDisputeCard({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation();
  return (
    <li
      aria-label={dispute.accountName}
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold">{dispute.accountName}</h3>
          <p className="break-all text-sm text-muted-foreground">
            {dispute.userName} · {dispute.userEmail}
          </p>
        </div>
        <DisputeStatusBadge status={dispute.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t('admin.disputes.id')}</dt>
          <dd>
            <ShortIdText id={dispute.id} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin.disputes.reason', { count: dispute.reasonCodes.length })}</dt>
          <dd>
            <ReasonLabels codes={dispute.reasonCodes} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin.disputes.created')}</dt>
          <dd>{formatInstantDay(dispute.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin.disputes.resolved')}</dt>
          <dd>{formatInstantDay(dispute.resolvedAt)}</dd>
        </div>
      </dl>
      <BureauTable dispute={dispute} />
    </li>
  );
}
