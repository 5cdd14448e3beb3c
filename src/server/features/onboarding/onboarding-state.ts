import type { IdentityDocumentRow, OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { DRAFT_TTL_MS } from '#shared/constants/onboarding.ts';
import { completedSteps, resumeStep } from '#shared/rules/onboarding-progress.ts';
import type { CreditPullResult, CreditReportResponse } from '#shared/schemas/credit.ts';
import type { CreditPullState, IdDocumentView, OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { openProfile, toProfileView } from './draft-profile.ts';
import { findDocuments } from './draft-queries.ts';
import { draftPullResult, openManualItems, openReport, reportWayOf, toManualItemView } from './draft-report.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';

export function toDocumentView(row: IdentityDocumentRow): IdDocumentView {
  return {
    side: row.side,
    mediaType: row.mediaType,
    byteSize: row.byteSize,
    uploadedAt: row.createdAt.toISOString(),
    hasThumbnail: row.thumbnailSealed !== null,
  };
}

export function documentOwnerOf({ draft, user }: OnboardingCaller) {
  return { draftId: draft?.id ?? null, userId: user?.id ?? null };
}

export function pullResultFromReport(report: CreditReportResponse): CreditPullResult {
  return {
    creditScore: report.creditScore,
    experianScore: report.experianScore,
    equifaxScore: report.equifaxScore,
    transunionScore: report.transunionScore,
    negativeItems: report.negativeItems,
    dataSource: report.dataSource,
    isRealBureauData: report.isRealBureauData,
  };
}

/** Step 3's report as the state shows it: brought (with its result) or not yet. */
function pullStateOf(draft: OnboardingDraftRow | null, result: CreditPullResult | null): CreditPullState {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const brought = { startedAt: iso(draft?.pullStartedAt), finishedAt: iso(draft?.pullFinishedAt) };
  return result
    ? { ...brought, status: 'success', errorCode: null, result }
    : { startedAt: null, finishedAt: null, status: 'idle', errorCode: null, result: null };
}

/** The report a visitor brought at step 3, waiting sealed in the draft (a member's draft holds none). */
function draftReportOf(draft: OnboardingDraftRow | null) {
  return draft?.pullStatus === 'success' && draft.reportSealed ? draft.reportSealed : null;
}

/** What step 3 shows and step 4 chooses from: the report waiting in a visitor's draft. */
export function pullResultOf(deps: OnboardingDeps, caller: OnboardingCaller): CreditPullResult | null {
  const sealed = draftReportOf(caller.draft);
  if (caller.user || !caller.draft || !sealed) return null;
  return draftPullResult(caller.draft.id, openReport(deps.cipher, sealed), deps.clock.now().toISOString().slice(0, 10));
}

/**
 * Everything the six steps need to resume where the caller left off. A visitor's draft says how far steps 1 to 4
 * went. A member's draft is the one their account was made from (step 5 done): only step 6 is left, and the
 * draft keeps the selection for it. A member without a draft has no onboarding to finish.
 */
export async function readOnboardingState(
  deps: OnboardingDeps,
  caller: OnboardingCaller,
): Promise<OnboardingStateResponse> {
  const { draft, user } = caller;
  const memberDraft = user !== null && draft !== null;
  const profile = draft?.profileSealed ? openProfile(deps.cipher, draft.profileSealed) : null;
  const documents = draft && !user ? await findDocuments(deps.db, { draftId: draft.id, userId: null }) : [];
  const side = (name: 'front' | 'back') => documents.find((row) => row.side === name) ?? null;
  const sealed = draftReportOf(draft);
  const result = pullResultOf(deps, caller);
  const completed = completedSteps({
    profileSaved: memberDraft || profile !== null,
    frontUploaded: memberDraft || side('front') !== null,
    backUploaded: memberDraft || side('back') !== null,
    reportBrought: memberDraft || result !== null,
    itemsSelected: draft?.selection != null,
    accountCreated: memberDraft,
  });
  const front = side('front');
  const back = side('back');
  return {
    viewer: user ? 'member' : 'visitor',
    currentStep: resumeStep((draft?.lastStep ?? null) as OnboardingStep | null, completed),
    completedSteps: completed,
    profile: profile ? toProfileView(profile) : null,
    documents: { front: front ? toDocumentView(front) : null, back: back ? toDocumentView(back) : null },
    preferences: draft?.preferences ?? null,
    reportWay: sealed && !user ? reportWayOf(openReport(deps.cipher, sealed)) : null,
    manualItems: user ? [] : openManualItems(deps.cipher, draft?.manualItemsSealed ?? null).map(toManualItemView),
    creditPull: pullStateOf(draft, result),
    selection: draft?.selection ?? null,
    // A member's draft waits for step 6 without a deadline (decision 018); a visitor's goes 24 hours after a change.
    expiresAt: draft && !user ? new Date(draft.updatedAt.getTime() + DRAFT_TTL_MS).toISOString() : null,
  };
}
