import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { OPEN_DISPUTE_STATUSES } from '#shared/constants/disputes.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { useShownPhase } from './letters-mailed-for-them.ts';

/** The item's open dispute among the member's, if the list has it (one filed from an older report may not). */
export const openDisputeOf = (itemId: string, disputes: readonly DisputeResponse[] | undefined) =>
  disputes?.find(
    (dispute) =>
      dispute.negativeItemId === itemId && (OPEN_DISPUTE_STATUSES as readonly string[]).includes(dispute.status),
  ) ?? null;

/** The phase as the disputes page shows it, "Queued for mailing" included while we mail its letters. */
function DisputePhaseTag({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  return t('disputes.itemTag.phase', { phase: t(`disputes.phase.${useShownPhase(dispute)}`) });
}

/**
 * An item with an open dispute says where that dispute stands, in the words of the disputes page ("Dispute:
 * Draft" while the dashboard's active disputes still count none); "In your disputes" when the list cannot tell.
 */
export function ItemDisputeBadge({ dispute }: { dispute: DisputeResponse | null }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline">{dispute ? <DisputePhaseTag dispute={dispute} /> : t('disputes.itemTag.open')}</Badge>
  );
}
