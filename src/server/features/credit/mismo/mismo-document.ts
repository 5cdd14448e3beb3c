import type { Bureau } from '#shared/constants/bureaus.ts';
import { REPORT_FORMAT_PATTERN } from '#shared/constants/credit-files.ts';
import type { ParsedCreditReport, ReportFormat } from '#shared/schemas/credit-report.ts';
import type { VendorAnswer } from './vendor-status.ts';
import type { XmlElement } from './xml-node.ts';

/**
 * A liability's fields as the document spells them, before normalising. MISMO 3.4 (elements) and 2.3.1
 * (attributes) name them differently; both readers fill this one shape so the rules exist once.
 */
/** A postal address's parts as the document spells them. */
export interface RawAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

export interface RawLiability {
  creditorName: string | null;
  /** Where the creditor (the furnisher) takes mail, when the vendor gives it. */
  creditorAddress: RawAddress;
  originalCreditorName: string | null;
  accountIdentifier: string | null;
  accountType: string | null;
  loanType: string | null;
  accountStatusType: string | null;
  unpaidBalance: string | null;
  pastDue: string | null;
  creditLimit: string | null;
  highBalance: string | null;
  chargeOffAmount: string | null;
  openedDate: string | null;
  reportedDate: string | null;
  closedDate: string | null;
  paidDate: string | null;
  chargeOffDate: string | null;
  lastPaymentDate: string | null;
  lastActivityDate: string | null;
  firstDelinquencyDate: string | null;
  /** Dates of the highest, most recent and prior adverse ratings. */
  adverseRatingDates: string[];
  currentRatingType: string | null;
  currentRatingCode: string | null;
  paymentPattern: string | null;
  late30: string | null;
  late60: string | null;
  late90: string | null;
  collectionIndicator: string | null;
  chargeOffIndicator: string | null;
  derogatoryIndicator: string | null;
  remarks: string[];
}

export interface RawPublicRecord {
  type: string | null;
  courtName: string | null;
  plaintiffName: string | null;
  docketIdentifier: string | null;
  filedDate: string | null;
  reportedDate: string | null;
  dispositionType: string | null;
  dispositionDate: string | null;
  legalObligationAmount: string | null;
  derogatoryIndicator: string | null;
  remarks: string[];
}

export interface RawScore {
  value: string | null;
  modelName: string | null;
  modelOtherDescription: string | null;
  date: string | null;
  factors: string[];
}

/** Whose an item is: ROLE labels (3.4) or BorrowerIDs (2.3.1); empty when the document does not say. */
interface Owned {
  borrowerIds: readonly string[];
}

export interface BorrowerRecord {
  /** The ROLE label or BorrowerID items point at; null when the document names the person only. */
  id: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  /** YYYY-MM-DD as the order gave it, when it did. */
  birthDate: string | null;
}

export interface CreditFileRecord extends Owned {
  bureau: Bureau | null;
  /** The bureau answered with a file (not "no record found" or an error). */
  returned: boolean;
  /** The birth date the bureau holds for the person, YYYY-MM-DD, when it gives one. */
  birthDate: string | null;
}

export interface LiabilityRecord extends Owned {
  key: string;
  bureau: Bureau;
  fields: RawLiability;
}

export interface PublicRecordRecord extends Owned {
  key: string;
  bureau: Bureau;
  fields: RawPublicRecord;
}

export interface ScoreRecord extends Owned {
  bureau: Bureau;
  fields: RawScore;
}

export interface InquiryRecord extends Owned {
  inquiry: ParsedCreditReport['inquiries'][number];
}

/** The bureau answered with a file: a file without a result status is taken as returned. */
export const fileReturned = (status: string | null) => status === null || /^FileReturned/i.test(status);

/** An item of the report (liability, public record, score, inquiry) on one bureau that reports it. */
export interface PlacedItem extends Owned {
  item: XmlElement;
  bureau: Bureau;
  key: string;
}

/** An item on each bureau that reports it; the key names the bureau when there are several, so keys stay unique. */
export const onEachBureau = (
  item: XmlElement,
  bureaus: readonly Bureau[],
  key: string,
  borrowerIds: readonly string[],
): PlacedItem[] =>
  bureaus.map((bureau) => ({ item, bureau, borrowerIds, key: bureaus.length > 1 ? `${key}-${bureau}` : key }));

/** A liability's or public record's record: where it was placed, with the fields the version's reader took. */
export const placedRecord =
  <Fields>(read: (item: XmlElement) => Fields) =>
  (placed: PlacedItem) => ({
    key: placed.key,
    bureau: placed.bureau,
    borrowerIds: placed.borrowerIds,
    fields: read(placed.item),
  });

/** A score's record: the bureau it was placed on, with the fields the version's reader took. */
export const placedScore =
  (read: (item: XmlElement) => RawScore) =>
  (placed: PlacedItem): ScoreRecord => ({
    bureau: placed.bureau,
    borrowerIds: placed.borrowerIds,
    fields: read(placed.item),
  });

/** An inquiry's record: the bureau it was placed on, with the date and name the version's reader took. */
export const placedInquiry =
  (read: (item: XmlElement) => Omit<InquiryRecord['inquiry'], 'bureau'>) =>
  (placed: PlacedItem): InquiryRecord => ({
    borrowerIds: placed.borrowerIds,
    inquiry: { bureau: placed.bureau, ...read(placed.item) },
  });

/** Everything a reader found in one CREDIT_RESPONSE, for every borrower on it. */
export interface MismoDocument {
  format: ReportFormat;
  bureauAttribution: 'per_bureau' | 'vendor_merged';
  reportIdentifier: string | null;
  reportDate: string | null;
  borrowers: BorrowerRecord[];
  files: CreditFileRecord[];
  liabilities: LiabilityRecord[];
  publicRecords: PublicRecordRecord[];
  scores: ScoreRecord[];
  inquiries: InquiryRecord[];
  /** Any status the vendor gave, which explains a document without credit data. */
  vendorAnswer: VendorAnswer;
}

/**
 * mismo-<the version the document declares> ("2.4", "2.3.1"; "3.4" from the 3.x reference model
 * "3.4.032420160128", whose build is not part of the release), or the family's usual version when the
 * document declares none or something that is not one of the family's versions.
 */
export function toReportFormat(declared: string | null, family: '2' | '3'): ReportFormat {
  const text = declared?.trim() ?? '';
  const version = family === '3' ? /^3\.\d{1,2}(?=\D|$)/.exec(text)?.[0] : /^2(?:\.\d{1,2}){1,2}$/.exec(text)?.[0];
  const format = `mismo-${version}`;
  if (version && REPORT_FORMAT_PATTERN.test(format)) return format;
  return family === '3' ? 'mismo-3.4' : 'mismo-2.3.1';
}

/**
 * The bureau an item belongs to when the document does not say: only a report from a single bureau makes the
 * answer certain; otherwise the item cannot be placed and is left out.
 */
export function soleReturnedBureau(files: readonly CreditFileRecord[]): Bureau | null {
  const bureaus = new Set(files.filter((file) => file.returned && file.bureau).map((file) => file.bureau));
  return bureaus.size === 1 ? ([...bureaus][0] ?? null) : null;
}
