import type { Bureau } from '#shared/constants/bureaus.ts';
import {
  type BorrowerRecord,
  type CreditFileRecord,
  fileReturned,
  type MismoDocument,
  onEachBureau,
  placedInquiry,
  placedRecord,
  placedScore,
  type RawLiability,
  type RawPublicRecord,
  type RawScore,
  soleReturnedBureau,
  toReportFormat,
} from './mismo-document.ts';
import { toBirthDate, toBureau, toIsoDate } from './normalise.ts';
import { noCreditData, type VendorAnswer } from './vendor-status.ts';
import { attribute, elementAt, elements, elementsAt, textOf, textsAt, type XmlElement } from './xml-node.ts';

const hasCreditData = (creditResponse: XmlElement) =>
  elements(creditResponse, 'CREDIT_FILE').length > 0 || elements(creditResponse, 'CREDIT_LIABILITY').length > 0;

/** Every CREDIT_RESPONSE: the root itself, or those in RESPONSE_GROUP/RESPONSE/RESPONSE_DATA. */
const creditResponsesOf = (rootName: string, root: XmlElement) =>
  rootName === 'CREDIT_RESPONSE' ? [root] : elementsAt(root, 'RESPONSE', 'RESPONSE_DATA', 'CREDIT_RESPONSE');

/** BorrowerID is an IDREFS: a joint account names both borrowers, separated by spaces. */
const borrowerIdsOf = (node: XmlElement) => attribute(node, 'BorrowerID')?.split(/\s+/) ?? [];

/** A BORROWER, or a bureau's _BORROWER, as a person. */
const personOf = (node: XmlElement | undefined, id: string | null): BorrowerRecord => ({
  id,
  firstName: attribute(node, '_FirstName') ?? '',
  middleName: attribute(node, '_MiddleName'),
  lastName: attribute(node, '_LastName') ?? '',
  suffix: attribute(node, '_NameSuffix'),
  birthDate: toBirthDate(attribute(node, '_BirthDate')),
});

function readBorrowers(creditResponse: XmlElement): BorrowerRecord[] {
  const borrowers = elements(creditResponse, 'BORROWER').map((borrower) =>
    personOf(borrower, attribute(borrower, 'BorrowerID')),
  );
  if (borrowers.length > 0) return borrowers;
  // Some resellers leave BORROWER out and name the person only inside each bureau's CREDIT_FILE, where the
  // birth date is the bureau's rather than the order's.
  const byId = new Map<string, BorrowerRecord>();
  for (const file of elements(creditResponse, 'CREDIT_FILE')) {
    const person = elementAt(file, '_BORROWER');
    const id = attribute(file, 'BorrowerID');
    const key = id ?? `${attribute(person, '_FirstName')} ${attribute(person, '_LastName')}`;
    if (!person || byId.has(key)) continue;
    byId.set(key, { ...personOf(person, id), birthDate: null });
  }
  return [...byId.values()];
}

/** What the vendor said: RESPONSE/STATUS, the report type, error messages, the bureaus' results, a PDF copy. */
function readVendorAnswer(root: XmlElement, creditResponses: readonly XmlElement[]): VendorAnswer {
  const statuses = [
    ...elements(root, 'STATUS'),
    ...elementsAt(root, 'RESPONSE', 'STATUS'),
    ...creditResponses.flatMap((response) => elements(response, 'STATUS')),
  ];
  const files = creditResponses.flatMap((response) => elements(response, 'CREDIT_FILE'));
  const errorMessages = [...creditResponses, ...files].flatMap((node) => elements(node, 'CREDIT_ERROR_MESSAGE'));
  const present = (values: (string | null)[]) => values.filter((value): value is string => value !== null);
  return {
    codes: present([
      ...statuses.flatMap((status) => [
        attribute(status, '_Condition'),
        attribute(status, '_Code'),
        attribute(status, '_Name'),
      ]),
      ...creditResponses.map((response) => attribute(response, 'CreditReportType')),
    ]),
    messages: [
      ...present(statuses.map((status) => attribute(status, '_Description'))),
      ...errorMessages.flatMap((message) => textsAt(message, '_Text')),
    ],
    fileResults: present(files.map((file) => attribute(file, '_ResultStatusType'))),
    hasEmbeddedCopy: [...creditResponses, ...elementsAt(root, 'RESPONSE', 'RESPONSE_DATA')].some(
      (node) => elements(node, 'EMBEDDED_FILE').length > 0,
    ),
  };
}

const attributesAt = (node: XmlElement, path: string[], name: string) =>
  elementsAt(node, ...path)
    .map((element) => attribute(element, name))
    .filter((value): value is string => value !== null);

const commentsOf = (node: XmlElement) =>
  elementsAt(node, 'CREDIT_COMMENT', '_Text')
    .map(textOf)
    .filter((text): text is string => text !== null);

function readLiability(liability: XmlElement): RawLiability {
  const field = (name: string) => attribute(liability, name);
  const rating = elementAt(liability, '_CURRENT_RATING');
  const lateCount = elementAt(liability, '_LATE_COUNT');
  const creditor = elementAt(liability, '_CREDITOR');
  return {
    creditorName: attribute(creditor, '_Name'),
    creditorAddress: {
      street: attribute(creditor, '_StreetAddress'),
      city: attribute(creditor, '_City'),
      state: attribute(creditor, '_State'),
      postalCode: attribute(creditor, '_PostalCode'),
    },
    originalCreditorName: field('_OriginalCreditorName'),
    accountIdentifier: field('_AccountIdentifier'),
    accountType: field('_AccountType'),
    loanType: field('CreditLoanType'),
    accountStatusType: field('_AccountStatusType'),
    unpaidBalance: field('_UnpaidBalanceAmount'),
    pastDue: field('_PastDueAmount'),
    creditLimit: field('_CreditLimitAmount'),
    highBalance: field('_HighBalanceAmount') ?? field('_HighCreditAmount'),
    chargeOffAmount: field('_ChargeOffAmount'),
    openedDate: field('_AccountOpenedDate'),
    reportedDate: field('_AccountReportedDate'),
    closedDate: field('_AccountClosedDate'),
    paidDate: field('_AccountPaidDate'),
    chargeOffDate: field('_ChargeOffDate'),
    lastPaymentDate: field('_LastPaymentDate'),
    lastActivityDate: field('_LastActivityDate'),
    firstDelinquencyDate: field('_FirstDelinquencyDate'),
    adverseRatingDates: [
      ...attributesAt(liability, ['_HIGHEST_ADVERSE_RATING'], '_Date'),
      ...attributesAt(liability, ['_MOST_RECENT_ADVERSE_RATING'], '_Date'),
      ...attributesAt(liability, ['_PRIOR_ADVERSE_RATING'], '_Date'),
    ],
    currentRatingType: attribute(rating, '_Type'),
    currentRatingCode: attribute(rating, '_Code'),
    paymentPattern: attribute(elementAt(liability, '_PAYMENT_PATTERN'), '_Data'),
    late30: attribute(lateCount, '_30Days'),
    late60: attribute(lateCount, '_60Days'),
    late90: attribute(lateCount, '_90Days'),
    // The DTD's names first, then the spellings resellers extend it with.
    collectionIndicator: field('_CollectionIndicator') ?? field('IsCollectionIndicator'),
    chargeOffIndicator: field('_ChargeOffIndicator') ?? field('IsChargeoffIndicator'),
    derogatoryIndicator: field('_DerogatoryDataIndicator'),
    remarks: commentsOf(liability),
  };
}

function readPublicRecord(record: XmlElement): RawPublicRecord {
  const field = (name: string) => attribute(record, name);
  return {
    type: field('_Type'),
    courtName: field('_CourtName'),
    plaintiffName: field('_PlaintiffName'),
    docketIdentifier: field('_DocketIdentifier'),
    filedDate: field('_FiledDate'),
    reportedDate: field('_ReportedDate'),
    dispositionType: field('_DispositionType'),
    dispositionDate: field('_DispositionDate'),
    legalObligationAmount: field('_LegalObligationAmount'),
    derogatoryIndicator: field('_DerogatoryDataIndicator'),
    remarks: commentsOf(record),
  };
}

function readScore(score: XmlElement): RawScore {
  return {
    value: attribute(score, '_Value'),
    modelName: attribute(score, '_ModelNameType'),
    modelOtherDescription: attribute(score, '_ModelNameTypeOtherDescription'),
    date: attribute(score, '_Date'),
    factors: attributesAt(score, ['_FACTOR'], '_Text'),
  };
}

const readInquiry = (inquiry: XmlElement) => ({
  date: toIsoDate(attribute(inquiry, '_Date')),
  name: attribute(inquiry, '_Name') ?? '',
});

/**
 * Reads a MISMO 2.x CREDIT_RESPONSE (2.3.1 and 2.4, what credit-data resellers deliver) into the
 * version-neutral records. A document without credit data is refused with what the vendor said instead.
 */
export function readMismo231(rootName: string, root: XmlElement): MismoDocument {
  const creditResponses = creditResponsesOf(rootName, root);
  const vendorAnswer = readVendorAnswer(root, creditResponses);
  const creditResponse = creditResponses.find(hasCreditData);
  if (!creditResponse) throw noCreditData(vendorAnswer);

  const fileBureaus = new Map<string, Bureau | null>();
  const files: CreditFileRecord[] = elements(creditResponse, 'CREDIT_FILE').map((file) => {
    const bureau = toBureau(attribute(file, 'CreditRepositorySourceType'));
    const id = attribute(file, 'CreditFileID');
    if (id) fileBureaus.set(id, bureau);
    return {
      bureau,
      returned: fileReturned(attribute(file, '_ResultStatusType')),
      borrowerIds: borrowerIdsOf(file),
      birthDate: toBirthDate(attribute(elementAt(file, '_BORROWER'), '_BirthDate')),
    };
  });
  const fallbackBureau = soleReturnedBureau(files);

  /**
   * A merged liability lists a CREDIT_REPOSITORY per bureau that reported it; without one, the bureau is the
   * CREDIT_FILE's (or, on a score, the element's own CreditRepositorySourceType).
   */
  const place = (name: string, prefix: string) =>
    elements(creditResponse, name).flatMap((item, position) => {
      const ownBureaus = [
        ...attributesAt(item, ['CREDIT_REPOSITORY'], '_SourceType'),
        ...[attribute(item, 'CreditRepositorySourceType')].filter((value): value is string => value !== null),
      ].map(toBureau);
      const own = [...new Set(ownBureaus.filter((bureau): bureau is Bureau => bureau !== null))];
      const fileBureau = fileBureaus.get(attribute(item, 'CreditFileID') ?? '') ?? fallbackBureau;
      const bureaus = own.length > 0 ? own : fileBureau ? [fileBureau] : [];
      const key = attribute(item, `${prefix}ID`) ?? `${prefix}-${position + 1}`;
      return onEachBureau(item, bureaus, key, borrowerIdsOf(item));
    });

  return {
    format: toReportFormat(attribute(root, 'MISMOVersionID') ?? attribute(creditResponse, 'MISMOVersionID'), '2'),
    bureauAttribution: 'per_bureau',
    reportIdentifier: attribute(creditResponse, 'CreditReportIdentifier'),
    reportDate: toIsoDate(
      attribute(creditResponse, 'CreditReportLastUpdatedDate') ??
        attribute(creditResponse, 'CreditReportFirstIssuedDate'),
    ),
    borrowers: readBorrowers(creditResponse),
    files,
    liabilities: place('CREDIT_LIABILITY', 'CreditLiability').map(placedRecord(readLiability)),
    publicRecords: place('CREDIT_PUBLIC_RECORD', 'CreditPublicRecord').map(placedRecord(readPublicRecord)),
    scores: place('CREDIT_SCORE', 'CreditScore').map(placedScore(readScore)),
    inquiries: place('CREDIT_INQUIRY', 'CreditInquiry').map(placedInquiry(readInquiry)),
    vendorAnswer,
  };
}
