import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import type { tradelines } from '#server/db/schema/credit.ts';
import type { Letter, LetterConsumer } from '#server/features/letters/index.ts';
import { composeLetter, sealLetter } from '#server/features/letters/index.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import { EASTERN_TIME_ZONE } from '#shared/constants/time.ts';
import { mismatchedFieldsAt } from '#shared/rules/bureau-mismatch.ts';
import { bureausToWrite, reasonsAtBureau, recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import { asReportedBy, classifyTradeline } from '#shared/rules/classify-tradeline.ts';
import { zonedDayOf } from '#shared/rules/zoned-day.ts';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import { disputeDetailsOf } from './dispute-details.ts';
import {
  deleteLetterVersions,
  findDisputeBureauRows,
  findLatestLetterVersions,
  findLetterSources,
  findTypedReportNumbers,
  insertLetters,
} from './queries.ts';

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

type TradelineRow = typeof tradelines.$inferSelect;

/** The stored item as the rules read it (public records keep their type only in the stored item type). */
function asTradeline(item: TradelineRow): Tradeline {
  return {
    key: item.tradelineKey,
    kind: item.kind,
    creditorName: item.creditorName,
    originalCreditorName: item.originalCreditorName,
    accountNumber: null,
    accountType: item.accountType,
    loanType: item.loanType,
    bankruptcyChapter: null,
    publicRecordType: null,
    views: item.views,
  };
}

/**
 * What the item is in this bureau's own file: a charge-off one bureau shows is not called a collection account
 * because another bureau shows the collector's. Public records keep the type the whole report gave them.
 */
function itemTypeAt(t: Tradeline, bureau: Bureau): ItemType | null {
  if (t.kind !== 'account') return null;
  const own = asReportedBy(t, [bureau]);
  return own ? (classifyTradeline(own)?.itemType ?? null) : null;
}

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
     * Which bureaus to write to. By default, the bureaus that report the item and whose own file bears out a
     * reason the member chose (bureausToWrite): a bureau that does not report it has nothing to investigate, and
     * one whose file lists a debt once is not told it lists it twice. A bureau left with no reason gets no letter.
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
  const rows = await findLetterSources(tx, options.userId, options.disputeIds);
  const bureauRows = await findDisputeBureauRows(tx, options.disputeIds);
  const versions = await findLatestLetterVersions(tx, options.disputeIds, options.kind);
  // Items entered by hand: the numbers as the member has them now (a dispute keeps the snapshot it was filed
  // from, which may predate the number they typed).
  const typedNumbers = rows.some((row) => row.source === 'manual')
    ? await findTypedReportNumbers(tx, options.userId)
    : [];
  const numberFor = (row: (typeof rows)[number], bureau: Bureau): string | null =>
    row.source === 'manual'
      ? (typedNumbers.find((typed) => typed.bureau === bureau)?.reportNumber ?? null)
      : (row.reportNumbers[bureau] ?? null);
  const date = zonedDayOf(options.now, EASTERN_TIME_ZONE);
  const written = rows.flatMap((row) => {
    const { dispute, item } = row;
    const codes = recordedReasonCodes(dispute);
    const tradeline = asTradeline(item);
    const to = options.bureaus ?? bureausToWrite(item.bureaus, codes, item.disputeReasons);
    return BUREAUS.filter((bureau) => to.includes(bureau)).flatMap((bureau) => {
      // Each bureau's letter states only the reasons its own file bears out (see reasonsAtBureau). A follow-up
      // argues no reason to the bureau (it asks how the item was verified, or the collector to validate it), so one
      // owed to a bureau written to before this rule still gets written.
      const atBureau = reasonsAtBureau(bureau, codes, item.disputeReasons);
      const stated =
        atBureau.length > 0 || options.kind === 'dispute' ? atBureau : codes.map((code) => ({ code, finding: null }));
      const [primary, ...others] = stated.map(({ code, finding }) => ({
        code,
        explanation: finding?.explanation.en ?? null,
        fields:
          finding && (code === 'incorrect_dates' || code === 'incorrect_amount')
            ? mismatchedFieldsAt(tradeline, code, bureau)
            : [],
      }));
      if (primary === undefined) return [];
      const previous = versions.find((v) => v.disputeId === dispute.id && v.bureau === bureau)?.version ?? 0;
      const bureauRow = bureauRows.find((row) => row.disputeId === dispute.id && row.bureau === bureau);
      const verifiedAt = bureauRow?.outcome === 'verified' ? bureauRow.respondedAt : null;
      const view = item.views.find((candidate) => candidate.bureau === bureau) ?? null;
      const letter = composeLetter({
        kind: options.kind,
        bureau,
        consumer,
        item: {
          creditorName: item.creditorName,
          originalCreditorName: item.originalCreditorName,
          accountNumberLast4: item.accountNumberLast4,
          itemType: itemTypeAt(tradeline, bureau) ?? item.itemType ?? 'other',
          view,
        },
        reasons: [primary, ...others],
        additionalDetails: disputeDetailsOf(options.cipher, dispute),
        identityTheftReport: dispute.identityTheftReport,
        // This bureau's own number: another bureau's, or a reseller's, means nothing to it.
        reportNumber: numberFor(row, bureau),
        date,
        // What the member told us of the first letter: a follow-up cites the dispute the bureau received.
        originalMailedOn: bureauRow?.mailedOn ?? null,
        originalTrackingNumber: bureauRow?.trackingNumber ?? null,
        verifiedOn: verifiedAt ? zonedDayOf(verifiedAt, EASTERN_TIME_ZONE) : null,
        reference: dispute.id.slice(0, 8).toUpperCase(),
      });
      return [{ disputeId: dispute.id, bureau, letter, version: previous + 1 }];
    });
  });
  if (written.length === 0) return [];
  await insertLetters(
    tx,
    written.map(({ disputeId, bureau, letter, version }) => ({
      disputeId,
      bureau,
      kind: options.kind,
      version,
      content: sealLetter(options.cipher, letter),
      generatedAt: options.now,
    })),
  );
  await deleteLetterVersions(
    tx,
    options.kind,
    written
      .filter(({ version }) => version > LETTER_VERSIONS_KEPT)
      .map(({ disputeId, bureau, version }) => ({ disputeId, bureau, upTo: version - LETTER_VERSIONS_KEPT })),
  );
  return written.map(({ disputeId, bureau, letter }) => ({ disputeId, bureau, letter }));
}
