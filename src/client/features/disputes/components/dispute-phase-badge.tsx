import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { type DisputePhase, disputePhaseOf } from '#shared/rules/dispute-phase.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

function variantOf(phase: DisputePhase) {
  if (phase === 'resolved') return 'default';
  if (phase === 'rejected') return 'destructive';
  if (phase === 'ready_to_mail' || phase === 'mailed' || phase === 'partly_answered' || phase === 'resolved_in_part') {
    return 'secondary';
  }
  return 'outline';
}

/** Where a dispute stands in the member's terms: "Ready to mail" until they say it is mailed, never "Sent". */
export function DisputePhaseBadge({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const phase = disputePhaseOf(dispute);
  return (
    <Badge variant={variantOf(phase)} className="shrink-0 whitespace-nowrap">
      {t(`disputes.phase.${phase}`)}
    </Badge>
  );
}
