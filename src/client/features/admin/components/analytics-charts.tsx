import type { Analytics } from '#shared/schemas/admin.ts';
import { isAnalyticsEmpty } from '../analytics-series.ts';
import { DisputesStatusChart } from './disputes-status-chart.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { SignupsChart } from './signups-chart.tsx';
import { SuccessRateChart } from './success-rate-chart.tsx';

/** The four charts; this module (and recharts with it) loads only when the analytics tab opens. */
export function AnalyticsCharts({ data }: { data: Analytics }) {
  const empty = isAnalyticsEmpty(data);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SignupsChart weeks={data.signupsPerWeek} empty={empty.signups} />
      <DisputesStatusChart weeks={data.disputesByStatus} />
      <RevenueChart plans={data.revenueByPlan} empty={empty.revenue} />
      <SuccessRateChart weeks={data.successRateTrend} empty={empty.successRate} />
    </div>
  );
}
