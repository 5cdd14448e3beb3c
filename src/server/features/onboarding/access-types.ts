import type { createDraftAccess } from './draft-access.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';

/** What the onboarding sub-plugins share: the app's dependencies and one way to find the caller's draft. */
export interface OnboardingPluginOptions {
  deps: OnboardingDeps;
  access: ReturnType<typeof createDraftAccess>;
}
