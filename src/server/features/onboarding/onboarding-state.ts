import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { CREDIT_PULL_TIMEOUT_MS, DRAFT_TTL_MS } from '#shared/constants/onboarding.ts';
import { ERROR_CODES, type ErrorCode } from '#shared/errors.ts';
import { completedSteps, resumeStep } from '#shared/rules/onboarding-progress.ts';
import type { CreditPullResult, CreditReportResponse } from '#shared/schemas/credit.ts';
import type { CreditPullState, IdDocumentView, OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import type { IdentityDocumentRow, OnboardingDraftRow } from '../../db/schema/onboarding.ts';
import { AGREEMENT_VERSION, toAcceptedAgreement } from '../billing/agreement.ts';
import { findUnusedAgreement } from '../billing/queries.ts';
import { getLatestReport } from '../credit/service.ts';
import { openProfile, toProfileView } from './draft-profile.ts';
import { findDocuments } from './draft-queries.ts';
import { draftPullResult, openReport } from './draft-report.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';

const PAID_STATUSES = new Set(['pending_verification', 'active']);

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

const isErrorCode = (code: string | null): code is ErrorCode =>
  code !== null && (ERROR_CODES as readonly string[]).includes(code);

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

/** A pull that never answered (the server stopped mid-request) counts as failed, so Try Again is offered. */
function pullStateOf(now: Date, draft: OnboardingDraftRow | null, result: CreditPullResult | null): CreditPullState {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const base = { startedAt: iso(draft?.pullStartedAt), finishedAt: iso(draft?.pullFinishedAt), result: null };
  if (result) return { ...base, status: 'success', errorCode: null, result };
  const status = draft?.pullStatus ?? 'idle';
  if (status === 'in_progress') {
    const stalled = (draft?.pullStartedAt?.getTime() ?? 0) + CREDIT_PULL_TIMEOUT_MS < now.getTime();
    return stalled ? { ...base, status: 'failed', errorCode: 'INTERNAL' } : { ...base, status, errorCode: null };
  }
  if (status === 'failed') {
    const code = draft?.pullErrorCode ?? null;
    return { ...base, status, errorCode: isErrorCode(code) ? code : 'INTERNAL' };
  }
  return { ...base, status: 'idle', errorCode: null };
}

/** The pull result: a visitor's waits sealed in the draft; a member's is their latest report. */
export async function pullResultOf(deps: OnboardingDeps, caller: OnboardingCaller): Promise<CreditPullResult | null> {
  if (caller.user) {
    const report = await getLatestReport(deps, caller.user.id);
    return report ? pullResultFromReport(report) : null;
  }
  const draft = caller.draft;
  if (draft?.pullStatus !== 'success' || !draft.reportSealed) return null;
  return draftPullResult(
    draft.id,
    openReport(deps.cipher, draft.reportSealed),
    deps.clock.now().toISOString().slice(0, 10),
  );
}

async function memberAgreement(deps: OnboardingDeps, caller: OnboardingCaller) {
  const paymentType = caller.draft?.selection?.paymentType;
  if (!caller.user || !paymentType) return null;
  const row = await findUnusedAgreement(deps.db, {
    userId: caller.user.id,
    version: AGREEMENT_VERSION,
    now: deps.clock.now(),
    paymentType,
  });
  return row ? toAcceptedAgreement(row) : null;
}

/** Everything the six steps need to resume where the caller left off. */
export async function readOnboardingState(
  deps: OnboardingDeps,
  caller: OnboardingCaller,
): Promise<OnboardingStateResponse> {
  const { draft, user } = caller;
  const profile = draft?.profileSealed ? openProfile(deps.cipher, draft.profileSealed) : null;
  const owner = documentOwnerOf(caller);
  const documents = owner.draftId || owner.userId ? await findDocuments(deps.db, owner) : [];
  const side = (name: 'front' | 'back') => documents.find((row) => row.side === name) ?? null;
  const result = await pullResultOf(deps, caller);
  // Spec: a signed-in member who already has a report starts at step 4 with steps 1 to 3 done.
  const memberWithReport = user !== null && result !== null;
  const paymentReported =
    draft?.paymentReportedAt != null || (user !== null && PAID_STATUSES.has(user.subscriptionStatus));
  const completed = completedSteps({
    profileSaved: memberWithReport || profile !== null,
    frontUploaded: memberWithReport || side('front') !== null,
    backUploaded: memberWithReport || side('back') !== null,
    creditPulled: result !== null,
    // A member who has already paid chose their items with that payment.
    itemsSelected: draft?.selection != null || (user !== null && paymentReported),
    paymentReported,
  });
  const front = side('front');
  const back = side('back');
  const agreement = user
    ? await memberAgreement(deps, caller)
    : draft?.agreement
      ? toAcceptedAgreement(draft.agreement)
      : null;
  return {
    viewer: user ? 'member' : 'visitor',
    currentStep: resumeStep((draft?.lastStep ?? null) as OnboardingStep | null, completed),
    completedSteps: completed,
    profile: profile ? toProfileView(profile) : null,
    documents: { front: front ? toDocumentView(front) : null, back: back ? toDocumentView(back) : null },
    consentGiven: draft?.consent != null || memberWithReport,
    preferences: draft?.preferences ?? null,
    creditPull: pullStateOf(deps.clock.now(), draft, result),
    selection: draft?.selection ?? null,
    agreement,
    payment: {
      status: paymentReported ? 'reported' : 'none',
      reportedAt: draft?.paymentReportedAt?.toISOString() ?? null,
    },
    expiresAt: draft ? new Date(draft.updatedAt.getTime() + DRAFT_TTL_MS).toISOString() : null,
  };
}
