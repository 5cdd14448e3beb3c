import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { formatInstantDay } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { DisputeCampaign } from './dispute-campaign.tsx';
import { DisputeHeading } from './dispute-heading.tsx';
import { TooOldToReport } from './too-old-to-report.tsx';

/** What each bureau answered, in one line of badges. */
function BureauOutcomes({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const answered = dispute.bureaus.filter((row) => row.outcome !== null);
  if (answered.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {answered.map((row) => (
        <li key={row.bureau}>
          <Badge variant={row.outcome === 'verified' ? 'destructive' : 'outline'}>
            {t('disputes.outcomeBy', {
              bureau: t(`bureaus.${row.bureau}`),
              outcome: row.outcome ? t(`disputes.outcome.${row.outcome}`) : '',
            })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A finished dispute's end: the day it ended, what each bureau answered, and its campaign, which goes on after the
 * first answers (`compact`: how many next steps there are, with the way to the disputes page that shows them).
 */
export function CompletedDisputeEnd({ dispute, compact = false }: { dispute: DisputeResponse; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {dispute.resolvedAt && (
        <p className="text-sm text-muted-foreground">
          {t('disputes.completedOn', { date: formatInstantDay(dispute.resolvedAt) })}
        </p>
      )}
      <BureauOutcomes dispute={dispute} />
      <TooOldToReport dispute={dispute} />
      {!compact ? (
        <DisputeCampaign dispute={dispute} />
      ) : (
        dispute.nextSteps.length > 0 && (
          <Link to={paths.disputes} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('campaign.next.link', { count: dispute.nextSteps.length })}
          </Link>
        )
      )}
    </>
  );
}

/**
 * Finished disputes, each with its campaign: the steps taken and those its answers call for (a bureau that verified
 * the item is asked how).
 * Rejected means no bureau deleted or corrected the item: a new dispute needs something new (a document, a
 * detail the first letter did not have), or the bureau may dismiss it as frivolous.
 */
export function CompletedList({
  disputes,
  kind,
  onDisputeAgain,
}: {
  disputes: DisputeResponse[];
  kind: 'resolved' | 'rejected';
  onDisputeAgain?: (negativeItemId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section
      id={`disputes-${kind}`}
      size="2xl"
      title={t(`disputes.${kind}.title`)}
      description={t(`disputes.${kind}.intro`)}
    >
      <ul className="grid gap-3">
        {disputes.map((dispute) => (
          <li key={dispute.id}>
            <Card>
              <CardContent className="grid gap-3 pt-6">
                <DisputeHeading dispute={dispute} />
                <CompletedDisputeEnd dispute={dispute} />
                {kind === 'rejected' && onDisputeAgain && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-auto min-h-9 w-full whitespace-normal py-2 sm:w-fit"
                    onClick={() => onDisputeAgain(dispute.negativeItemId)}
                  >
                    {t('disputes.rejected.disputeAgain')}
                  </Button>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
