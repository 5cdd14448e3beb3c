import { AppError } from '#server/errors.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';

/** `reason` is the step to finish first, or `account_created` once a visitor's steps belong to an account. */
export const stepLocked = (reason: OnboardingStep | 'account_created') =>
  new AppError('STEP_LOCKED', 409, 'Finish the earlier onboarding steps first', { reason: String(reason) });

/** Steps 1 to 5 are a visitor's: a signed-in member brings reports and chooses items on their own pages. */
export const alreadySignedIn = () =>
  new AppError('ALREADY_SIGNED_IN', 409, 'Signed in already: these steps are for making an account');
