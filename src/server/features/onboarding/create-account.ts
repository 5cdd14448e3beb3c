import { eq, sql } from 'drizzle-orm';
import { firstOpenStep } from '#shared/rules/onboarding-progress.ts';
import type { CreateAccountRequest, OnboardingSelection } from '#shared/schemas/onboarding-draft.ts';
import { recordHistory } from '../../allowance/subscription-queries.ts';
import type { Transaction } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraintOf } from '../../db/errors.ts';
import { agreementAcceptances } from '../../db/schema/billing.ts';
import { tradelines } from '../../db/schema/credit.ts';
import { type OnboardingDraftRow, onboardingDrafts } from '../../db/schema/onboarding.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { saveProfile } from '../../profiles/member-profile.ts';
import { createSession, type SessionOrigin } from '../../sessions/session-queries.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail } from '../auth/service.ts';
import { reportPaymentIn } from '../billing/report-payment.ts';
import { insertConsent } from '../credit/queries.ts';
import { saveReport } from '../credit/service.ts';
import { openProfile, toMemberProfile } from './draft-profile.ts';
import { deleteDraft, moveDocumentsToUser } from './draft-queries.ts';
import { draftItemId, openReport } from './draft-report.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { readOnboardingState } from './onboarding-state.ts';

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists');
const usernameTaken = () => new AppError('USERNAME_TAKEN', 409, 'That username is taken');
const draftChanged = () =>
  new AppError('STEP_LOCKED', 409, 'The onboarding changed while the account was being created', {
    reason: 'draft_changed',
  });

async function isUsernameTaken(deps: OnboardingDeps, username: string) {
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** The draft's chosen items, re-keyed from the draft's ids to the tradelines the report just became. */
async function remapSelection(tx: Transaction, draftId: string, reportId: string, selection: OnboardingSelection) {
  const rows = await tx
    .select({ id: tradelines.id, key: tradelines.tradelineKey })
    .from(tradelines)
    .where(eq(tradelines.reportId, reportId));
  const byDraftId = new Map(rows.map((row) => [draftItemId(draftId, row.key), row.id]));
  const idOf = (draftItem: string) => {
    const id = byDraftId.get(draftItem);
    if (!id) throw stepLocked(4);
    return id;
  };
  return {
    paymentType: selection.paymentType,
    selectedItems: selection.selectedItems.map(idOf),
    selectedDisputeReasons: Object.fromEntries(
      Object.entries(selection.selectedDisputeReasons).map(([item, reasons]) => [idOf(item), reasons]),
    ),
  };
}

/**
 * Step 6: the account, and everything the visitor gave on the way, in one transaction: profile (sealed),
 * consent, report, ID photos, agreement, payment and the queued disputes; then a session for `origin`. Any
 * failure leaves the draft as it was and creates nothing. The email is not verified yet, so rights from
 * ADMIN_EMAILS wait for the link the caller sends.
 */
export async function createAccountFromDraft(
  deps: OnboardingDeps,
  draft: OnboardingDraftRow,
  request: CreateAccountRequest,
  origin: SessionOrigin,
): Promise<{ user: UserRow; session: { token: string; expiresAt: Date } }> {
  const state = await readOnboardingState(deps, { draft, user: null });
  const open = firstOpenStep(state.completedSteps);
  const { profileSealed, reportSealed, selection, agreement, consent } = draft;
  if (open < 6 || !profileSealed || !reportSealed || !selection || !agreement || !consent) throw stepLocked(open);
  const profile = openProfile(deps.cipher, profileSealed);
  if (await findUserByEmail(deps.db, profile.email)) throw emailTaken();
  if (await isUsernameTaken(deps, request.username)) throw usernameTaken();
  await refuseCommonPassword(request.password, profile.email, 'password');
  const passwordHash = await hashPassword(request.password);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // The draft is held for the whole transaction; one changed or taken since it was read is not used.
      const [held] = await tx.select().from(onboardingDrafts).where(eq(onboardingDrafts.id, draft.id)).for('update');
      if (held?.updatedAt.getTime() !== draft.updatedAt.getTime()) throw draftChanged();
      const [user] = await tx
        .insert(users)
        .values({
          email: profile.email,
          username: request.username,
          firstName: profile.firstName,
          lastName: profile.lastName,
          passwordHash,
          // The emails we send follow the language the agreement was read in.
          language: agreement.language,
          createdAt: now,
          updatedAt: now,
          lastLoginAt: now,
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      await saveProfile(tx, deps.cipher, user.id, toMemberProfile(profile), now);
      await insertConsent(tx, {
        userId: user.id,
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentedAt: new Date(consent.consentedAt),
        permissiblePurpose: consent.permissiblePurpose,
        ipAddress: consent.ipAddress,
        userAgent: consent.userAgent,
        recordedAt: new Date(consent.recordedAt),
      });
      const reportId = await saveReport(
        { db: tx, clock: deps.clock, cipher: deps.cipher },
        user.id,
        openReport(deps.cipher, reportSealed),
        null,
      );
      await tx.insert(agreementAcceptances).values({
        userId: user.id,
        paymentType: agreement.paymentType,
        version: agreement.version,
        language: agreement.language,
        acceptedAt: new Date(agreement.acceptedAt),
        rightToCancelEndsAt: new Date(agreement.rightToCancelEndsAt),
        ipAddress: agreement.ipAddress,
        userAgent: agreement.userAgent,
        document: agreement.document,
      });
      await recordHistory(tx, {
        userId: user.id,
        action: 'agreement_accepted',
        paymentType: agreement.paymentType,
        newStatus: user.subscriptionStatus,
        actorId: user.id,
        createdAt: new Date(agreement.acceptedAt),
      });
      // With Stripe the plan waits for the card checkout, which the member opens once their email is verified.
      await reportPaymentIn(
        tx,
        user.id,
        await remapSelection(tx, draft.id, reportId, selection),
        now,
        deps.config.payments.processor,
      );
      await moveDocumentsToUser(tx, draft.id, user.id);
      await deleteDraft(tx, draft.id);
      const session = await createSession(
        { db: tx, clock: deps.clock, sessionTtlMs: deps.config.sessionTtlMs },
        user.id,
        origin,
      );
      const [settled] = await tx.select().from(users).where(eq(users.id, user.id));
      return { user: settled ?? user, session };
    });
  } catch (error) {
    // Two visitors racing for one email or username: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) {
      const constraint = violatedConstraintOf(error);
      if (constraint === 'users_username_lower_key') throw usernameTaken();
      if (constraint === 'users_email_lower_key') throw emailTaken();
    }
    throw error;
  }
}
