import type { Transaction } from '#server/db/client.ts';
import { isUniqueViolation, violatedConstraintOf } from '#server/db/errors.ts';
import type { OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/errors.ts';
import type { Registration } from '#server/features/auth/index.ts';
import { findUserByEmail, hashPassword, refuseCommonPassword } from '#server/features/auth/index.ts';
import { adoptVisitorItems, saveReport } from '#server/features/credit/index.ts';
import { saveProfile } from '#server/features/profile/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import { firstOpenStep } from '#shared/rules/onboarding-progress.ts';
import type { CreateAccountRequest, OnboardingSelection } from '#shared/schemas/onboarding-draft.ts';
import { openProfile, toMemberProfile } from './draft-profile.ts';
import {
  deleteDraft,
  findReportTradelineKeys,
  handDraftToMember,
  insertMember,
  lockDraft,
  moveDocumentsToUser,
} from './draft-queries.ts';
import { draftItemId, openManualItems, openReport } from './draft-report.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { stepLocked } from './onboarding-errors.ts';
import { readOnboardingState } from './onboarding-state.ts';

const draftChanged = () =>
  new AppError('STEP_LOCKED', 409, 'The onboarding changed while the account was being created', {
    reason: 'draft_changed',
  });

/** The draft's chosen items, re-keyed from the draft's ids to the tradelines the report just became. */
async function remapSelection(tx: Transaction, draftId: string, reportId: string, selection: OnboardingSelection) {
  const rows = await findReportTradelineKeys(tx, reportId);
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
 * Step 5: the account, and everything the visitor gave on the way, in one transaction: profile (sealed), their
 * report (items typed by hand become the account's items, re-sealed, and a `manual` report; a file's or the
 * sample's report is stored as it was read), and the ID photos. Nothing is signed or paid here: that is step 6,
 * for the member. The draft stays, now the member's, holding only the choice made at step 4 re-keyed to the
 * stored items. Like a sign-up, the answer is the same whether or not the address had an account; an address that
 * has one gets nothing from the draft (whoever filled it in has not proven the mailbox), so the draft is deleted and
 * the caller writes to the account's owner instead. Any failure leaves the draft as it was and creates nothing.
 */
export async function createAccountFromDraft(
  deps: OnboardingDeps,
  draft: OnboardingDraftRow,
  request: CreateAccountRequest,
  language: Language,
): Promise<Registration> {
  const state = await readOnboardingState(deps, { draft, user: null });
  const open = firstOpenStep(state.completedSteps);
  const { profileSealed, reportSealed, selection } = draft;
  if (open < 5 || !profileSealed || !reportSealed || !selection) throw stepLocked(open);
  const profile = openProfile(deps.cipher, profileSealed);
  // The same checks, in the same order, whether or not the address has an account.
  await refuseCommonPassword(request.password, profile.email, 'password');
  const passwordHash = await hashPassword(request.password);
  const taken = async (owner: UserRow): Promise<Registration> => {
    await deleteDraft(deps.db, draft.id);
    return { created: false, user: owner, language };
  };
  const existing = await findUserByEmail(deps.db, profile.email);
  if (existing) return taken(existing);
  const now = deps.clock.now();
  const manualItems = openManualItems(deps.cipher, draft.manualItemsSealed);
  try {
    return await deps.db.transaction(async (tx) => {
      // The draft is held for the whole transaction; one changed or taken since it was read is not used.
      const held = await lockDraft(tx, draft.id);
      if (held?.updatedAt.getTime() !== draft.updatedAt.getTime()) throw draftChanged();
      const user = await insertMember(tx, {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        passwordHash,
        // The emails we send follow the language the onboarding was filled in.
        language,
        createdAt: now,
        updatedAt: now,
      });
      await saveProfile(tx, deps.cipher, user.id, toMemberProfile(profile), now);
      const reportId =
        manualItems.length > 0
          ? await adoptVisitorItems(deps, tx, user.id, manualItems)
          : await saveReport(
              { db: tx, clock: deps.clock, cipher: deps.cipher },
              user.id,
              openReport(deps.cipher, reportSealed),
              null,
            );
      if (!reportId) throw stepLocked(3);
      await moveDocumentsToUser(tx, draft.id, user.id);
      await handDraftToMember(tx, draft.id, user.id, await remapSelection(tx, draft.id, reportId, selection), now);
      return { created: true, user, language };
    });
  } catch (error) {
    // Two visitors racing for one email: the unique index decides; the loser met an account that exists, as if it
    // had been there first.
    if (isUniqueViolation(error) && violatedConstraintOf(error) === 'users_email_lower_key') {
      const winner = await findUserByEmail(deps.db, profile.email);
      if (winner) return taken(winner);
    }
    throw error;
  }
}
