import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SIDES } from '#shared/constants/onboarding.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { IdDropZone } from './id-drop-zone.tsx';
import { NextButton, StepFooter } from './step-footer.tsx';
import { StepHeading } from './step-heading.tsx';

/** Step 2: both sides of the ID; Next opens only once both are with the server. */
export function IdUploadStep({
  documents,
  onPrevious,
  onNext,
}: {
  documents: OnboardingStateResponse['documents'];
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const bothUploaded = documents.front !== null && documents.back !== null;
  return (
    <div className="grid gap-5">
      <StepHeading title={t('onboarding.id.title')} intro={t('onboarding.id.why')}>
        <p className="flex items-start gap-2 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {t('onboarding.id.privacy')}
        </p>
      </StepHeading>
      <div className="grid gap-5 sm:grid-cols-2">
        {DOCUMENT_SIDES.map((side) => (
          <IdDropZone key={side} side={side} document={documents[side]} />
        ))}
      </div>
      {!bothUploaded && <p className="text-sm text-muted-foreground">{t('onboarding.id.bothRequired')}</p>}
      <StepFooter onPrevious={onPrevious}>
        <NextButton type="button" disabled={!bothUploaded} onClick={onNext} />
      </StepFooter>
    </div>
  );
}
