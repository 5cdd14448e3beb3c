import { Download, FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useChosenFile } from '#client/lib/use-chosen-file.ts';
import { MAX_REPORT_PDFS_PER_MEMBER } from '#shared/constants/credit-files.ts';
import type { ReportDocument } from '#shared/schemas/manual-items.ts';
import { reportDocumentUrl, useDeleteReportDocument, useUploadReportDocument } from '../api/report-documents.ts';
import { checkReportPdf, fileSize } from '../check-report-pdf.ts';

function DocumentRow({ document }: { document: ReportDocument }) {
  const { t } = useTranslation();
  const remove = useDeleteReportDocument();
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <a
          href={reportDocumentUrl(document.id)}
          download={document.fileName}
          aria-label={t('credit.manual.documents.download', { name: document.fileName })}
          className="flex min-h-11 items-center gap-2 break-all font-medium text-primary underline underline-offset-4 sm:min-h-0"
        >
          <Download className="size-4 shrink-0" aria-hidden />
          {document.fileName}
        </a>
        <span className="text-xs text-muted-foreground">
          {t('credit.manual.documents.added', {
            date: formatInstantDay(document.uploadedAt),
            size: fileSize(document.sizeBytes),
          })}
        </span>
      </div>
      <InlineConfirm
        label={t('credit.manual.documents.remove', { name: document.fileName })}
        question={t('credit.manual.documents.removeQuestion')}
        confirmLabel={t('credit.manual.documents.removeConfirm')}
        cancelLabel={t('credit.manual.documents.removeCancel')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => toast({ title: t('credit.manual.documents.removed') }),
            onError: (error) => toastFailure(t('credit.manual.documents.removeFailed'), errorMessage(error, t)),
          })
        }
      />
    </li>
  );
}

/** The bureau reports the member keeps as PDFs beside their items: only they can download them. */
export function ReportDocumentsCard({ documents }: { documents: ReportDocument[] }) {
  const { t } = useTranslation();
  const { progress, setProgress, problem, setProblem, accept } = useChosenFile(checkReportPdf, (refusal) =>
    t(`errors.${refusal}`),
  );
  const upload = useUploadReportDocument(setProgress);
  const full = documents.length >= MAX_REPORT_PDFS_PER_MEMBER;
  const send = (file: File | undefined) => {
    if (!accept(file)) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('credit.manual.documents.saved') }),
      onError: (error) => setProblem(errorMessage(error, t)),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('credit.manual.documents.title')}</CardTitle>
        <CardDescription>{t('credit.manual.documents.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('credit.manual.documents.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-sm">{t('credit.manual.documents.full', { max: MAX_REPORT_PDFS_PER_MEMBER })}</p>
        ) : (
          <div className="grid gap-2">
            <label className="flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed border-input px-4 py-3 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring sm:w-fit">
              <FileUp className="size-4" aria-hidden />
              {t('credit.manual.documents.choose')}
              <input
                type="file"
                accept="application/pdf,.pdf"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(event) => {
                  send(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
            <p className="text-xs text-muted-foreground">
              {t('credit.manual.documents.rules', { max: MAX_REPORT_PDFS_PER_MEMBER })}
            </p>
          </div>
        )}
        {upload.isPending && (
          <p role="status" className="text-sm font-medium">
            {t('credit.manual.documents.sending', { percent: Math.round(progress * 100) })}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
