import { ONBOARDING_STEPS, type OnboardingStep } from '#shared/constants/onboarding.ts';

/** What the server knows about a draft, step by step. */
export interface OnboardingFacts {
  profileSaved: boolean;
  frontUploaded: boolean;
  backUploaded: boolean;
  /** A report is in the draft: items entered by hand, a file read, or (demo) the sample. */
  reportBrought: boolean;
  itemsSelected: boolean;
  accountCreated: boolean;
}

/**
 * Steps 1 to 5 whose work is done. Step 6 (agreement and plan) is done when the member's plan starts, and then the
 * draft is gone.
 */
export function completedSteps(facts: OnboardingFacts): OnboardingStep[] {
  const done: Record<Exclude<OnboardingStep, 6>, boolean> = {
    1: facts.profileSaved,
    2: facts.frontUploaded && facts.backUploaded,
    3: facts.reportBrought,
    4: facts.itemsSelected,
    5: facts.accountCreated,
  };
  return ONBOARDING_STEPS.filter((step): step is Exclude<OnboardingStep, 6> => step !== 6 && done[step]);
}

/** A step is reachable only when every step before it is complete (docs/product-rules.md, Onboarding). */
export function isStepReachable(step: OnboardingStep, completed: readonly OnboardingStep[]): boolean {
  return ONBOARDING_STEPS.filter((earlier) => earlier < step).every((earlier) => completed.includes(earlier));
}

/** The furthest step a member may open: the first one not yet complete. */
export function firstOpenStep(completed: readonly OnboardingStep[]): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !completed.includes(step)) ?? 6;
}

/**
 * Whether the step may be opened: reachable, and not one of a visitor's steps once the account exists (what they
 * gave then is the account's now; step 6 is all that is left).
 */
export function canVisit(step: OnboardingStep, completed: readonly OnboardingStep[]): boolean {
  return isStepReachable(step, completed) && (step === 6 || !completed.includes(5));
}

/** Where a returning visitor lands: where they last were, unless an earlier step has come undone since. */
export function resumeStep(lastStep: OnboardingStep | null, completed: readonly OnboardingStep[]): OnboardingStep {
  if (completed.includes(5)) return 6;
  const open = firstOpenStep(completed);
  return lastStep !== null && isStepReachable(lastStep, completed) && lastStep <= open ? lastStep : open;
}
