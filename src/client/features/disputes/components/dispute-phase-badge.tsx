import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { basePhaseOf, type ShownPhase, useShownPhase } from './letters-mailed-for-them.ts';

function variantOf(phase: ShownPhase) {
  if (phase === 'mail_returned') return 'warning';
  const base = basePhaseOf(phase);
  if (base === 'resolved') return 'default';
  if (base === 'rejected') return 'destructive';
  if (base === 'ready_to_mail' || base === 'mailed' || base === 'partly_answered' || base === 'resolved_in_part') {
    return 'secondary';
  }
  return 'outline';
}

/**
 * Where a dispute stands in the member's terms: "Ready to mail" until they say it is mailed (or "Queued for mailing"
 * while we mail it for them, "Returned to you" when USPS brought it back), never "Sent".
 */
export function DisputePhaseBadge({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const phase = useShownPhase(dispute);
  return (
    <Badge variant={variantOf(phase)} className="shrink-0 whitespace-nowrap">
      {t(`disputes.phase.${phase}`)}
    </Badge>
  );
}
