import { ONBOARDING_STEPS, type OnboardingStep } from '../constants/onboarding.ts';

/** What the server knows about a draft, step by step. */
export interface OnboardingFacts {
  profileSaved: boolean;
  frontUploaded: boolean;
  backUploaded: boolean;
  creditPulled: boolean;
  itemsSelected: boolean;
  paymentReported: boolean;
}

/** Steps 1 to 5 whose work is done; step 6 is done when the account exists, and then the draft is gone. */
export function completedSteps(facts: OnboardingFacts): OnboardingStep[] {
  const done: Record<Exclude<OnboardingStep, 6>, boolean> = {
    1: facts.profileSaved,
    2: facts.frontUploaded && facts.backUploaded,
    3: facts.creditPulled,
    4: facts.itemsSelected,
    5: facts.paymentReported,
  };
  return ONBOARDING_STEPS.filter((step): step is Exclude<OnboardingStep, 6> => step !== 6 && done[step]);
}

/** Spec: a step is reachable only when every step before it is complete. */
export function isStepReachable(step: OnboardingStep, completed: readonly OnboardingStep[]): boolean {
  return ONBOARDING_STEPS.filter((earlier) => earlier < step).every((earlier) => completed.includes(earlier));
}

/** The furthest step a member may open: the first one not yet complete. */
export function firstOpenStep(completed: readonly OnboardingStep[]): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !completed.includes(step)) ?? 6;
}

/** Where a returning visitor lands: where they last were, unless an earlier step has come undone since. */
export function resumeStep(lastStep: OnboardingStep | null, completed: readonly OnboardingStep[]): OnboardingStep {
  const open = firstOpenStep(completed);
  return lastStep !== null && isStepReachable(lastStep, completed) && lastStep <= open ? lastStep : open;
}
