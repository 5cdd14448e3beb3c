import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import { MAX_REPORT_ITEMS } from '#shared/constants/credit-files.ts';
import { type ParsedCreditReport, ParsedCreditReportSchema, type Tradeline } from '#shared/schemas/credit-report.ts';
import {
  toBankruptcyChapter,
  toBureauScore,
  toLiabilityView,
  toOriginalCreditorName,
  toPublicRecordView,
} from './build-view.ts';
import { belongsTo, chooseBorrower, type Member } from './choose-borrower.ts';
import { groupTradelines, type TradelinePart } from './group-tradelines.ts';
import type { LiabilityRecord, MismoDocument, PublicRecordRecord } from './mismo-document.ts';
import { MismoImportError } from './mismo-error.ts';
import { toCreditorAddress } from './normalise.ts';
import { vendorRefusal } from './vendor-status.ts';

function liabilityPart(record: LiabilityRecord): TradelinePart {
  const { fields } = record;
  return {
    key: record.key,
    kind: 'account',
    creditorName: fields.creditorName ?? '',
    originalCreditorName: toOriginalCreditorName(fields),
    creditorAddress: toCreditorAddress(fields.creditorAddress),
    accountNumber: fields.accountIdentifier,
    accountType: fields.accountType,
    loanType: fields.loanType,
    bankruptcyChapter: null,
    publicRecordType: null,
    view: toLiabilityView(record.bureau, fields),
  };
}

function publicRecordPart(record: PublicRecordRecord): TradelinePart {
  const { fields } = record;
  return {
    key: record.key,
    kind: 'public_record',
    creditorName: fields.courtName ?? fields.plaintiffName ?? '',
    originalCreditorName: null,
    creditorAddress: null,
    accountNumber: fields.docketIdentifier,
    accountType: null,
    loanType: null,
    bankruptcyChapter: toBankruptcyChapter(fields.type),
    publicRecordType: fields.type,
    view: toPublicRecordView(record.bureau, fields),
  };
}

/** Keys link findings to tradelines, so a document reusing an identifier must not make two tradelines one. */
function withUniqueKeys(tradelines: Tradeline[]): Tradeline[] {
  const seen = new Set<string>();
  return tradelines.map((tradeline) => {
    let key = tradeline.key;
    for (let n = 2; seen.has(key); n++) key = `${tradeline.key}-${n}`;
    seen.add(key);
    return key === tradeline.key ? tradeline : { ...tradeline, key };
  });
}

const inBureauOrder = (bureaus: Iterable<Bureau>) => {
  const present = new Set(bureaus);
  return BUREAUS.filter((bureau) => present.has(bureau));
};

/**
 * The member's report: their borrower's scores, grouped tradelines and inquiries, checked against the
 * contract. Throws ReportNotYoursError when no borrower on the document is the member.
 */
export function assembleReport(document: MismoDocument, member: Member): ParsedCreditReport {
  const chosen = chooseBorrower(document, member);
  const mine = <T extends { borrowerIds: readonly string[] }>(items: readonly T[]) =>
    items.filter((item) => belongsTo(chosen, item));

  const liabilities = mine(document.liabilities);
  const publicRecords = mine(document.publicRecords);
  const scores = mine(document.scores);
  const files = mine(document.files);
  if (document.liabilities.length + document.publicRecords.length > MAX_REPORT_ITEMS) {
    throw new MismoImportError('too_many_items', `${document.liabilities.length} liabilities`);
  }
  // A response with no bureau that answered, no account and no score is not a report to show as "clean": the
  // bureaus failed (their files say so), or the vendor said why, or parts are missing.
  if (!files.some((file) => file.returned) && liabilities.length + publicRecords.length + scores.length === 0) {
    const reason = vendorRefusal(document.vendorAnswer) ?? 'missing_parts';
    throw new MismoImportError(reason, 'No bureau returned a file and no credit data was found');
  }
  // Without any CREDIT_FILE the bureaus that answered are the ones whose items are on the report.
  const bureausReturned =
    files.length > 0
      ? inBureauOrder(files.flatMap((file) => (file.returned && file.bureau ? [file.bureau] : [])))
      : inBureauOrder([...liabilities, ...publicRecords, ...scores].map((item) => item.bureau));

  return ParsedCreditReportSchema.parse({
    source: 'mismo',
    format: document.format,
    bureauAttribution: document.bureauAttribution,
    reportIdentifier: document.reportIdentifier,
    reportDate: document.reportDate,
    borrower: {
      firstName: chosen.borrower.firstName,
      lastName: chosen.borrower.lastName,
      ...(chosen.dateOfBirth ? { dateOfBirth: chosen.dateOfBirth } : {}),
      // A report nobody on it matches is refused (ReportNotYoursError), so the borrower is always the member.
      matchedMember: true,
      borrowerCount: chosen.borrowerCount,
    },
    bureausReturned,
    scores: scores.map((score) => toBureauScore(score.bureau, score.fields)),
    tradelines: withUniqueKeys([
      ...groupTradelines(liabilities.map(liabilityPart)),
      ...groupTradelines(publicRecords.map(publicRecordPart)),
    ]),
    inquiries: mine(document.inquiries).map((record) => record.inquiry),
  });
}
