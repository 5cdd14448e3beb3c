import type { z } from 'zod';
import type { OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import { AppError, notFound } from '#server/errors.ts';
import { normalizeEmail } from '#server/features/auth/index.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { firstOpenStep, isStepReachable } from '#shared/rules/onboarding-progress.ts';
import type {
  OnboardingProfileRequestSchema,
  OnboardingSelection,
  OnboardingStateResponse,
} from '#shared/schemas/onboarding-draft.ts';
import { itemsUnder } from './bring-report.ts';
import { type DraftProfile, identityChanged, openProfile, sealProfile } from './draft-profile.ts';
import { type DraftChanges, updateDraft } from './draft-queries.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { pullResultOf } from './onboarding-state.ts';

/** A draft's report and everything chosen from it, undone when the person behind the profile changes. */
const PULL_RESET: DraftChanges = {
  pullStatus: 'idle',
  pullStartedAt: null,
  pullFinishedAt: null,
  pullErrorCode: null,
  reportSealed: null,
  manualItemsSealed: null,
  selection: null,
};

/** Step 1. An omitted SSN keeps the saved one (it is never sent back to be re-entered). */
export async function saveProfileStep(
  deps: OnboardingDeps,
  draft: OnboardingDraftRow,
  input: z.output<typeof OnboardingProfileRequestSchema>,
): Promise<OnboardingDraftRow> {
  const saved = draft.profileSealed ? openProfile(deps.cipher, draft.profileSealed) : null;
  const ssn = input.ssn ?? saved?.ssn;
  if (!ssn) {
    throw new AppError('VALIDATION_FAILED', 400, 'The SSN is required', {
      issues: [{ path: 'ssn', code: 'custom', message: 'onboarding.errors.ssnInvalid' }],
    });
  }
  const profile: DraftProfile = { ...input, ssn, email: normalizeEmail(input.email) };
  const changedPerson = saved !== null && identityChanged(saved, profile);
  // Items typed by hand stay the visitor's whatever the name: their report is rebuilt under the new one. A file or
  // sample was read for the old person and goes.
  const reset = draft.manualItemsSealed ? itemsUnder(deps, draft, profile) : PULL_RESET;
  return updateDraft(
    deps.db,
    draft.id,
    { profileSealed: sealProfile(deps.cipher, profile), ...(changedPerson ? reset : {}) },
    deps.clock.now(),
  );
}

/** Remembers where the visitor is, so a reload resumes there; a step whose predecessors are open is refused. */
export async function saveStep(
  deps: OnboardingDeps,
  draft: OnboardingDraftRow,
  state: OnboardingStateResponse,
  step: OnboardingStep,
) {
  if (!isStepReachable(step, state.completedSteps)) throw stepLocked(firstOpenStep(state.completedSteps));
  return updateDraft(deps.db, draft.id, { lastStep: step }, deps.clock.now());
}

/**
 * Step 4, saved as the visitor chooses so a reload finds the choice: items from the draft's report, within the
 * plan's limit (the schema's rule).
 */
export async function saveSelection(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  selection: OnboardingSelection,
) {
  const { draft } = caller;
  const result = pullResultOf(deps, caller);
  if (!result) throw stepLocked(3);
  const selectable = new Set(result.negativeItems.filter((item) => !item.isDisputed).map((item) => item.id));
  if (!selection.selectedItems.every((id) => selectable.has(id))) throw notFound();
  // Reasons only for chosen items: unchecking an item clears its reasons.
  const reasons = Object.fromEntries(
    Object.entries(selection.selectedDisputeReasons).filter(([id]) => selection.selectedItems.includes(id)),
  );
  return updateDraft(
    deps.db,
    draft.id,
    { selection: { ...selection, selectedDisputeReasons: reasons } },
    deps.clock.now(),
  );
}

/** Step 4 emptied: the visitor unchose every item, so step 4 is open again. */
export async function clearSelection(deps: OnboardingDeps, draft: OnboardingDraftRow) {
  return updateDraft(deps.db, draft.id, { selection: null }, deps.clock.now());
}
