import type { z } from 'zod';
import type { Language } from '#shared/constants/languages.ts';
import type { OnboardingStep } from '#shared/constants/onboarding.ts';
import { cancellationDeadline } from '#shared/rules/cancellation-deadline.ts';
import { firstOpenStep, isStepReachable } from '#shared/rules/onboarding-progress.ts';
import type {
  OnboardingProfileRequestSchema,
  OnboardingSelection,
  OnboardingStateResponse,
} from '#shared/schemas/onboarding-draft.ts';
import type { AcceptAgreementRequest } from '#shared/schemas/subscription.ts';
import type { OnboardingDraftRow } from '../../db/schema/onboarding.ts';
import { AppError, notFound } from '../../errors.ts';
import { normalizeEmail } from '../auth/service.ts';
import { AGREEMENT_VERSION, composeAgreement, toAcceptedAgreement } from '../billing/agreement.ts';
import { agreementRequired } from '../billing/billing-errors.ts';
import { reportPaymentIn } from '../billing/report-payment.ts';
import { acceptAgreement } from '../billing/service.ts';
import { type DraftProfile, identityChanged, openProfile, sealProfile } from './draft-profile.ts';
import { type DraftChanges, updateDraft } from './draft-queries.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { pullResultOf } from './onboarding-state.ts';

export interface RequestContext {
  ipAddress: string;
  userAgent: string | null;
}

/** A draft's pull and everything chosen from it, undone when the person behind the profile changes. */
const PULL_RESET: DraftChanges = {
  pullStatus: 'idle',
  pullStartedAt: null,
  pullFinishedAt: null,
  pullErrorCode: null,
  reportSealed: null,
  reportId: null,
  selection: null,
  agreement: null,
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
  if (changedPerson && draft.paymentReportedAt) throw stepLocked('payment_reported');
  // A pull running for the old person would otherwise land its report under the new one.
  if (changedPerson && draft.pullStatus === 'in_progress') {
    throw new AppError('PULL_IN_PROGRESS', 409, 'Wait for the credit pull before changing who it is for');
  }
  return updateDraft(
    deps.db,
    draft.id,
    { profileSealed: sealProfile(deps.cipher, profile), ...(changedPerson ? PULL_RESET : {}) },
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
 * Step 4, saved as the member chooses so a reload finds the choice: items from the caller's own pull, not
 * already disputed, within the plan's limit (the schema's rule).
 */
export async function saveSelection(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  selection: OnboardingSelection,
) {
  const { draft } = caller;
  if (draft.paymentReportedAt) throw stepLocked('payment_reported');
  const result = await pullResultOf(deps, caller);
  if (!result) throw stepLocked(3);
  const selectable = new Set(result.negativeItems.filter((item) => !item.isDisputed).map((item) => item.id));
  if (!selection.selectedItems.every((id) => selectable.has(id))) throw notFound();
  // Reasons only for chosen items: unchecking an item clears its reasons.
  const reasons = Object.fromEntries(
    Object.entries(selection.selectedDisputeReasons).filter(([id]) => selection.selectedItems.includes(id)),
  );
  // An agreement is for one plan: choosing another needs its own.
  const agreementForOtherPlan = draft.agreement !== null && draft.agreement.paymentType !== selection.paymentType;
  return updateDraft(
    deps.db,
    draft.id,
    {
      selection: { ...selection, selectedDisputeReasons: reasons },
      ...(agreementForOtherPlan && !caller.user ? { agreement: null } : {}),
    },
    deps.clock.now(),
  );
}

/** Step 4 emptied: the member unchose every item, so step 4 is open again (the agreement stays with its plan). */
export async function clearSelection(deps: OnboardingDeps, draft: OnboardingDraftRow) {
  if (draft.paymentReportedAt) throw stepLocked('payment_reported');
  return updateDraft(deps.db, draft.id, { selection: null }, deps.clock.now());
}

function selectionOf(draft: OnboardingDraftRow | null) {
  if (!draft?.selection) throw stepLocked(4);
  return draft.selection;
}

/** Step 5, CROA first: the agreement for the chosen plan, in the member's language, before any payment. */
export async function acceptAgreementStep(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
  request: AcceptAgreementRequest & { lang: Language },
  context: RequestContext,
) {
  const selection = selectionOf(caller.draft);
  if (request.plan !== selection.paymentType) {
    throw new AppError('VALIDATION_FAILED', 400, 'The agreement must be for the plan chosen', {
      issues: [{ path: 'plan', code: 'custom', message: 'validation.invalidFormat' }],
    });
  }
  if (caller.user) {
    return acceptAgreement(deps, caller.user.id, {
      paymentType: request.plan,
      version: request.version,
      language: request.lang,
      ...context,
    });
  }
  if (request.version !== AGREEMENT_VERSION) {
    throw new AppError('AGREEMENT_OUTDATED', 409, 'The agreement changed; read and accept the current one', {
      reason: AGREEMENT_VERSION,
    });
  }
  const now = deps.clock.now();
  const existing = caller.draft.agreement;
  // After the payment report the signed agreement is final: what was accepted before paying stays the record.
  if (
    existing &&
    (caller.draft.paymentReportedAt || (existing.paymentType === request.plan && existing.language === request.lang))
  ) {
    return toAcceptedAgreement(existing);
  }
  const document = composeAgreement(
    request.plan,
    request.lang,
    deps.config.legal,
    cancellationDeadline(now),
    deps.config.payments.processor,
  );
  const agreement = {
    paymentType: request.plan,
    version: request.version,
    language: request.lang,
    acceptedAt: now.toISOString(),
    rightToCancelEndsAt: document.rightToCancelEndsAt,
    ...context,
    document,
  };
  await updateDraft(deps.db, caller.draft.id, { agreement }, now);
  return toAcceptedAgreement(agreement);
}

/**
 * "I've completed payment". A member's payment is recorded on the account at once (drafts queued, pending
 * verification); a visitor's is remembered and recorded with the account at step 6. Idempotent.
 */
export async function reportPaymentStep(
  deps: OnboardingDeps,
  caller: OnboardingCaller & { draft: OnboardingDraftRow },
) {
  const { draft } = caller;
  const selection = selectionOf(draft);
  const now = deps.clock.now();
  if (caller.user) {
    const userId = caller.user.id;
    // With Stripe the plan waits for the card checkout, which the member opens from their dashboard.
    await deps.db.transaction((tx) => reportPaymentIn(tx, userId, selection, now, deps.config.payments.processor));
  } else {
    const agreement = draft.agreement;
    const valid =
      agreement?.paymentType === selection.paymentType &&
      agreement.version === AGREEMENT_VERSION &&
      new Date(agreement.rightToCancelEndsAt) > now;
    if (!valid) throw agreementRequired();
  }
  if (draft.paymentReportedAt) return draft;
  return updateDraft(deps.db, draft.id, { paymentReportedAt: now, lastStep: 6 }, now);
}
