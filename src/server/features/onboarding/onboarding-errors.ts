import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { AppError } from '../../errors.ts';

/** `reason` is the step to finish first, or why the step cannot change any more. */
export const stepLocked = (reason: OnboardingStep | 'payment_reported') =>
  new AppError('STEP_LOCKED', 409, 'Finish the earlier onboarding steps first', { reason: String(reason) });
