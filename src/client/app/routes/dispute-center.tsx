import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Loading } from '#client/components/ui/section.tsx';
import { PlanStatus } from '#client/features/billing/components/plan-status.tsx';
import { useMemberJourney } from '#client/features/billing/use-member-journey.ts';
import { creditReportQueryOptions } from '#client/features/credit/api/get-credit-report.ts';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { ActiveDisputesOverview } from '#client/features/disputes/components/active-disputes-overview.tsx';
import { CampaignSummary } from '#client/features/disputes/components/campaign-summary.tsx';
import { CreateDisputeDialog } from '#client/features/disputes/components/create-dispute-dialog.tsx';
import { DisputeResources } from '#client/features/disputes/components/dispute-resources.tsx';
import { HowItWorksCard } from '#client/features/disputes/components/how-it-works-card.tsx';
import { RecentCompleted } from '#client/features/disputes/components/recent-completed.tsx';
import { SubscriptionRequiredNotice } from '#client/features/disputes/components/subscription-required-notice.tsx';
import { groupDisputes, recentlyCompleted } from '#client/features/disputes/dispute-groups.ts';
import { RecommendedArticles } from '#client/features/education/components/recommended-articles.tsx';
import { isSubscriptionRequiredError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { paths } from '#client/lib/paths.ts';
import { useSignedInUser } from '../require-auth.tsx';

/** The dispute center shows the last 3 completed disputes (docs/product-rules.md, Disputes). */

const COMPLETED_SHOWN = 3;
/** Its two articles: how a dispute works, and the rights behind it (docs/product-rules.md, Disputes). */
const RECOMMENDED_ARTICLES = ['how-disputes-work', 'your-rights-under-the-fcra'] as const;

/**
 * Where a member starts: how disputes work, where theirs stand (their campaigns at a glance, then each one), and what
 * to read about their rights.
 */
export function DisputeCenterPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const disputes = useDisputes();
  const journey = useMemberJourney(disputes);
  const hasPlan = user.subscriptionStatus === 'active';
  // Members with a plan get the create dialog (docs/product-rules.md, Disputes); others never need the report here.
  const report = useQuery({ ...creditReportQueryOptions, enabled: hasPlan });
  const [creating, setCreating] = useState(false);
  const refused = isSubscriptionRequiredError(disputes.error);
  const groups = groupDisputes(disputes.data ?? []);

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('disputeCenter.title')}
        intro={t('disputeCenter.intro')}
        actions={
          hasPlan && !refused ? (
            <Button className="w-full sm:w-fit" disabled={report.isPending} onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('disputeCenter.start')}
            </Button>
          ) : (
            <ButtonLink to={paths.subscribe} icon={Plus} className="w-full sm:w-fit">
              {t('disputeCenter.start')}
            </ButtonLink>
          )
        }
      />
      {journey && <PlanStatus journey={journey} />}
      {refused && <SubscriptionRequiredNotice />}
      <HowItWorksCard />
      {disputes.isPending && <Loading />}
      {disputes.isError && !refused && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{errorMessage(disputes.error, t)}</p>
          <Button variant="outline" size="sm" onClick={() => void disputes.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {disputes.isSuccess && <CampaignSummary disputes={groups.all} />}
      {disputes.isSuccess &&
        (groups.active.length > 0 ? (
          <ActiveDisputesOverview disputes={groups.active} title={t('disputeCenter.activeTitle')} limit={3} />
        ) : (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <p>{t('disputeCenter.noActive', { count: groups.drafts.length })}</p>
              <ButtonLink to={paths.disputes} variant="outline" className="w-full sm:w-fit">
                {t('disputeCenter.goToDisputes')}
              </ButtonLink>
            </CardContent>
          </Card>
        ))}
      {disputes.isSuccess && <RecentCompleted disputes={recentlyCompleted(disputes.data, COMPLETED_SHOWN)} />}
      <DisputeResources>
        <RecommendedArticles ids={RECOMMENDED_ARTICLES} />
      </DisputeResources>
      {creating && hasPlan && (
        <CreateDisputeDialog items={report.data?.negativeItems ?? []} onClose={() => setCreating(false)} />
      )}
    </div>
  );
}
