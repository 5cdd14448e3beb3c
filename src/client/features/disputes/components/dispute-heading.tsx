import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { DisputeStatusBadge } from '../../../components/disputes/dispute-status-badge.tsx';
import { reasonLabel } from '../dispute-text.ts';

/** The account a dispute is about, its reason and status: the top of every dispute in a list. */
export function DisputeHeading({ dispute, aside }: { dispute: DisputeResponse; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-1">
        <h3 className="truncate font-semibold">{dispute.accountName}</h3>
        <p className="text-sm text-muted-foreground">
          {[dispute.accountNumber, t(`credit.itemType.${dispute.itemType}`)].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">{t('disputes.reasonLabel')} </span>
          {reasonLabel(t, dispute)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {aside}
        <DisputeStatusBadge status={dispute.status} />
      </div>
    </div>
  );
}

/** The short form for cards in summaries: the account and the status only. */
export function DisputeTitleRow({ dispute }: { dispute: DisputeResponse }) {
  return (
    <div className="flex min-w-0 items-start justify-between gap-2">
      <h3 className="min-w-0 truncate font-semibold">{dispute.accountName}</h3>
      <DisputeStatusBadge status={dispute.status} />
    </div>
  );
}
