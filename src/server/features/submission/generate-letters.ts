import type { Cipher } from '#server/crypto/cipher.ts';
import type { Transaction } from '#server/db/client.ts';
import type { tradelines } from '#server/db/schema/credit.ts';
import type {
  CampaignFacts,
  Letter,
  LetterConsumer,
  LetterRequest,
  SealedLetter,
  StepLetterKind,
} from '#server/features/letters/index.ts';
import { composeLetter, sealLetter } from '#server/features/letters/index.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import { EASTERN_TIME_ZONE } from '#shared/constants/time.ts';
import { mismatchedFieldsAt } from '#shared/rules/bureau-mismatch.ts';
import { bureausToWrite, reasonsAtBureau, recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import { asReportedBy, classifyTradeline } from '#shared/rules/classify-tradeline.ts';
import { latestDate } from '#shared/rules/iso-date.ts';
import { zonedDayOf } from '#shared/rules/zoned-day.ts';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import { disputeDetailsOf } from './dispute-details.ts';
import {
  deleteLetterVersions,
  findDisputeBureauRows,
  findLatestLetterVersions,
  findLatestStepDeletion,
  findLatestStepVerification,
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

type LetterSourceRow = Awaited<ReturnType<typeof findLetterSources>>[number];
type DisputeBureauRow = Awaited<ReturnType<typeof findDisputeBureauRows>>[number];

/** What the letters of some disputes are written from, read once for all of them. */
interface LetterSources {
  rows: LetterSourceRow[];
  bureauRows: DisputeBureauRow[];
  /** This bureau's own report number for the dispute's item. */
  numberFor(row: LetterSourceRow, bureau: Bureau): string | null;
}

async function readLetterSources(tx: Transaction, userId: string, disputeIds: string[]): Promise<LetterSources> {
  const rows = await findLetterSources(tx, userId, disputeIds);
  const bureauRows = await findDisputeBureauRows(tx, disputeIds);
  // Items entered by hand: the numbers as the member has them now (a dispute keeps the snapshot it was filed
  // from, which may predate the number they typed).
  const typedNumbers = rows.some((row) => row.source === 'manual') ? await findTypedReportNumbers(tx, userId) : [];
  return {
    rows,
    bureauRows,
    numberFor: (row, bureau) =>
      row.source === 'manual'
        ? (typedNumbers.find((typed) => typed.bureau === bureau)?.reportNumber ?? null)
        : (row.reportNumbers[bureau] ?? null),
  };
}

const dayOf = (instant: Date | null | undefined) => (instant ? zonedDayOf(instant, EASTERN_TIME_ZONE) : null);

/**
 * The request for one dispute's letter of this kind to one bureau, from the item as reported, the member's
 * profile, every reason they chose and what they told us of the first letter; null when a dispute letter to this
 * bureau would state no reason.
 */
function letterRequestFor(
  sources: LetterSources,
  row: LetterSourceRow,
  bureau: Bureau,
  options: { kind: LetterKind; consumer: LetterConsumer; cipher: Cipher; now: Date },
): LetterRequest | null {
  const { dispute, item } = row;
  const codes = recordedReasonCodes(dispute);
  const tradeline = asTradeline(item);
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
  if (primary === undefined) return null;
  const bureauRow = sources.bureauRows.find(
    (candidate) => candidate.disputeId === dispute.id && candidate.bureau === bureau,
  );
  return {
    kind: options.kind,
    bureau,
    consumer: options.consumer,
    item: {
      creditorName: item.creditorName,
      originalCreditorName: item.originalCreditorName,
      accountNumberLast4: item.accountNumberLast4,
      itemType: itemTypeAt(tradeline, bureau) ?? item.itemType ?? 'other',
      view: item.views.find((candidate) => candidate.bureau === bureau) ?? null,
    },
    reasons: [primary, ...others],
    additionalDetails: disputeDetailsOf(options.cipher, dispute),
    identityTheftReport: dispute.identityTheftReport,
    // This bureau's own number: another bureau's, or a reseller's, means nothing to it.
    reportNumber: sources.numberFor(row, bureau),
    date: zonedDayOf(options.now, EASTERN_TIME_ZONE),
    // What the member told us of the first letter and of the bureau's answer: a follow-up cites the dispute the
    // bureau received, and what it did with it.
    originalMailedOn: bureauRow?.mailedOn ?? null,
    originalTrackingNumber: bureauRow?.trackingNumber ?? null,
    originalDeliveredOn: bureauRow?.deliveredOn ?? null,
    verified: bureauRow?.outcome === 'verified',
    verifiedOn: bureauRow?.outcome === 'verified' ? dayOf(bureauRow.respondedAt) : null,
    deletedOn: bureauRow?.outcome === 'deleted' ? dayOf(bureauRow.respondedAt) : null,
    // The day of the report that shows the item again, as the report gives it: the day it was imported is not it.
    reappearedOn: bureauRow?.reappearedAt ? bureauRow.reappearedReportDate : null,
    dueOn: bureauRow?.responseDueOn ?? null,
    reference: dispute.id.slice(0, 8).toUpperCase(),
  };
}

/** The version after the newest of this dispute's letter of this kind to this bureau. */
function nextVersion(
  versions: Awaited<ReturnType<typeof findLatestLetterVersions>>,
  disputeId: string,
  bureau: Bureau,
) {
  return (versions.find((v) => v.disputeId === disputeId && v.bureau === bureau)?.version ?? 0) + 1;
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
  const sources = await readLetterSources(tx, options.userId, options.disputeIds);
  const versions = await findLatestLetterVersions(tx, options.disputeIds, options.kind);
  const written = sources.rows.flatMap((row) => {
    const { dispute, item } = row;
    const to = options.bureaus ?? bureausToWrite(item.bureaus, recordedReasonCodes(dispute), item.disputeReasons);
    return BUREAUS.filter((bureau) => to.includes(bureau)).flatMap((bureau) => {
      const request = letterRequestFor(sources, row, bureau, options);
      if (request === null) return [];
      const version = nextVersion(versions, dispute.id, bureau);
      return [{ disputeId: dispute.id, bureau, letter: composeLetter(request), version }];
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

/** A campaign step's letter as just written: the letter, what the `letters` row holds, and its version. */
export interface StepLetter {
  letter: Letter;
  content: SealedLetter;
  version: number;
}

/**
 * Writes the letter of one later step of a dispute's campaign (a `letters` row with the step's id, the next
 * version of the dispute's letter of that kind to that bureau), from the same facts as the dispute's own letters
 * and what the step brings. The dates of the first letter and of the bureau's answers are read from the dispute
 * (its row at this bureau, and a later step to the bureau answered "deleted"); a caller passes one only to say
 * otherwise, and null to say there is none. A step's letter is never dropped for a newer version: it is the one the
 * member mails for that step. Null when the dispute is not the member's.
 */
export async function generateStepLetter(
  tx: Transaction,
  options: CampaignFacts & {
    userId: string;
    disputeId: string;
    stepId: string;
    kind: StepLetterKind;
    bureau: Bureau;
    now: Date;
    consumer: LetterConsumer;
    cipher: Cipher;
    originalMailedOn?: string | null;
    originalTrackingNumber?: string | null;
    verifiedOn?: string | null;
  },
): Promise<StepLetter | null> {
  const { disputeId, bureau, kind } = options;
  const sources = await readLetterSources(tx, options.userId, [disputeId]);
  const [row] = sources.rows;
  const stored = row && letterRequestFor(sources, row, bureau, options);
  if (!stored) return null;
  const stepDeletion = await findLatestStepDeletion(tx, disputeId, bureau);
  const stepVerification = await findLatestStepVerification(tx, disputeId, bureau);
  // A fact the caller leaves out (undefined) is the dispute's; one it gives, null included, is the step's.
  const {
    originalMailedOn = stored.originalMailedOn,
    originalTrackingNumber = stored.originalTrackingNumber,
    // The latest verification: a later letter's (round 1 went unanswered, or the item came back) or round 1's.
    verifiedOn = latestDate([stored.verifiedOn ?? null, stepVerification?.answeredOn ?? null]),
    // The latest deletion is the one a reinsertion undid: a later step's, else the first answer's.
    deletedOn = stepDeletion ?? stored.deletedOn,
    reappearedOn = stored.reappearedOn,
    dueOn = stored.dueOn,
  } = options;
  const request: LetterRequest = {
    ...stored,
    recipient: options.recipient ?? null,
    newInformation: options.newInformation ?? null,
    statement: options.statement ?? null,
    originalMailedOn,
    originalTrackingNumber,
    verified:
      options.verifiedOn === undefined ? Boolean(stored.verified) || stepVerification !== null : verifiedOn !== null,
    verifiedOn,
    deletedOn,
    reappearedOn,
    dueOn,
  };
  const letter = composeLetter(request);
  const content = sealLetter(options.cipher, letter);
  const version = nextVersion(await findLatestLetterVersions(tx, [disputeId], kind), disputeId, bureau);
  await insertLetters(tx, [
    { disputeId, bureau, kind, version, content, generatedAt: options.now, stepId: options.stepId },
  ]);
  return { letter, content, version };
}
