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
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Registration } from '../auth/registration.ts';
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
 * Step 6: the account, and everything the visitor gave on the way, in one transaction: profile (sealed), consent,
 * report, ID photos, agreement, payment and the queued disputes. It is not signed in: like a sign-up, step 6 answers
 * the same whether or not the address had an account, and the link the caller emails signs the owner in (the
 * email is not verified yet, so rights from ADMIN_EMAILS wait for it too). An address that has an account gets
 * nothing from the draft: whoever filled it in has not proven the mailbox, so the draft is deleted and the caller
 * writes to the account's owner instead. Any failure leaves the draft as it was and creates nothing.
 */
export async function createAccountFromDraft(
  deps: OnboardingDeps,
  draft: OnboardingDraftRow,
  request: CreateAccountRequest,
): Promise<Registration> {
  const state = await readOnboardingState(deps, { draft, user: null });
  const open = firstOpenStep(state.completedSteps);
  const { profileSealed, reportSealed, selection, agreement, consent } = draft;
  if (open < 6 || !profileSealed || !reportSealed || !selection || !agreement || !consent) throw stepLocked(open);
  const profile = openProfile(deps.cipher, profileSealed);
  // The same checks, in the same order, whether or not the address has an account.
  if (await isUsernameTaken(deps, request.username)) throw usernameTaken();
  await refuseCommonPassword(request.password, profile.email, 'password');
  const passwordHash = await hashPassword(request.password);
  const language = agreement.language;
  const taken = async (owner: UserRow): Promise<Registration> => {
    await deleteDraft(deps.db, draft.id);
    return { created: false, user: owner, language };
  };
  const existing = await findUserByEmail(deps.db, profile.email);
  if (existing) return taken(existing);
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
          language,
          createdAt: now,
          updatedAt: now,
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
      const [settled] = await tx.select().from(users).where(eq(users.id, user.id));
      return { created: true, user: settled ?? user, language };
    });
  } catch (error) {
    // Two visitors racing for one username or email: the unique index decides. The loser of a username hears
    // 409; the loser of an email met an account that exists, as if it had been there first.
    if (isUniqueViolation(error)) {
      const constraint = violatedConstraintOf(error);
      if (constraint === 'users_username_lower_key') throw usernameTaken();
      const winner = constraint === 'users_email_lower_key' ? await findUserByEmail(deps.db, profile.email) : null;
      if (winner) return taken(winner);
    }
    throw error;
  }
}
