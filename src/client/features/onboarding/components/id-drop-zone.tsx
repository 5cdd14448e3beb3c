import type { TFunction } from 'i18next';
import { Camera, CheckCircle2, FileImage } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { UploadProgressBar } from '#client/features/credit/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useChosenFile } from '#client/lib/use-chosen-file.ts';
import { type DocumentSide, ID_IMAGE_ACCEPT } from '#shared/constants/onboarding.ts';
import type { IdDocumentView } from '#shared/schemas/onboarding-draft.ts';
import { thumbnailUrl, useRemoveIdDocument, useUploadIdDocument } from '../api/id-documents.ts';
import { checkIdImage } from '../check-id-image.ts';

/** A proxy in front of the server may refuse a large body with its own page: the status still says why. */
function uploadProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && !error.body && error.status === 413) return t('errors.FILE_TOO_LARGE');
  return errorMessage(error, t);
}

/** One side of the ID: pick or drop a photo, watch it upload, see it, remove it. */
export function IdDropZone({ side, document }: { side: DocumentSide; document: IdDocumentView | null }) {
  const { t } = useTranslation();
  // One check for the picker and a drop: two messages, before anything is sent (docs/product-rules.md, Onboarding).
  const { progress, setProgress, problem, setProblem, accept } = useChosenFile(checkIdImage, (refusal) =>
    t(`errors.${refusal}`),
  );
  const [dragging, setDragging] = useState(false);
  const upload = useUploadIdDocument(side, setProgress);
  const remove = useRemoveIdDocument(side);
  const inputId = `id-photo-${side}`;

  const start = (file: File | undefined) => {
    if (accept(file)) upload.mutate(file, { onError: (error) => setProblem(uploadProblem(error, t)) });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };
  const removePhoto = () => {
    setProblem(null);
    remove.mutate(undefined, { onError: (error) => setProblem(errorMessage(error, t)) });
  };

  const percent = Math.round(progress * 100);
  return (
    <section aria-labelledby={`${inputId}-title`} className="grid content-start gap-3">
      <h3 id={`${inputId}-title`} className="font-semibold">
        {t(`onboarding.id.sides.${side}.title`)}
      </h3>
      {upload.isPending ? (
        <div className="grid gap-3 rounded-lg border border-border p-4" aria-live="polite">
          <p className="text-sm font-medium">
            {progress < 1 ? t('onboarding.id.uploading', { percent }) : t('onboarding.id.checking')}
          </p>
          <UploadProgressBar progress={progress} label={t(`onboarding.id.sides.${side}.title`)} />
        </div>
      ) : document ? (
        <div className="grid gap-3 rounded-lg border border-border p-4">
          {document.hasThumbnail ? (
            <img
              src={thumbnailUrl(document)}
              alt={t(`onboarding.id.sides.${side}.preview`)}
              className="aspect-[1.586] w-full rounded-md bg-muted object-contain"
            />
          ) : (
            <div className="flex items-center gap-3 rounded-md bg-muted p-4">
              <FileImage className="size-8 shrink-0 text-muted-foreground" aria-hidden />
              <div className="grid gap-1">
                <p className="font-medium">{t('onboarding.id.heicReceived')}</p>
                <p className="text-sm text-muted-foreground">{t('onboarding.id.heicNote')}</p>
              </div>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-sm font-medium text-primary">
              <CheckCircle2 className="size-4" aria-hidden />
              {t('onboarding.id.uploaded')}
            </span>
            <Button
              type="button"
              variant="outline"
              aria-label={t(`onboarding.id.sides.${side}.remove`)}
              disabled={remove.isPending}
              onClick={removePhoto}
            >
              {remove.isPending ? t('onboarding.id.removing') : t('onboarding.id.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center focus-within:ring-2 focus-within:ring-ring hover:bg-muted',
            dragging ? 'border-primary bg-primary/10' : 'border-input',
          )}
        >
          <Camera className="size-8 text-muted-foreground" aria-hidden />
          <span className="font-medium">{t('onboarding.id.choose')}</span>
          <span className="text-sm text-muted-foreground">{t('onboarding.id.dropHint')}</span>
          <input
            id={inputId}
            type="file"
            accept={ID_IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              start(event.target.files?.[0]);
              // The same photo can be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        </label>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
