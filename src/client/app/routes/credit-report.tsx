import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { TitledCard } from '#client/components/ui/card.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { useCreditReport } from '#client/features/credit/api/get-credit-report.ts';
import { CreditHelp } from '#client/features/credit/components/credit-help.tsx';
import { DataSourceNotice } from '#client/features/credit/components/data-source-notice.tsx';
import { NegativeItemList } from '#client/features/credit/components/negative-item-list.tsx';
import { RefreshReportButton } from '#client/features/credit/components/refresh-report-button.tsx';
import { ScorePanel } from '#client/features/credit/components/score-panel.tsx';
import { SummaryCounts } from '#client/features/credit/components/summary-counts.tsx';
import { WaysToBringData } from '#client/features/credit/components/ways-to-bring-data.tsx';
import { useDisputes } from '#client/features/disputes/api/get-disputes.ts';
import { DisputeItemForm } from '#client/features/disputes/components/dispute-item-form.tsx';

export function CreditReportPage() {
  const { t } = useTranslation();
  const { data: report, isPending, isError, error, refetch } = useCreditReport();
  // Where each disputed item's dispute stands; the page does not wait for it.
  const disputes = useDisputes();
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorScreen error={error} onRetry={() => void refetch()} />;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('credit.page.title')}</h1>
        {report && <RefreshReportButton source={report.dataSource} />}
      </div>
      {!report ? (
        <WaysToBringData hasReport={false} />
      ) : (
        <>
          <DataSourceNotice report={report} />
          <ScorePanel report={report} />
          <SummaryCounts summary={report.summary} />
          <Section id="negative-items" size="2xl" title={t('credit.page.negativeItems')}>
            {report.negativeItems.length === 0 ? (
              <TitledCard title={t('credit.page.cleanTitle')} description={t('credit.page.cleanBody')} />
            ) : (
              <NegativeItemList items={report.negativeItems} disputes={disputes.data} disputeAction={DisputeItemForm} />
            )}
          </Section>
          <WaysToBringData hasReport />
        </>
      )}
      <CreditHelp />
    </div>
  );
}
