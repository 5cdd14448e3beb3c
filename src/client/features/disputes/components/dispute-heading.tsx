import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonLabels } from '#client/components/disputes/reason-labels.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { DisputePhaseBadge } from './dispute-phase-badge.tsx';

/** The account a dispute is about, its reasons and where it stands: the top of every dispute in a list. */
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
          <span className="text-muted-foreground">
            {t('disputes.reasonLabel', { count: dispute.reasonCodes.length })}{' '}
          </span>
          <ReasonLabels codes={dispute.reasonCodes} />
        </p>
      </div>
      <div className="flex items-center gap-2">
        {aside}
        <DisputePhaseBadge dispute={dispute} />
      </div>
    </div>
  );
}

/** The short form for cards in summaries: the account and where it stands only. */
export function DisputeTitleRow({ dispute }: { dispute: DisputeResponse }) {
  return (
    <div className="flex min-w-0 items-start justify-between gap-2">
      <h3 className="min-w-0 truncate font-semibold">{dispute.accountName}</h3>
      <DisputePhaseBadge dispute={dispute} />
    </div>
  );
}
