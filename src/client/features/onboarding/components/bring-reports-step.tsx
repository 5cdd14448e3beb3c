import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileUp, FlaskConical, PenLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ManualItemForm, siteInfoQueryOptions, useReportFile } from '#client/features/credit/index.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { readPreferences } from '#client/lib/preferences-storage.ts';
import type { ReportWay } from '#shared/constants/onboarding.ts';
import type { DraftManualItemView, OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { saveDraftItem, useBringSample, useRemoveDraftItem, useUploadReportFile } from '../api/bring-report.ts';
import { onboardingQueryKey } from '../api/get-onboarding.ts';
import { ReportSummary } from './report-summary.tsx';
import { NextButton, StepFooter } from './step-footer.tsx';
import { StepHeading } from './step-heading.tsx';

const ANNUAL_CREDIT_REPORT = 'https://www.annualcreditreport.com';

function Way({ icon: Icon, title, children }: { icon: typeof PenLine; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4">
      <h3 className="flex items-start gap-2 text-lg font-semibold">
        <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Step 3, "bring your reports": the ways this installation offers (GET /api/site), whichever fits. Items typed from
 * the free reports every consumer can get work everywhere; a vendor's file where a lender or service gave one; the
 * labelled sample only in a demonstration. Nothing here asks a bureau for anything, so nothing here speaks of
 * consent to a pull, inquiries, waiting or fees. Each way answers the draft's new report, shown below.
 */
export function BringReportsStep({
  state,
  onPrevious,
  onNext,
}: {
  state: OnboardingStateResponse;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const ways = useQuery({ ...siteInfoQueryOptions, select: (site) => site.reportWays }).data ?? [];
  const result = state.creditPull.result;
  return (
    <div className="grid gap-5">
      <StepHeading title={t('onboarding.reports.title')} intro={t('onboarding.reports.intro')} />
      {result && <ReportSummary result={result} way={state.reportWay} />}
      {ways.includes('manual') && <ManualWay items={state.manualItems} />}
      {ways.includes('file') && <FileWay />}
      {ways.includes('sample') && <SampleWay current={state.reportWay} />}
      <StepFooter onPrevious={onPrevious}>{result && <NextButton type="button" onClick={onNext} />}</StepFooter>
    </div>
  );
}

/** Where the free reports are and what to copy from them, then the member's own item form, storing in the draft. */
function ManualWay({ items }: { items: readonly DraftManualItemView[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<DraftManualItemView | 'new' | null>(null);
  const remove = useRemoveDraftItem();
  const queryClient = useQueryClient();
  const close = () => setEditing(null);
  // The draft's new state (the item listed, the report made from the items) is shown at once.
  const save = async (itemId: string | null, input: Parameters<typeof saveDraftItem>[1]) =>
    queryClient.setQueryData(onboardingQueryKey, await saveDraftItem(itemId, input));
  return (
    <Way icon={PenLine} title={t('onboarding.reports.manual.title')}>
      <p className="text-sm">{t('onboarding.reports.manual.why')}</p>
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>
          {t('onboarding.reports.manual.get')}{' '}
          <a
            href={ANNUAL_CREDIT_REPORT}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            AnnualCreditReport.com
            <ExternalLink className="ml-1 inline size-4 align-text-bottom" aria-hidden />
            <span className="sr-only">{t('onboarding.reports.manual.newTab')}</span>
          </a>
        </li>
        <li>{t('onboarding.reports.manual.find')}</li>
        <li>{t('onboarding.reports.manual.copy')}</li>
      </ol>
      {items.length > 0 && (
        <ul className="grid gap-2" aria-label={t('onboarding.reports.manual.listLabel')}>
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">{item.creditorName}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`credit.manual.form.itemTypes.${item.itemType}`)} ·{' '}
                  {item.views.map((view) => t(`bureaus.${view.bureau}`)).join(', ')}
                  {item.accountNumberLast4 ? ` · ••••${item.accountNumberLast4}` : ''}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('onboarding.reports.manual.editLabel', { name: item.creditorName })}
                  onClick={() => setEditing(item)}
                >
                  {t('onboarding.reports.manual.edit')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('onboarding.reports.manual.removeLabel', { name: item.creditorName })}
                  onClick={() => remove.mutate(item.id)}
                >
                  {t('onboarding.reports.manual.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(remove.error, t)}
        </p>
      )}
      {editing === null ? (
        <Button type="button" className="w-full sm:w-fit" onClick={() => setEditing('new')}>
          {t(items.length === 0 ? 'onboarding.reports.manual.addFirst' : 'onboarding.reports.manual.addAnother')}
        </Button>
      ) : (
        <div className="rounded-md border border-primary/40 p-3 sm:p-4">
          <ManualItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            send={(input) => save(editing === 'new' ? null : editing.id, input)}
            onSaved={close}
            onCancel={close}
          />
        </div>
      )}
    </Way>
  );
}

/** A vendor's MISMO file, for the few who have one; read against the name and birth date of step 1. */
function FileWay() {
  const { t } = useTranslation();
  const { progress, setProgress, problem, accept, refused } = useReportFile();
  const upload = useUploadReportFile(setProgress);
  const start = (file: File | undefined) => {
    if (accept(file)) upload.mutate(file, { onError: refused });
  };
  return (
    <Way icon={FileUp} title={t('onboarding.reports.file.title')}>
      <p className="text-sm">{t('onboarding.reports.file.body')}</p>
      <label className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-4 py-3 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring sm:w-fit">
        <FileUp className="size-4" aria-hidden />
        {upload.isPending
          ? progress < 1
            ? t('credit.upload.sending', { percent: Math.round(progress * 100) })
            : t('credit.upload.analyzing')
          : t('onboarding.reports.file.choose')}
        <input
          type="file"
          accept=".xml,application/xml,text/xml"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => start(event.target.files?.[0])}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </Way>
  );
}

/** Demonstrations only: made-up accounts, said plainly. */
function SampleWay({ current }: { current: ReportWay | null }) {
  const { t } = useTranslation();
  const sample = useBringSample();
  return (
    <Way icon={FlaskConical} title={t('onboarding.reports.sample.title')}>
      <p className="text-sm">{t('onboarding.reports.sample.body')}</p>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        disabled={sample.isPending || current === 'sample'}
        onClick={() => sample.mutate({ preferences: readPreferences() })}
      >
        {t('onboarding.reports.sample.action')}
      </Button>
      {sample.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(sample.error, t)}
        </p>
      )}
    </Way>
  );
}
