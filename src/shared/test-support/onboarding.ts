import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/**
 * A visitor's fresh draft at step 1, as GET /api/onboarding answers it before anything is saved
 * (features/onboarding/draft-routes.test.ts); client tests override what they are about.
 */
export const anOnboardingState = exampleOf<OnboardingStateResponse>(() => ({
  viewer: 'visitor',
  currentStep: 1,
  completedSteps: [],
  profile: null,
  documents: { front: null, back: null },
  preferences: null,
  reportWay: null,
  manualItems: [],
  creditPull: { status: 'idle', startedAt: null, finishedAt: null, errorCode: null, result: null },
  selection: null,
  expiresAt: null,
}));
