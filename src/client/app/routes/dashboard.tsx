import { Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { displayNameOf } from '#client/features/auth/user-display.ts';
import { PlanStatus } from '#client/features/billing/components/plan-status.tsx';
import { useMemberJourney } from '#client/features/billing/use-member-journey.ts';
import { useCreditReport } from '#client/features/credit/api/get-credit-report.ts';
import { useDashboardStats } from '#client/features/credit/api/get-dashboard-stats.ts';
import { DataSourceNotice } from '#client/features/credit/components/data-source-notice.tsx';
import { NegativeItemList } from '#client/features/credit/components/negative-item-list.tsx';
import { NegativeItemReview } from '#client/features/credit/components/negative-item-review.tsx';
import { RefreshReportButton } from '#client/features/credit/components/refresh-report-button.tsx';
import { ScorePanel } from '#client/features/credit/components/score-panel.tsx';
import { StatTile } from '#client/features/credit/components/stat-tile.tsx';
import { WaysToBringData } from '#client/features/credit/components/ways-to-bring-data.tsx';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { ActiveDisputesOverview } from '#client/features/disputes/components/active-disputes-overview.tsx';
import { CampaignSummary } from '#client/features/disputes/components/campaign-summary.tsx';
import { CreateDisputeDialog } from '#client/features/disputes/components/create-dispute-dialog.tsx';
import { DisputeItemForm } from '#client/features/disputes/components/dispute-item-form.tsx';
import { DisputeReminders } from '#client/features/disputes/components/dispute-reminders.tsx';
import { groupDisputes } from '#client/features/disputes/dispute-groups.ts';
import { formatRelative } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { mayBuyPlan } from '#shared/rules/member-journey.ts';
import { useSignedInUser } from '../require-auth.tsx';

const DASHBOARD_ITEMS = 5;

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const stats = useDashboardStats();
  const report = useCreditReport();
  // The overview is extra: the dashboard does not wait for it, and shows nothing of it if it fails.
  const disputes = useDisputes();
  const activeDisputes = groupDisputes(disputes.data ?? []).active;
  const journey = useMemberJourney(disputes);
  // Choosing items to pay for is offered only to a member who can buy a plan, never while one runs or is checked.
  const ItemList = journey && mayBuyPlan(journey.stage) ? NegativeItemReview : NegativeItemList;
  const latest = report.data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (report.isPending || stats.isPending) return <LoadingScreen />;
  if (report.isError || stats.isError) {
    return (
      <ErrorScreen
        error={report.error ?? stats.error}
        onRetry={() => {
          void report.refetch();
          void stats.refetch();
        }}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('dashboard.welcome', { name: displayNameOf(user, t('topBar.defaultName')) })}
        intro={
          stats.data?.lastUpdated
            ? t('dashboard.lastUpdated', {
                when: formatRelative(stats.data.lastUpdated, new Date(), i18n.resolvedLanguage ?? 'en'),
              })
            : t('dashboard.intro')
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('disputes.newDispute')}
            </Button>
            {/* The owner sees a button to /admin; the server says who the owner is (docs/product-rules.md, Admin). */}
            {user.isOwner && (
              <ButtonLink to={paths.admin} icon={ShieldCheck} variant="outline">
                {t('admin.ownerButton')}
              </ButtonLink>
            )}
            {latest && <RefreshReportButton source={latest.dataSource} />}
          </div>
        }
      />
      {journey && <PlanStatus journey={journey} />}
      {disputes.data && <DisputeReminders disputes={disputes.data} />}
      {disputes.data && <CampaignSummary disputes={disputes.data} compact />}
      {creating && (
        <CreateDisputeDialog
          items={latest?.negativeItems ?? []}
          onClose={() => setCreating(false)}
          onSaved={() => navigate(paths.disputes)}
        />
      )}
      {latest === null && <WaysToBringData hasReport={false} />}
      {latest && (
        <>
          <DataSourceNotice report={latest} />
          <ScorePanel report={latest} />
        </>
      )}
      {stats.data && (
        <div className="grid grid-cols-3 gap-3">
          <StatTile
            label={t('dashboard.activeDisputes')}
            value={stats.data.activeDisputes}
            hint={t('dashboard.activeDisputesHint')}
          />
          <StatTile label={t('dashboard.negativeItems')} value={stats.data.negativeItems} />
          <StatTile
            label={t('dashboard.itemsRemoved')}
            value={stats.data.itemsRemoved}
            hint={t('dashboard.itemsRemovedHint')}
          />
        </div>
      )}
      {latest && latest.negativeItems.length > 0 && (
        <Section
          id="review-items"
          size="2xl"
          title={t('dashboard.reviewTitle')}
          seeAll={{ to: paths.creditReport, label: t('dashboard.seeAll', { count: latest.negativeItems.length }) }}
        >
          <ItemList
            items={latest.negativeItems.slice(0, DASHBOARD_ITEMS)}
            disputes={disputes.data}
            disputeAction={DisputeItemForm}
          />
        </Section>
      )}
      {activeDisputes.length > 0 && (
        <ActiveDisputesOverview disputes={activeDisputes} title={t('dashboard.activeDisputesTitle')} />
      )}
      <p className="text-xs text-muted-foreground">{t('dashboard.disclaimer')}</p>
    </div>
  );
}
