import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useManualEntries } from '#client/features/credit/manual/api/get-manual-entries.ts';
import { BackLink } from '#client/features/credit/manual/components/back-link.tsx';
import { ManualItemList } from '#client/features/credit/manual/components/manual-item-list.tsx';
import { ManualScoresForm } from '#client/features/credit/manual/components/manual-scores-form.tsx';
import { ReportDocumentsCard } from '#client/features/credit/manual/components/report-documents-card.tsx';
import { paths } from '#client/lib/paths.ts';

/** The items, scores and report PDFs the member keeps by hand: what makes their "entered by hand" report. */
export function ManualItemsPage() {
  const { t } = useTranslation();
  const { data: entries, isPending, isError, error, refetch } = useManualEntries();
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorScreen error={error} onRetry={() => void refetch()} />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to={paths.creditReport}>{t('credit.manual.page.back')}</BackLink>
      <PageHeader title={t('credit.manual.page.title')} intro={t('credit.manual.page.intro')} />
      <section aria-labelledby="manual-items" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="manual-items" className="text-2xl font-semibold">
            {t('credit.manual.list.title')}
          </h2>
          <ButtonLink to={paths.manualItemNew} icon={Plus} size="lg" className="w-full sm:w-fit">
            {t('credit.manual.page.add')}
          </ButtonLink>
        </div>
        <ManualItemList items={entries.items} />
      </section>
      {/* Saved scores and numbers come back from the server: the form starts again from them. */}
      <ManualScoresForm
        key={JSON.stringify([entries.scores, entries.reportNumbers])}
        scores={entries.scores}
        reportNumbers={entries.reportNumbers}
      />
      <ReportDocumentsCard documents={entries.documents} />
    </div>
  );
}
