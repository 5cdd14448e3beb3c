import { AppError, notFound } from '#server/errors.ts';
import { findLetterConsumer } from '#server/features/profile/index.ts';
import { CFPB_COMPLAINT_URL } from '#shared/constants/campaign.ts';
import type { Language } from '#shared/constants/languages.ts';
import { complaintText } from '#shared/rules/cfpb-complaint.ts';
import { recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import type { ComplaintResponse } from '#shared/schemas/campaign.ts';
import { bureauRowsInOrder } from './bureau-view.ts';
import { stepDetailsOf } from './campaign-view.ts';
import { findVisibleDispute } from './queries.ts';
import { type DisputeDeps, profileRequired } from './service.ts';

/**
 * The complaint the member may file with the CFPB about this dispute, in their language: the text to paste into
 * the CFPB's portal and the documents to attach, from the facts they recorded. The app never files it.
 */
export async function complaintOf(
  deps: DisputeDeps,
  userId: string,
  id: string,
  language: Language,
): Promise<ComplaintResponse> {
  const record = await findVisibleDispute(deps.db, { id: userId, isAdmin: false }, id);
  if (!record) throw notFound();
  if (record.bureaus.length === 0) {
    throw new AppError('NOT_A_DRAFT', 409, 'A complaint follows letters that went out', { reason: 'draft' });
  }
  const consumer = await findLetterConsumer(deps.db, deps.cipher, userId);
  if (!consumer) throw profileRequired();
  const { dispute, item } = record;
  const { text, attachments } = complaintText(
    {
      memberName: consumer.fullName,
      creditorName: item.creditorName,
      accountNumberLast4: item.accountNumberLast4,
      itemType: item.itemType ?? 'other',
      reasons: recordedReasonCodes(dispute),
      bureaus: bureauRowsInOrder(record).map((row) => ({
        bureau: row.bureau,
        mailedOn: row.mailedOn,
        deliveredOn: row.deliveredOn,
        responseDueOn: row.responseDueOn,
        // "No response" is recorded on the day the member noted the silence, which is no answer's day.
        respondedOn:
          row.outcome && row.outcome !== 'no_response' ? (row.respondedAt?.toISOString().slice(0, 10) ?? null) : null,
        outcome: row.outcome,
      })),
      steps: record.steps
        .filter((step) => step.kind !== 'cfpb_complaint' && step.sentOn !== null)
        .map((step) => ({
          kind: step.kind,
          bureau: step.bureau,
          sentOn: step.sentOn,
          responseDueOn: step.responseDueOn,
          answeredOn: step.answeredOn,
          outcome: step.outcome,
          recipientName: stepDetailsOf(deps.cipher, step).recipient?.name ?? null,
        })),
    },
    language,
  );
  return { text, attachments, portalUrl: CFPB_COMPLAINT_URL };
}
