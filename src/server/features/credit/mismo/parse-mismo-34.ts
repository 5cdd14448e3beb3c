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
import { indexRelationships, type RelationshipIndex } from './xlink-relationships.ts';
import { attribute, elementAt, elements, elementsAt, textAt, textsAt, type XmlElement } from './xml-node.ts';

export const MISMO_34_NAMESPACE = 'http://www.mismo.org/residential/2009/schemas';

interface CreditResponseScope {
  deal: XmlElement;
  creditResponse: XmlElement;
  relationships: XmlElement[];
}

const hasCreditData = (creditResponse: XmlElement) =>
  elements(creditResponse, 'CREDIT_FILES').length > 0 || elements(creditResponse, 'CREDIT_LIABILITIES').length > 0;

const dealsOf = (message: XmlElement) => elementsAt(message, 'DEAL_SETS', 'DEAL_SET', 'DEALS', 'DEAL');
const servicesOf = (message: XmlElement) => dealsOf(message).flatMap((deal) => elementsAt(deal, 'SERVICES', 'SERVICE'));

/** The first CREDIT_RESPONSE with credit files or liabilities, and the RELATIONSHIPS around it. */
function findCreditResponse(message: XmlElement): CreditResponseScope | null {
  for (const deal of dealsOf(message)) {
    for (const service of elementsAt(deal, 'SERVICES', 'SERVICE')) {
      const creditResponse = elementsAt(service, 'CREDIT', 'CREDIT_RESPONSE').find(hasCreditData);
      if (!creditResponse) continue;
      // Vendors put the credit arcs beside CREDIT in the SERVICE; the MISMO standard allows the DEAL level as well.
      const relationships = [deal, service, creditResponse].flatMap((scope) =>
        elementsAt(scope, 'RELATIONSHIPS', 'RELATIONSHIP'),
      );
      return { deal, creditResponse, relationships };
    }
  }
  return null;
}

/** A party's birth date: the borrower's detail as the order gave it, else the individual's identification. */
const birthDateOf = (party: XmlElement | undefined) =>
  toBirthDate(
    textAt(party, 'ROLES', 'ROLE', 'BORROWER', 'BORROWER_DETAIL', 'BorrowerBirthDate') ??
      textAt(party, 'INDIVIDUAL', 'IDENTIFICATION_VERIFICATION', 'BIRTH_INFORMATION', 'BirthDate'),
  );

function readBorrowers(parties: readonly XmlElement[], withLabels: boolean): BorrowerRecord[] {
  const borrowers: BorrowerRecord[] = [];
  for (const party of parties) {
    for (const role of elementsAt(party, 'ROLES', 'ROLE')) {
      const isBorrower =
        elements(role, 'BORROWER').length > 0 || textAt(role, 'ROLE_DETAIL', 'PartyRoleType') === 'Borrower';
      const id = attribute(role, 'label');
      if (!isBorrower || (withLabels && !id)) continue;
      const name = elementAt(party, 'INDIVIDUAL', 'NAME');
      borrowers.push({
        id: withLabels ? id : null,
        firstName: textAt(name, 'FirstName') ?? '',
        middleName: textAt(name, 'MiddleName'),
        lastName: textAt(name, 'LastName') ?? '',
        suffix: textAt(name, 'SuffixName'),
        birthDate: birthDateOf(party),
      });
    }
  }
  return borrowers;
}

/**
 * What the vendor said: each service's STATUSES and ERRORS, the deal set's ERRORS (a refused login), the
 * report type, the credit error messages, the bureaus' results and any embedded copy of the report. The deal
 * set's own STATUSES ("Request has been processed.") acknowledge the request and are left out.
 */
function readVendorAnswer(message: XmlElement): VendorAnswer {
  const services = servicesOf(message);
  const statuses = services.flatMap((service) => elementsAt(service, 'STATUSES', 'STATUS'));
  const errors = [...elementsAt(message, 'DEAL_SETS', 'DEAL_SET_SERVICES', 'DEAL_SET_SERVICE'), ...services].flatMap(
    (scope) => elementsAt(scope, 'ERRORS', 'ERROR', 'ERROR_MESSAGES', 'ERROR_MESSAGE'),
  );
  const creditResponses = services.flatMap((service) => elementsAt(service, 'CREDIT', 'CREDIT_RESPONSE'));
  const files = creditResponses.flatMap((response) => elementsAt(response, 'CREDIT_FILES', 'CREDIT_FILE'));
  const texts = (nodes: readonly XmlElement[], ...names: string[]) =>
    nodes.flatMap((node) => names.flatMap((name) => textsAt(node, name)));
  return {
    codes: [
      ...texts(statuses, 'StatusCode', 'StatusName'),
      ...texts(errors, 'ErrorMessageCategoryCode'),
      ...creditResponses.flatMap((response) => textsAt(response, 'CREDIT_RESPONSE_DETAIL', 'CreditReportType')),
    ],
    messages: [
      ...texts(statuses, 'StatusDescription', 'StatusConditionDescription'),
      ...texts(errors, 'ErrorMessageText'),
      ...[...creditResponses, ...files].flatMap((node) =>
        textsAt(node, 'CREDIT_ERROR_MESSAGES', 'CREDIT_ERROR_MESSAGE', 'CreditErrorMessageText'),
      ),
    ],
    fileResults: files.flatMap((file) => textsAt(file, 'CREDIT_FILE_DETAIL', 'CreditFileResultStatusType')),
    hasEmbeddedCopy: elementsAt(message, 'DOCUMENT_SETS', 'DOCUMENT_SET', 'DOCUMENTS', 'DOCUMENT').length > 0,
  };
}

/** The release the message declares: its reference model, else the version it says it is about. */
function declaredVersion(message: XmlElement): string | null {
  const declared = [
    attribute(message, 'MISMOReferenceModelIdentifier'),
    ...textsAt(message, 'ABOUT_VERSIONS', 'ABOUT_VERSION', 'AboutVersionIdentifier'),
  ];
  return declared.find((version) => version !== null && /^3\.\d/.test(version)) ?? null;
}

function readLiability(liability: XmlElement): RawLiability {
  const detail = elementAt(liability, 'CREDIT_LIABILITY_DETAIL');
  const lateCounts = elementAt(liability, 'CREDIT_LIABILITY_LATE_COUNT', 'CREDIT_LIABILITY_LATE_COUNT_DETAIL');
  const field = (name: string) => textAt(detail, name);
  const creditorAddress = elementAt(liability, 'CREDIT_LIABILITY_CREDITOR', 'ADDRESS');
  return {
    creditorName: textAt(liability, 'CREDIT_LIABILITY_CREDITOR', 'NAME', 'FullName'),
    creditorAddress: {
      street: textAt(creditorAddress, 'AddressLineText'),
      city: textAt(creditorAddress, 'CityName'),
      state: textAt(creditorAddress, 'StateCode'),
      postalCode: textAt(creditorAddress, 'PostalCode'),
    },
    originalCreditorName:
      field('CreditLiabilityOriginalCreditorName') ?? textAt(liability, 'CreditLiabilityOriginalCreditorName'),
    accountIdentifier: field('CreditLiabilityAccountIdentifier'),
    accountType: field('CreditLiabilityAccountType'),
    loanType: field('CreditLoanType'),
    accountStatusType: field('CreditLiabilityAccountStatusType'),
    unpaidBalance: field('CreditLiabilityUnpaidBalanceAmount'),
    pastDue: field('CreditLiabilityPastDueAmount'),
    creditLimit: field('CreditLiabilityCreditLimitAmount'),
    highBalance: field('CreditLiabilityHighBalanceAmount') ?? field('CreditLiabilityHighCreditAmount'),
    chargeOffAmount: field('CreditLiabilityChargeOffAmount'),
    openedDate: field('CreditLiabilityAccountOpenedDate'),
    reportedDate: field('CreditLiabilityAccountReportedDate'),
    closedDate: field('CreditLiabilityAccountClosedDate'),
    paidDate: field('CreditLiabilityAccountPaidDate'),
    chargeOffDate: field('CreditLiabilityChargeOffDate'),
    lastPaymentDate: field('CreditLiabilityLastPaymentDate'),
    lastActivityDate: field('CreditLiabilityLastActivityDate'),
    firstDelinquencyDate: field('CreditLiabilityFirstDelinquencyDate'),
    adverseRatingDates: [
      ...textsAt(liability, 'CREDIT_LIABILITY_HIGHEST_ADVERSE_RATING', 'CreditLiabilityHighestAdverseRatingDate'),
      ...textsAt(
        liability,
        'CREDIT_LIABILITY_MOST_RECENT_ADVERSE_RATING',
        'CreditLiabilityMostRecentAdverseRatingDate',
      ),
      ...textsAt(
        liability,
        'CREDIT_LIABILITY_PRIOR_ADVERSE_RATINGS',
        'CREDIT_LIABILITY_PRIOR_ADVERSE_RATING',
        'CreditLiabilityPriorAdverseRatingDate',
      ),
    ],
    currentRatingType: textAt(liability, 'CREDIT_LIABILITY_CURRENT_RATING', 'CreditLiabilityCurrentRatingType'),
    currentRatingCode: textAt(liability, 'CREDIT_LIABILITY_CURRENT_RATING', 'CreditLiabilityCurrentRatingCode'),
    paymentPattern: textAt(liability, 'CREDIT_LIABILITY_PAYMENT_PATTERN', 'CreditLiabilityPaymentPatternDataText'),
    late30: textAt(lateCounts, 'CreditLiability30DaysLateCount'),
    late60: textAt(lateCounts, 'CreditLiability60DaysLateCount'),
    late90: textAt(lateCounts, 'CreditLiability90DaysLateCount'),
    collectionIndicator: field('CreditLiabilityCollectionIndicator'),
    chargeOffIndicator: field('CreditLiabilityChargeOffIndicator'),
    derogatoryIndicator: field('CreditLiabilityDerogatoryDataIndicator'),
    remarks: textsAt(liability, 'CREDIT_COMMENTS', 'CREDIT_COMMENT', 'CreditCommentText'),
  };
}

function readPublicRecord(record: XmlElement): RawPublicRecord {
  const detail = elementAt(record, 'CREDIT_PUBLIC_RECORD_DETAIL');
  const field = (name: string) => textAt(detail, name);
  return {
    type: field('CreditPublicRecordType'),
    courtName: field('CreditPublicRecordCourtName'),
    plaintiffName: field('CreditPublicRecordPlaintiffName'),
    docketIdentifier: field('CreditPublicRecordDocketIdentifier'),
    filedDate: field('CreditPublicRecordFiledDate'),
    reportedDate: field('CreditPublicRecordReportedDate'),
    dispositionType: field('CreditPublicRecordDispositionType'),
    dispositionDate: field('CreditPublicRecordDispositionDate'),
    legalObligationAmount: field('CreditPublicRecordLegalObligationAmount'),
    derogatoryIndicator: field('CreditPublicRecordDerogatoryDataIndicator'),
    remarks: textsAt(record, 'CREDIT_COMMENTS', 'CREDIT_COMMENT', 'CreditCommentText'),
  };
}

function readScore(score: XmlElement): RawScore {
  return {
    value: textAt(score, 'CREDIT_SCORE_DETAIL', 'CreditScoreValue'),
    modelName: textAt(score, 'CREDIT_SCORE_DETAIL', 'CreditScoreModelNameType'),
    modelOtherDescription: textAt(score, 'CREDIT_SCORE_DETAIL', 'CreditScoreModelNameTypeOtherDescription'),
    date: textAt(score, 'CREDIT_SCORE_DETAIL', 'CreditScoreDate'),
    factors: textsAt(score, 'CREDIT_SCORE_FACTORS', 'CREDIT_SCORE_FACTOR', 'CreditScoreFactorText'),
  };
}

const readInquiry = (inquiry: XmlElement) => ({
  date: toIsoDate(textAt(inquiry, 'CREDIT_INQUIRY_DETAIL', 'CreditInquiryDate')),
  name: textAt(inquiry, 'NAME', 'FullName') ?? '',
});

/**
 * Where each item of a kind sits: its bureau through the CREDIT_FILE it is linked to (the element's own
 * CREDIT_REPOSITORY usually says "MergedData"), its borrowers through the ROLEs it is linked to.
 */
function placeItems(
  items: readonly XmlElement[],
  kind: string,
  index: RelationshipIndex,
  fileBureaus: ReadonlyMap<string, Bureau | null>,
  fallbackBureau: Bureau | null,
) {
  return items.flatMap((item, position) => {
    const label = attribute(item, 'label');
    const linkedBureaus = index
      .linked(label, `CREDIT_FILE_IsAssociatedWith_${kind}`)
      .map((file) => fileBureaus.get(file) ?? null);
    const ownBureaus = textsAt(item, 'CREDIT_REPOSITORIES', 'CREDIT_REPOSITORY', 'CreditRepositorySourceType').map(
      toBureau,
    );
    const found = [
      ...new Set((linkedBureaus.some(Boolean) ? linkedBureaus : ownBureaus).filter((b): b is Bureau => b !== null)),
    ];
    const bureaus = found.length > 0 ? found : fallbackBureau ? [fallbackBureau] : [];
    const key = label ?? `${kind.toLowerCase()}-${position + 1}`;
    return onEachBureau(item, bureaus, key, index.linked(label, `${kind}_IsAssociatedWith_ROLE`));
  });
}

/**
 * Reads a MISMO 3.x MESSAGE (as credit-report vendors send it today) into the version-neutral records. A
 * message without credit data is refused with what the vendor said instead.
 */
export function readMismo34(message: XmlElement): MismoDocument {
  const vendorAnswer = readVendorAnswer(message);
  const scope = findCreditResponse(message);
  if (!scope) throw noCreditData(vendorAnswer);
  const { deal, creditResponse } = scope;
  const index = indexRelationships(scope.relationships);

  const fileBureaus = new Map<string, Bureau | null>();
  const files: CreditFileRecord[] = elementsAt(creditResponse, 'CREDIT_FILES', 'CREDIT_FILE').map((file) => {
    const label = attribute(file, 'label');
    const bureau = toBureau(textAt(file, 'CREDIT_FILE_DETAIL', 'CreditRepositorySourceType'));
    if (label) fileBureaus.set(label, bureau);
    return {
      bureau,
      returned: fileReturned(textAt(file, 'CREDIT_FILE_DETAIL', 'CreditFileResultStatusType')),
      borrowerIds: index.linked(label, 'CREDIT_FILE_IsAssociatedWith_ROLE'),
      birthDate: birthDateOf(elementAt(file, 'PARTY')),
    };
  });
  const fallbackBureau = soleReturnedBureau(files);
  const place = (path: [string, string], kind: string) =>
    placeItems(elementsAt(creditResponse, ...path), kind, index, fileBureaus, fallbackBureau);

  const borrowers = readBorrowers(elementsAt(creditResponse, 'PARTIES', 'PARTY'), true);
  const detail = elementAt(creditResponse, 'CREDIT_RESPONSE_DETAIL');
  // A liability whose own repository is not a bureau ("MergedData") was merged by the vendor: it is linked to
  // one bureau's file, but other bureaus may report it too, so "only one bureau reports it" cannot be told.
  const vendorMerged = elementsAt(creditResponse, 'CREDIT_LIABILITIES', 'CREDIT_LIABILITY').some((liability) =>
    textsAt(liability, 'CREDIT_REPOSITORIES', 'CREDIT_REPOSITORY', 'CreditRepositorySourceType').some(
      (source) => toBureau(source) === null,
    ),
  );
  return {
    format: toReportFormat(declaredVersion(message), '3'),
    bureauAttribution: vendorMerged ? 'vendor_merged' : 'per_bureau',
    reportIdentifier: textAt(detail, 'CreditReportIdentifier'),
    reportDate: toIsoDate(
      textAt(detail, 'CreditReportLastUpdatedDate') ?? textAt(detail, 'CreditReportFirstIssuedDate'),
    ),
    // A response that does not label its borrowers still names them at the deal level.
    borrowers: borrowers.length > 0 ? borrowers : readBorrowers(elementsAt(deal, 'PARTIES', 'PARTY'), false),
    files,
    liabilities: place(['CREDIT_LIABILITIES', 'CREDIT_LIABILITY'], 'CREDIT_LIABILITY').map(placedRecord(readLiability)),
    publicRecords: place(['CREDIT_PUBLIC_RECORDS', 'CREDIT_PUBLIC_RECORD'], 'CREDIT_PUBLIC_RECORD').map(
      placedRecord(readPublicRecord),
    ),
    scores: place(['CREDIT_SCORES', 'CREDIT_SCORE'], 'CREDIT_SCORE').map(placedScore(readScore)),
    inquiries: place(['CREDIT_INQUIRIES', 'CREDIT_INQUIRY'], 'CREDIT_INQUIRY').map(placedInquiry(readInquiry)),
    vendorAnswer,
  };
}
