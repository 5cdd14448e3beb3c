import { FileUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { useImportCreditReport } from '../api/import-credit-report.ts';
import { useReportFile } from '../check-report-file.ts';
import { borrowerNote } from './data-source-notice.tsx';
import { UploadProgressBar } from './upload-progress-bar.tsx';
import { UploadSteps } from './upload-steps.tsx';

type Step = 'info' | 'upload' | 'analyze';

/** Info, then choose a file, then analysis with real progress, then what we found. */
export function UploadFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('info');
  const [report, setReport] = useState<CreditReportResponse | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { progress, setProgress, problem, accept, refused } = useReportFile();
  const importReport = useImportCreditReport(setProgress);

  const start = (file: File | undefined) => {
    if (!accept(file)) return;
    setStep('analyze');
    importReport.mutate(file, {
      onSuccess: setReport,
      onError: (error) => {
        refused(error);
        setStep('upload');
      },
    });
  };
  const note = report ? borrowerNote(report.borrower, t) : null;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    start(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-6">
      <UploadSteps current={step} />
      {step === 'info' && (
        <Card>
          <CardHeader>
            <CardTitle>{t('credit.upload.info.title')}</CardTitle>
            <CardDescription>{t('credit.upload.info.body')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>{t('credit.upload.info.format')}</li>
              <li>{t('credit.upload.info.size')}</li>
              <li>{t('credit.upload.info.privacy')}</li>
            </ul>
            <Button className="justify-self-start" onClick={() => setStep('upload')}>
              {t('credit.upload.info.continue')}
            </Button>
          </CardContent>
        </Card>
      )}
      {step === 'upload' && (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <label
              onDragOver={(event) => event.preventDefault()}
              onDrop={drop}
              className="flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input p-8 text-center hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
            >
              <FileUp className="size-8 text-muted-foreground" aria-hidden />
              <span className="font-medium">{t('credit.upload.choose')}</span>
              <span className="text-sm text-muted-foreground">{t('credit.upload.dropHint')}</span>
              <input
                ref={input}
                type="file"
                accept=".xml,application/xml,text/xml"
                className="sr-only"
                onChange={(event) => start(event.target.files?.[0])}
              />
            </label>
            {problem && (
              <div className="grid gap-2">
                <p role="alert" className="text-sm font-medium text-destructive">
                  {problem}
                </p>
                {/* A file that cannot be read (or is somebody else's) must not be the end of the road. */}
                <Link to={paths.manualItems} className="text-sm font-medium text-primary underline underline-offset-4">
                  {t('credit.upload.enterByHand')}
                </Link>
              </div>
            )}
          </CardContent>
        </Card>
      )}
      {step === 'analyze' && !report && (
        <Card>
          <CardContent className="grid gap-3 pt-6" aria-live="polite">
            <p className="font-medium">
              {progress < 1
                ? t('credit.upload.sending', { percent: Math.round(progress * 100) })
                : t('credit.upload.analyzing')}
            </p>
            <UploadProgressBar progress={progress} label={t('credit.upload.steps.analyze')} />
          </CardContent>
        </Card>
      )}
      {report && (
        <Card>
          <CardHeader>
            <CardTitle>{t('credit.upload.done.title')}</CardTitle>
            <CardDescription>
              {t('credit.upload.done.summary', {
                items: report.summary.negativeItems,
                disputable: report.summary.withDisputeReasons,
              })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {note && <p className="text-sm">{note}</p>}
            <ButtonLink to={paths.creditReport} className="justify-self-start">
              {t('credit.upload.done.viewReport')}
            </ButtonLink>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
