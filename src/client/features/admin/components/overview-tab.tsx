import { useTranslation } from 'react-i18next';
import { ADMIN_RECENT_DISPUTES } from '#shared/constants/admin.ts';
import { useAdminDisputes } from '../api/admin-lists.ts';
import { useAdminMetrics } from '../api/get-admin-metrics.ts';
import { QueryResult } from './admin-list.tsx';
import { MetricList } from './metric-list.tsx';
import { RecentDisputes } from './recent-disputes.tsx';

export function OverviewTab() {
  const { t } = useTranslation();
  const metrics = useAdminMetrics();
  const recent = useAdminDisputes({ page: 1, pageSize: ADMIN_RECENT_DISPUTES });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="admin-metrics" className="grid gap-3">
        <h2 id="admin-metrics" className="text-xl font-semibold">
          {t('admin.metrics.title')}
        </h2>
        <QueryResult query={metrics}>{(data) => <MetricList metrics={data} />}</QueryResult>
      </section>
      <section aria-labelledby="admin-recent" className="grid gap-3">
        <h2 id="admin-recent" className="text-xl font-semibold">
          {t('admin.overview.recentTitle')}
        </h2>
        <QueryResult query={recent}>{(data) => <RecentDisputes disputes={data.disputes} />}</QueryResult>
      </section>
    </div>
  );
}
