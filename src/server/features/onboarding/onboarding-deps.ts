import type { AppDeps } from '#server/app-deps.ts';
import type { OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';

export type OnboardingDeps = AppDeps;

/** Who is onboarding: a visitor's draft, or a signed-in member (whose draft may not exist yet). */
export interface OnboardingCaller {
  draft: OnboardingDraftRow | null;
  user: SessionUser | null;
}
