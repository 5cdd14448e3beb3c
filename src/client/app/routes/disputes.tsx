import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { PlanStatus } from '#client/features/billing/components/plan-status.tsx';
import { useMemberJourney } from '#client/features/billing/use-member-journey.ts';
import { useCreditReport } from '#client/features/credit/api/get-credit-report.ts';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { isCampaignStanding } from '#client/features/disputes/campaign.ts';
import { ActiveDisputeCard } from '#client/features/disputes/components/active-dispute-card.tsx';
import { CampaignFilterNote } from '#client/features/disputes/components/campaign-summary.tsx';
import { CompletedList } from '#client/features/disputes/components/completed-list.tsx';
import { CreateDisputeDialog } from '#client/features/disputes/components/create-dispute-dialog.tsx';
import { DisputeCounts } from '#client/features/disputes/components/dispute-counts.tsx';
import { DraftList } from '#client/features/disputes/components/draft-list.tsx';
import { LetterGuide } from '#client/features/disputes/components/letter-guide.tsx';
import { useShownStandings } from '#client/features/disputes/components/letters-mailed-for-them.ts';
import { SubscriptionRequiredNotice } from '#client/features/disputes/components/subscription-required-notice.tsx';
import { groupDisputes } from '#client/features/disputes/dispute-groups.ts';
import { useProfile } from '#client/features/profile/api/get-profile.ts';
import { MailingDetailsCard } from '#client/features/profile/components/mailing-details-card.tsx';
import { isSubscriptionRequiredError } from '#client/lib/api-client.ts';
import { useSignedInUser } from '../require-auth.tsx';

export function DisputesPage() {
  const { t } = useTranslation();
  const disputes = useDisputes();
  const journey = useMemberJourney(disputes);
  const profile = useProfile();
  const user = useSignedInUser();
  const report = useCreditReport();
  // Which item the create dialog opens with (null: closed; '' : none chosen yet).
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  const [profileAttention, setProfileAttention] = useState(0);
  // The campaign summary's counts open this page showing only theirs (`?campaign=waiting_on_you`).
  const [searchParams] = useSearchParams();
  const standing = searchParams.get('campaign');
  const standingAt = useShownStandings(disputes.data ?? []);

  if (disputes.isPending || profile.isPending) return <LoadingScreen />;
  if (disputes.isError && !isSubscriptionRequiredError(disputes.error)) {
    return <ErrorScreen error={disputes.error} onRetry={() => void disputes.refetch()} />;
  }
  const all = groupDisputes(disputes.data ?? []);
  const filter = isCampaignStanding(standing) ? standing : null;
  const groups = filter ? groupDisputes(all.all.filter((dispute) => standingAt(dispute) === filter)) : all;

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('disputes.title')}
        intro={t('disputes.intro')}
        actions={
          <Button className="w-full sm:w-fit" disabled={report.isPending} onClick={() => setCreatingFor('')}>
            <Plus aria-hidden />
            {t('disputes.newDispute')}
          </Button>
        }
      />
      {journey && <PlanStatus journey={journey} />}
      {disputes.isError && <SubscriptionRequiredNotice />}
      {profile.isSuccess && (
        <MailingDetailsCard profile={profile.data} accountName={user} attention={profileAttention} />
      )}
      <DisputeCounts groups={all} />
      {filter && <CampaignFilterNote standing={filter} count={groups.all.length} />}
      {all.all.length === 0 && (
        <Card>
          <CardContent className="grid gap-2 pt-6">
            <p className="font-medium">{t('disputes.empty.title')}</p>
            <p className="text-sm text-muted-foreground">{t('disputes.empty.body')}</p>
          </CardContent>
        </Card>
      )}
      {groups.drafts.length > 0 && (
        <DraftList drafts={groups.drafts} onProfileRequired={() => setProfileAttention((count) => count + 1)} />
      )}
      {groups.active.length > 0 && (
        <Section id="disputes-active" size="2xl" title={t('disputes.active.title')}>
          <LetterGuide />
          <ul className="grid gap-4">
            {groups.active.map((dispute) => (
              <li key={dispute.id}>
                <ActiveDisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {groups.resolved.length > 0 && <CompletedList kind="resolved" disputes={groups.resolved} />}
      {groups.rejected.length > 0 && (
        <CompletedList kind="rejected" disputes={groups.rejected} onDisputeAgain={setCreatingFor} />
      )}
      {creatingFor !== null && (
        <CreateDisputeDialog
          items={report.data?.negativeItems ?? []}
          initialItemId={creatingFor || undefined}
          onClose={() => setCreatingFor(null)}
        />
      )}
    </div>
  );
}
