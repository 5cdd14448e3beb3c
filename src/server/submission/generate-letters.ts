import { and, eq, inArray, lte, max, or } from 'drizzle-orm';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import { SIGNING_TIME_ZONE } from '#shared/rules/cancellation-deadline.ts';
import { recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import { zonedDayOf } from '#shared/rules/zoned-day.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Transaction } from '../db/client.ts';
import { creditReports, tradelines } from '../db/schema/credit.ts';
import { disputeBureaus, disputes, letters } from '../db/schema/disputes.ts';
import { composeLetter } from '../letters/compose-letter.ts';
import type { Letter, LetterConsumer } from '../letters/letter-types.ts';
import { sealLetter } from '../letters/sealed-letter.ts';
import { disputeDetailsOf } from './dispute-details.ts';

/** A letter just written, as composed: the caller need not open what was just sealed. */
export interface WrittenLetter {
  disputeId: string;
  bureau: Bureau;
  letter: Letter;
}

/**
 * How many versions of one letter (a dispute, a bureau, a kind) are kept: regenerating cannot grow a dispute
 * without end. What went out is never among those dropped: a letter is rewritten only while it is not yet
 * mailed (a mailed bureau's letter is final, so the version mailed stays the newest), and a follow-up only when
 * the bureau's answer it speaks of changed (the one written after the answer is the newest).
 */
export const LETTER_VERSIONS_KEPT = 5;

/**
 * Writes a new version of the given letters for each dispute, from the item as reported, the member's
 * profile and every reason they chose, and stores it sealed. The newest versions are kept
 * (LETTER_VERSIONS_KEPT): what went out is never overwritten.
 */
export async function generateLetters(
  tx: Transaction,
  options: {
    userId: string;
    disputeIds: string[];
    kind: LetterKind;
    /**
     * Which bureaus to write to. By default, the bureaus that report the item: a bureau that does not report
     * it has nothing to investigate, and a letter about an account it does not hold is not acted on.
     */
    bureaus?: readonly Bureau[];
    now: Date;
    /** Who signs: the caller has read the member's profile once and refuses to go on without it. */
    consumer: LetterConsumer;
    cipher: Cipher;
  },
): Promise<WrittenLetter[]> {
  if (options.disputeIds.length === 0) return [];
  const { consumer } = options;
  const rows = await tx
    .select({ dispute: disputes, item: tradelines, reportNumber: creditReports.reportIdentifier })
    .from(disputes)
    .innerJoin(tradelines, eq(tradelines.id, disputes.tradelineId))
    .innerJoin(creditReports, eq(creditReports.id, tradelines.reportId))
    .where(and(eq(disputes.userId, options.userId), inArray(disputes.id, options.disputeIds)));
  const bureauRows = await tx
    .select()
    .from(disputeBureaus)
    .where(inArray(disputeBureaus.disputeId, options.disputeIds));
  const versions = await tx
    .select({ disputeId: letters.disputeId, bureau: letters.bureau, version: max(letters.version) })
    .from(letters)
    .where(and(inArray(letters.disputeId, options.disputeIds), eq(letters.kind, options.kind)))
    .groupBy(letters.disputeId, letters.bureau);
  const date = zonedDayOf(options.now, SIGNING_TIME_ZONE);
  const written = rows.flatMap(({ dispute, item, reportNumber }) => {
    const [primary, ...others] = recordedReasonCodes(dispute);
    const reasonOf = (code: DisputeReasonCode) => ({
      code,
      // The analysis's own words for this item, when it found this reason.
      explanation: item.disputeReasons.find((reason) => reason.code === code)?.explanation.en ?? null,
    });
    const to = options.bureaus ?? item.bureaus;
    return BUREAUS.filter((bureau) => to.includes(bureau)).map((bureau) => {
      const previous = versions.find((v) => v.disputeId === dispute.id && v.bureau === bureau)?.version ?? 0;
      const bureauRow = bureauRows.find((row) => row.disputeId === dispute.id && row.bureau === bureau);
      const verifiedAt = bureauRow?.outcome === 'verified' ? bureauRow.respondedAt : null;
      const letter = composeLetter({
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
        reasons: [reasonOf(primary), ...others.map(reasonOf)],
        additionalDetails: disputeDetailsOf(options.cipher, dispute),
        reportNumber,
        date,
        // What the member told us of the first letter: a follow-up cites the dispute the bureau received.
        originalMailedOn: bureauRow?.mailedOn ?? null,
        originalTrackingNumber: bureauRow?.trackingNumber ?? null,
        verifiedOn: verifiedAt ? zonedDayOf(verifiedAt, SIGNING_TIME_ZONE) : null,
        reference: dispute.id.slice(0, 8).toUpperCase(),
      });
      return { disputeId: dispute.id, bureau, letter, version: previous + 1 };
    });
  });
  if (written.length === 0) return [];
  await tx.insert(letters).values(
    written.map(({ disputeId, bureau, letter, version }) => ({
      disputeId,
      bureau,
      kind: options.kind,
      version,
      content: sealLetter(options.cipher, letter),
      generatedAt: options.now,
    })),
  );
  const superseded = written
    .filter(({ version }) => version > LETTER_VERSIONS_KEPT)
    .map(({ disputeId, bureau, version }) =>
      and(
        eq(letters.disputeId, disputeId),
        eq(letters.bureau, bureau),
        eq(letters.kind, options.kind),
        lte(letters.version, version - LETTER_VERSIONS_KEPT),
      ),
    );
  if (superseded.length > 0) await tx.delete(letters).where(or(...superseded));
  return written.map(({ disputeId, bureau, letter }) => ({ disputeId, bureau, letter }));
}
