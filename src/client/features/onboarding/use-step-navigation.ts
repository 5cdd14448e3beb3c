import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import { dismissCurrentToast, toastFailure } from '#client/lib/toast-store.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { firstOpenStep } from '#shared/rules/onboarding-progress.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { useSaveStep } from './api/save-step.ts';

/**
 * Which step is on screen. It starts where the server says the visitor left off; each move is shown at once
 * and told to the server, which refuses a step whose earlier steps are not complete (then we go back).
 */
export function useStepNavigation(state: OnboardingStateResponse) {
  const { t } = useTranslation();
  const [step, setStep] = useState<OnboardingStep>(state.currentStep);
  const saveStep = useSaveStep();
  // Moving the focus to the new step brings it into view and tells a screen reader where it is.
  const stepRef = useRef<HTMLDivElement>(null);

  const goTo = (target: OnboardingStep) => {
    dismissCurrentToast();
    setStep(target);
    stepRef.current?.focus();
    // A member's only step is 6: there is nothing to remember.
    if (state.viewer === 'member') return;
    saveStep.mutate(target, {
      onError: (error) => {
        toastFailure(t('onboarding.page.moveFailed'), errorMessage(error, t));
        setStep((current) => (current === target ? firstOpenStep(state.completedSteps) : current));
      },
    });
  };
  const next = () => {
    if (step < 5) goTo((step + 1) as OnboardingStep);
  };
  const previous = () => {
    if (step > 1) goTo((step - 1) as OnboardingStep);
  };
  return { step, goTo, next, previous, stepRef };
}
