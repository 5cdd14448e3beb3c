import { randomUUID } from 'node:crypto';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import { notFound } from '#server/errors.ts';
import type { ImportPool } from '#server/features/credit/index.ts';
import { checkVisitorItem, demoProvider, readFileOrThrow, visitorManualReport } from '#server/features/credit/index.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import type { ManualItemInput } from '#shared/schemas/manual-items.ts';
import type { Preferences } from '#shared/schemas/onboarding.ts';
import type { DraftManualItem } from '#shared/schemas/onboarding-draft.ts';
import { type DraftProfile, openProfile } from './draft-profile.ts';
import { type DraftChanges, updateDraft } from './draft-queries.ts';
import { openManualItems, sealManualItems, sealReport } from './draft-report.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { alreadySignedIn, stepLocked } from './onboarding-errors.ts';
import { readOnboardingState } from './onboarding-state.ts';

/**
 * Step 3, "bring your reports", for a visitor: items typed from a free report, a vendor file, or (demo only) the
 * sample. Whichever way, the draft ends up with one sealed report and the rest of the onboarding reads only that.
 * A way replaces what another way brought: the draft holds one report.
 */

/** A visitor's draft at step 3: steps 1 and 2 done, no account yet (a member's items go on their account). */
async function draftAtStep3(deps: OnboardingDeps, caller: OnboardingCaller & { draft: OnboardingDraftRow }) {
  if (caller.user) throw alreadySignedIn();
  const state = await readOnboardingState(deps, caller);
  if (!state.completedSteps.includes(1) || !caller.draft.profileSealed) throw stepLocked(1);
  if (!state.completedSteps.includes(2)) throw stepLocked(2);
  return { draft: caller.draft, profile: openProfile(deps.cipher, caller.draft.profileSealed) };
}

/** The draft with a new report; what was chosen from the old one no longer applies. */
function withReport(report: ParsedCreditReport | null, cipher: Cipher, now: Date): DraftChanges {
  return {
    pullStatus: report ? 'success' : 'idle',
    pullStartedAt: report ? now : null,
    pullFinishedAt: report ? now : null,
    pullErrorCode: null,
    reportSealed: report ? sealReport(cipher, report) : null,
    selection: null,
  };
}

/** The items replaced: stored sealed with the report they make, built exactly as a member's would be. */
function withItems(deps: OnboardingDeps, profile: DraftProfile, items: readonly DraftManualItem[]): DraftChanges {
  const report = items.length > 0 ? visitorManualReport(deps, items, profile) : null;
  return {
    ...withReport(report, deps.cipher, deps.clock.now()),
    manualItemsSealed: items.length > 0 ? sealManualItems(deps.cipher, items) : null,
  };
}

/** The draft's hand-entered items as the report of the profile given (a name corrected at step 1). */
export function itemsUnder(deps: OnboardingDeps, draft: OnboardingDraftRow, profile: DraftProfile): DraftChanges {
  return withItems(deps, profile, openManualItems(deps.cipher, draft.manualItemsSealed));
}

/** The draft's hand-entered items changed as `change` says, at step 3; the report they make is rebuilt with them. */
async function changeItems(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  change: (items: DraftManualItem[]) => DraftManualItem[],
) {
  const { draft, profile } = await draftAtStep3(deps, caller);
  const items = change(openManualItems(deps.cipher, draft.manualItemsSealed));
  return updateDraft(deps.db, draft.id, withItems(deps, profile, items), deps.clock.now());
}

export function addManualItem(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  input: ManualItemInput,
) {
  return changeItems(deps, caller, (items) => {
    checkVisitorItem(deps, input, items.length);
    return [...items, { ...input, id: randomUUID() }];
  });
}

/** An item's new content; an account number left out is kept, null removes it (as for a member). */
export function changeManualItem(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  id: string,
  input: ManualItemInput,
) {
  return changeItems(deps, caller, (items) => {
    const before = items.find((item) => item.id === id);
    if (!before) throw notFound();
    checkVisitorItem(deps, input, 0);
    const after: DraftManualItem = {
      ...input,
      id,
      accountNumber: input.accountNumber === undefined ? before.accountNumber : input.accountNumber,
    };
    return items.map((item) => (item.id === id ? after : item));
  });
}

export function removeManualItem(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  id: string,
) {
  return changeItems(deps, caller, (items) => {
    if (!items.some((item) => item.id === id)) throw notFound();
    return items.filter((item) => item.id !== id);
  });
}

/** Demo installations only: the labelled sample report, generated for the draft (nothing is asked of a bureau). */
export async function bringSample(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  preferences: Preferences | null,
) {
  if (deps.config.creditProvider !== 'demo') throw notFound();
  const { draft, profile } = await draftAtStep3(deps, caller);
  const now = deps.clock.now();
  const report = await demoProvider.fetchReport({
    subject: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth,
      identityKey: draft.id,
      ...(preferences ? { preferences } : {}),
    },
    asOf: now.toISOString().slice(0, 10),
  });
  return updateDraft(
    deps.db,
    draft.id,
    { ...withReport(report, deps.cipher, now), manualItemsSealed: null, preferences },
    now,
  );
}

/**
 * A vendor's MISMO file, read on a worker thread against the draft's profile (the same name and birth-date check
 * as a member's). Only what the reader made of it is kept, sealed: a file that is not a report throws
 * MismoImportError, one about somebody else ReportNotYoursError, and nothing is stored then.
 */
export async function bringFile(
  deps: OnboardingDeps & { imports: ImportPool },
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  document: Buffer,
) {
  const { draft, profile } = await draftAtStep3(deps, caller);
  const now = deps.clock.now();
  const read = await readFileOrThrow(deps.imports, {
    document,
    source: 'upload',
    member: { firstName: profile.firstName, lastName: profile.lastName, dateOfBirth: profile.dateOfBirth },
    asOf: now.toISOString().slice(0, 10),
  });
  return updateDraft(
    deps.db,
    draft.id,
    { ...withReport(read.report, deps.cipher, now), manualItemsSealed: null },
    deps.clock.now(),
  );
}
