import { and, eq, lt, ne, or } from 'drizzle-orm';
import { CREDIT_PULL_TIMEOUT_MS } from '#shared/constants/onboarding.ts';
import type { CreditPullResponse, CreditPullResult } from '#shared/schemas/credit.ts';
import type { Consent, Preferences } from '#shared/schemas/onboarding.ts';
import { type OnboardingDraftRow, onboardingDrafts } from '../../db/schema/onboarding.ts';
import { AppError } from '../../errors.ts';
import { demoProvider } from '../credit/providers/demo-provider.ts';
import { checkConsent, importRequired, pullForMember } from '../credit/service.ts';
import { openProfile, toMemberProfile } from './draft-profile.ts';
import { updateDraft } from './draft-queries.ts';
import { sealReport } from './draft-report.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { pullResultOf, readOnboardingState } from './onboarding-state.ts';
import type { RequestContext } from './service.ts';

const pullInProgress = () => new AppError('PULL_IN_PROGRESS', 409, 'A credit pull is already running for this draft');

/** Only one pull at a time per draft: the row is claimed atomically, a stalled claim may be taken over. */
async function claimPull(deps: OnboardingDeps, draft: OnboardingDraftRow, now: Date) {
  const [claimed] = await deps.db
    .update(onboardingDrafts)
    .set({ pullStatus: 'in_progress', pullStartedAt: now, pullFinishedAt: null, pullErrorCode: null, updatedAt: now })
    .where(
      and(
        eq(onboardingDrafts.id, draft.id),
        or(
          ne(onboardingDrafts.pullStatus, 'in_progress'),
          lt(onboardingDrafts.pullStartedAt, new Date(now.getTime() - CREDIT_PULL_TIMEOUT_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) throw pullInProgress();
}

export const toPullResponse = (result: CreditPullResult, reportId: string | null): CreditPullResponse => ({
  reportId,
  creditScore: result.creditScore,
  experianScore: result.experianScore,
  equifaxScore: result.equifaxScore,
  transunionScore: result.transunionScore,
  negativeItems: result.negativeItems,
  dataSource: result.dataSource,
  dataSourceDetails: { source: result.dataSource, realDataDelivered: result.isRealBureauData },
  isRealBureauData: result.isRealBureauData,
});

/**
 * Step 3 from the profile saved at step 1, after the three consents. A visitor's report waits sealed in the
 * draft until the account exists; a member's goes onto their account with the consent and profile.
 */
export async function pullForDraft(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  request: { consent: Consent; preferences?: Preferences | undefined },
  context: RequestContext,
): Promise<CreditPullResponse> {
  const { draft, user } = caller;
  const state = await readOnboardingState(deps, caller);
  if (!state.completedSteps.includes(1) || !draft.profileSealed) throw stepLocked(1);
  if (!state.completedSteps.includes(2)) throw stepLocked(2);
  const now = deps.clock.now();
  checkConsent(request.consent, now);
  if (!user && draft.pullStatus === 'success' && state.creditPull.result) {
    return toPullResponse(state.creditPull.result, null);
  }
  await claimPull(deps, draft, now);
  const profile = openProfile(deps.cipher, draft.profileSealed);
  const preferences = request.preferences ?? null;
  const consent = {
    consentedAt: request.consent.consentTimestamp,
    recordedAt: now.toISOString(),
    permissiblePurpose: request.consent.permissiblePurpose,
    ...context,
  };
  try {
    if (user) {
      const reportId = await pullForMember(
        deps,
        user,
        { profile: toMemberProfile(profile), consent: request.consent, preferences },
        context,
      );
      await updateDraft(
        deps.db,
        draft.id,
        { pullStatus: 'success', pullFinishedAt: deps.clock.now(), reportId, consent, preferences },
        deps.clock.now(),
      );
      const result = await pullResultOf(deps, caller);
      if (!result) throw new Error('the pulled report is missing');
      return toPullResponse(result, reportId);
    }
    // Inside the try, so the draft records why (the step offers an import instead of Try Again).
    if (deps.config.creditProvider !== 'demo') throw importRequired();
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
    const updated = await updateDraft(
      deps.db,
      draft.id,
      {
        pullStatus: 'success',
        pullFinishedAt: deps.clock.now(),
        reportSealed: sealReport(deps.cipher, report),
        consent,
        preferences,
      },
      deps.clock.now(),
    );
    const result = await pullResultOf(deps, { draft: updated, user: null });
    if (!result) throw new Error('the pulled report is missing');
    return toPullResponse(result, null);
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'INTERNAL';
    await updateDraft(
      deps.db,
      draft.id,
      { pullStatus: 'failed', pullFinishedAt: deps.clock.now(), pullErrorCode: code },
      deps.clock.now(),
    );
    throw error;
  }
}
