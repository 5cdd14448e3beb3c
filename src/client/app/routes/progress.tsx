import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { TitledCard } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useDashboardStats } from '#client/features/credit/api/get-dashboard-stats.ts';
import { useReportHistory } from '#client/features/credit/api/get-report-history.ts';
import { ReportChanges } from '#client/features/credit/components/report-changes.tsx';
import { ScoreHistory } from '#client/features/credit/components/score-history.tsx';
import { StatTile } from '#client/features/credit/components/stat-tile.tsx';
import { WaysToBringData } from '#client/features/credit/components/ways-to-bring-data.tsx';

/**
 * The member's progress over the reports they brought: each bureau's score over time and what changed between two
 * reports. "Items removed" is the dashboard's own figure (the same answer), so the two pages never disagree.
 */
export function ProgressPage() {
  const { t } = useTranslation();
  const history = useReportHistory();
  const stats = useDashboardStats();
  if (history.isPending || stats.isPending) return <LoadingScreen />;
  if (history.isError || stats.isError) {
    return (
      <ErrorScreen
        error={history.error ?? stats.error}
        onRetry={() => {
          void history.refetch();
          void stats.refetch();
        }}
      />
    );
  }
  const { reports } = history.data;
  return (
    <div className="grid gap-6">
      <PageHeader title={t('progress.title')} intro={t('progress.intro')} />
      {reports.length === 0 ? (
        <WaysToBringData hasReport={false} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile
              label={t('dashboard.itemsRemoved')}
              value={stats.data.itemsRemoved}
              hint={t('dashboard.itemsRemovedHint')}
            />
            <StatTile label={t('progress.reportsBrought')} value={reports.length} />
          </div>
          <ScoreHistory reports={reports} />
          <ReportChanges reports={reports} />
        </>
      )}
      <TitledCard title={t('progress.monitoring.title')} description={t('progress.monitoring.body')} />
      {reports.length > 0 && <WaysToBringData hasReport />}
    </div>
  );
}
