import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { basePhaseOf, type ShownPhase, useShownPhase, useShownStandings } from './letters-mailed-for-them.ts';

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
 * while we mail it for them, "Returned to you" when USPS brought it back), never "Sent". After the first letters,
 * "Waiting on you" beside it when the campaign is the member's move (a later letter to mail, a next step to take),
 * in the words of the campaign summary.
 */
export function DisputePhaseBadge({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const phase = useShownPhase(dispute);
  const standing = useShownStandings([dispute])(dispute);
  // Letters to mail of round 1 already say so in the phase.
  const waitingOnYou = standing === 'waiting_on_you' && basePhaseOf(phase) !== 'ready_to_mail';
  return (
    <span className="flex shrink-0 flex-wrap justify-end gap-1">
      <Badge variant={variantOf(phase)} className="whitespace-nowrap">
        {t(`disputes.phase.${phase}`)}
      </Badge>
      {waitingOnYou && (
        <Badge variant="warning" className="whitespace-nowrap">
          {t('campaign.standing.waiting_on_you')}
        </Badge>
      )}
    </span>
  );
}
