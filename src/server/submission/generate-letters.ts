import { and, eq, inArray, max } from 'drizzle-orm';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import { SIGNING_TIME_ZONE } from '#shared/rules/cancellation-deadline.ts';
import { FORM_REASONS } from '#shared/rules/form-reason.ts';
import { zonedDayOf } from '#shared/rules/zoned-day.ts';
import type { Transaction } from '../db/client.ts';
import { creditReports, tradelines } from '../db/schema/credit.ts';
import { disputeBureaus, disputes, letters } from '../db/schema/disputes.ts';

type LetterRow = typeof letters.$inferSelect;

import { composeLetter } from '../letters/compose-letter.ts';
import type { LetterConsumer } from '../letters/letter-types.ts';

const formStatementOf = (reasonText: string | null) =>
  (reasonText && FORM_REASONS[reasonText as keyof typeof FORM_REASONS]?.statement) || null;

/**
 * Writes a new version of the given letters for each dispute, from the item as reported, the member's
 * profile and the reason. Earlier versions are kept: what went out is never overwritten.
 */
export async function generateLetters(
  tx: Transaction,
  options: {
    userId: string;
    disputeIds: string[];
    kind: LetterKind;
    /** Which bureaus to write to; the dispute letters go to all three. */
    bureaus?: readonly Bureau[];
    now: Date;
    /** Who signs: the caller has read the member's profile once and refuses to go on without it. */
    consumer: LetterConsumer;
  },
): Promise<LetterRow[]> {
  if (options.disputeIds.length === 0) return [];
  const { consumer } = options;
  const rows = await tx
    .select({ dispute: disputes, item: tradelines, reportNumber: creditReports.reportIdentifier })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .innerJoin(creditReports, eq(creditReports.id, tradelines.reportId))
    .where(and(eq(disputes.userId, options.userId), inArray(disputes.id, options.disputeIds)));
  const sent = await tx.select().from(disputeBureaus).where(inArray(disputeBureaus.disputeId, options.disputeIds));
  const versions = await tx
    .select({ disputeId: letters.disputeId, bureau: letters.bureau, version: max(letters.version) })
    .from(letters)
    .where(and(inArray(letters.disputeId, options.disputeIds), eq(letters.kind, options.kind)))
    .groupBy(letters.disputeId, letters.bureau);
  const date = zonedDayOf(options.now, SIGNING_TIME_ZONE);
  const values = rows.flatMap(({ dispute, item, reportNumber }) =>
    (options.bureaus ?? BUREAUS).map((bureau) => {
      const previous = versions.find((v) => v.disputeId === dispute.id && v.bureau === bureau)?.version ?? 0;
      const bureauRow = sent.find((row) => row.disputeId === dispute.id && row.bureau === bureau);
      const sentOn = bureauRow?.sentAt ?? null;
      const verifiedAt = bureauRow?.outcome === 'verified' ? bureauRow.respondedAt : null;
      const content = composeLetter({
        kind: options.kind,
        bureau,
        consumer,
        item: {
          creditorName: item.creditorName,
          originalCreditorName: item.originalCreditorName,
          accountNumberLast4: item.accountNumberLast4,
          itemType: item.itemType ?? 'other',
          view: item.views.find((view) => view.bureau === bureau) ?? null,
        },
        reasonCode: dispute.reasonCode,
        // The analysis's own words for this item first; else the sentence behind the form's reason.
        reasonExplanation:
          item.disputeReasons.find((reason) => reason.code === dispute.reasonCode)?.explanation.en ??
          formStatementOf(dispute.reasonText),
        additionalDetails: dispute.additionalDetails,
        reportNumber,
        date,
        originalSentOn: sentOn ? zonedDayOf(sentOn, SIGNING_TIME_ZONE) : null,
        verifiedOn: verifiedAt ? zonedDayOf(verifiedAt, SIGNING_TIME_ZONE) : null,
        reference: dispute.id.slice(0, 8).toUpperCase(),
      });
      return {
        disputeId: dispute.id,
        bureau,
        kind: options.kind,
        version: previous + 1,
        content,
        generatedAt: options.now,
      };
    }),
  );
  return values.length > 0 ? tx.insert(letters).values(values).returning() : [];
}
