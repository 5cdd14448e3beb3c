import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Loading, QueryAnswer } from '#client/components/ui/section.tsx';
import { ANALYTICS_WEEKS_DEFAULT, ANALYTICS_WEEKS_MAX } from '#shared/constants/admin.ts';
import { useAnalytics } from '../api/get-analytics.ts';

const AnalyticsCharts = lazy(() =>
  import('./analytics-charts.tsx').then((module) => ({ default: module.AnalyticsCharts })),
);

/** The ranges offered: a month, the default quarter, half a year, the longest the server gives. */
const WEEK_CHOICES = [4, ANALYTICS_WEEKS_DEFAULT, 26, ANALYTICS_WEEKS_MAX];

export function AnalyticsTab() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState(ANALYTICS_WEEKS_DEFAULT);
  const analytics = useAnalytics(weeks);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:w-64">
        <Label htmlFor="analytics-weeks">{t('admin.analytics.range')}</Label>
        <NativeSelect id="analytics-weeks" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
          {WEEK_CHOICES.map((count) => (
            <option key={count} value={count}>
              {t('admin.analytics.lastWeeks', { count })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <QueryAnswer query={analytics}>
        {(data) => (
          <Suspense fallback={<Loading />}>
            <AnalyticsCharts data={data} />
          </Suspense>
        )}
      </QueryAnswer>
    </div>
  );
}
