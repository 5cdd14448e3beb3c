import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from '#client/features/profile/index.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { OnboardingProfileRequestSchema, type OnboardingProfileView } from '#shared/schemas/onboarding-draft.ts';
import { useSaveOnboardingProfile } from '../api/save-profile.ts';
import { NextButton, StepFooter } from './step-footer.tsx';
import { StepHeading } from './step-heading.tsx';

/** Step 1: who the reports are about, the account's email and where the letters go. */
export function ProfileStep({ profile, onSaved }: { profile: OnboardingProfileView | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOnboardingProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const savedLast4 = profile?.ssnLast4 ?? null;

  return (
    <ProfileForm
      schema={OnboardingProfileRequestSchema}
      idPrefix="onboarding"
      saved={profile}
      emailHint={t('onboarding.profile.emailHint')}
      ssnHint={savedLast4 ? t('onboarding.profile.ssnSaved', { last4: savedLast4 }) : t('onboarding.profile.ssnHint')}
      keepsSavedSsn={savedLast4 !== null}
      save={async (values) => {
        setProblem(null);
        await save.mutateAsync(values);
        onSaved();
      }}
      // What was typed stays; the fields the server objected to say why, and this says what went wrong.
      onFailed={(error) => setProblem(errorMessage(error, t))}
      className="grid gap-5"
      header={<StepHeading title={t('onboarding.profile.title')} intro={t('onboarding.profile.why')} />}
      footer={
        <>
          {problem && (
            <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
              <p className="font-medium text-destructive">{t('onboarding.profile.saveFailed')}</p>
              <p>{problem}</p>
            </div>
          )}
          <StepFooter>
            <NextButton type="submit" pending={save.isPending} />
          </StepFooter>
        </>
      }
    />
  );
}
