import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { withQuery } from '#client/lib/query-string.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { CAMPAIGN_STANDINGS, type CampaignStanding } from '../campaign.ts';
import { useShownStandings } from './letters-mailed-for-them.ts';

/** The disputes page showing only the campaigns of one standing. */
export const disputesWithStanding = (standing: CampaignStanding) => withQuery(paths.disputes, { campaign: standing });

/**
 * The member's campaigns at a glance: how many wait on them, how many wait for an answer, how many are won; each
 * count opens the disputes page showing those. `compact`: the dashboard's, without the hints.
 */
export function CampaignSummary({ disputes, compact = false }: { disputes: DisputeResponse[]; compact?: boolean }) {
  const { t } = useTranslation();
  const standingAt = useShownStandings(disputes);
  const counts = CAMPAIGN_STANDINGS.map((standing) => ({
    standing,
    count: disputes.filter((dispute) => standingAt(dispute) === standing).length,
  }));
  if (counts.every(({ count }) => count === 0)) return null;
  return (
    <Section
      id="campaign-summary"
      size={compact ? 'xl' : '2xl'}
      title={t('campaign.summary.title')}
      description={compact ? undefined : t('campaign.summary.intro')}
    >
      <ul className="grid grid-cols-3 gap-3">
        {counts.map(({ standing, count }) => (
          <li key={standing} className="min-w-0">
            <Card className="h-full">
              <Link
                to={disputesWithStanding(standing)}
                className="grid h-full content-start gap-1 rounded-lg p-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
              >
                <span className="text-sm text-muted-foreground">{t(`campaign.standing.${standing}`)}</span>{' '}
                <span
                  className={cn(
                    'text-3xl font-bold tabular-nums',
                    standing === 'waiting_on_you' && count > 0 && 'text-amber-700 dark:text-amber-300',
                  )}
                >
                  {count}
                </span>{' '}
                {!compact && (
                  <span className="text-xs text-muted-foreground">{t(`campaign.summary.hints.${standing}`)}</span>
                )}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Over a filtered disputes page: which campaigns are shown, and the way back to all of them. */
export function CampaignFilterNote({ standing, count }: { standing: CampaignStanding; count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
      <p>{t(`campaign.filter.${standing}`, { count })}</p>
      <Link to={paths.disputes} className="font-medium text-primary underline-offset-4 hover:underline">
        {t('campaign.filter.showAll')}
      </Link>
    </div>
  );
}
