import type { Bureau } from '#shared/constants/bureaus.ts';
import { earliestDate } from '#shared/rules/iso-date.ts';
import type { BureauScore, BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import type { RawLiability, RawPublicRecord, RawScore } from './mismo-document.ts';
import { toAccountStatus, toCents, toCount, toIndicator, toIsoDate, toScoreValue, uniqueTexts } from './normalise.ts';
import { isAdverse, toPaymentStatus } from './payment-status.ts';

/** One bureau's view of one liability, every amount in cents and every date as YYYY-MM-DD. */
export function toLiabilityView(bureau: Bureau, raw: RawLiability): BureauView {
  const remarks = uniqueTexts(raw.remarks);
  const chargeOffCents = toCents(raw.chargeOffAmount);
  const collectionIndicator = toIndicator(raw.collectionIndicator);
  const chargeOffIndicator = toIndicator(raw.chargeOffIndicator);
  const paymentStatus = toPaymentStatus({
    ratingType: raw.currentRatingType,
    ratingCode: raw.currentRatingCode,
    accountType: raw.accountType,
    loanType: raw.loanType,
    remarks,
    chargeOffCents,
    collectionIndicator,
    chargeOffIndicator,
  });
  const late30Count = toCount(raw.late30);
  const late60Count = toCount(raw.late60);
  const late90Count = toCount(raw.late90);
  const isCollection = collectionIndicator ?? paymentStatus === 'collection';
  const isChargeOff = chargeOffIndicator ?? (paymentStatus === 'charge_off' || (chargeOffCents ?? 0) > 0);
  const hasLatePayments = [late30Count, late60Count, late90Count].some((count) => (count ?? 0) > 0);
  const accountStatus = toAccountStatus(raw.accountStatusType);
  return {
    bureau,
    balanceCents: toCents(raw.unpaidBalance),
    pastDueCents: toCents(raw.pastDue),
    creditLimitCents: toCents(raw.creditLimit),
    highBalanceCents: toCents(raw.highBalance),
    chargeOffCents,
    accountStatus,
    paymentStatus,
    dateOpened: toIsoDate(raw.openedDate),
    dateReported: toIsoDate(raw.reportedDate),
    // A paid-off account is closed on the day it was paid when the bureau gives no closing date.
    dateClosed: toIsoDate(raw.closedDate) ?? (accountStatus === 'closed' ? toIsoDate(raw.paidDate) : null),
    // 3.4 vendors often send only the last activity, which for a consumer account is the last payment.
    lastPaymentDate: toIsoDate(raw.lastPaymentDate) ?? toIsoDate(raw.lastActivityDate),
    // Only the bureau's own date: the view's date of first delinquency is quoted to the bureaus as theirs. The
    // adverse ratings are kept apart as evidence for estimating it (the reporting period's rule).
    firstDelinquencyDate: toIsoDate(raw.firstDelinquencyDate),
    chargeOffDate: toIsoDate(raw.chargeOffDate),
    earliestAdverseRatingDate: earliestDate(raw.adverseRatingDates.map(toIsoDate)),
    paymentPattern: raw.paymentPattern,
    late30Count,
    late60Count,
    late90Count,
    isCollection,
    isChargeOff,
    isDerogatory:
      toIndicator(raw.derogatoryIndicator) ??
      (isCollection || isChargeOff || isAdverse(paymentStatus) || hasLatePayments || raw.adverseRatingDates.length > 0),
    remarks,
  };
}

const RESOLVED_DISPOSITIONS = /discharged|dismissed|satisfied|paid|released|settled|vacated|withdrawn|completed/i;
const OPEN_DISPOSITIONS = /filed|unsatisfied|unreleased|pending|granted|adjudicated/i;

/** A public record as one bureau reports it: the filing is its opening, the disposition its closing. */
export function toPublicRecordView(bureau: Bureau, raw: RawPublicRecord): BureauView {
  const disposition = raw.dispositionType ?? '';
  const filed = toIsoDate(raw.filedDate);
  return {
    bureau,
    balanceCents: toCents(raw.legalObligationAmount),
    pastDueCents: null,
    creditLimitCents: null,
    highBalanceCents: null,
    chargeOffCents: null,
    // "Unsatisfied" contains "satisfied": the open readings are checked first.
    accountStatus: OPEN_DISPOSITIONS.test(disposition)
      ? 'open'
      : RESOLVED_DISPOSITIONS.test(disposition)
        ? 'closed'
        : null,
    paymentStatus: /bankruptcy/i.test(raw.type ?? '') ? 'bankruptcy' : 'unknown',
    dateOpened: filed,
    dateReported: toIsoDate(raw.reportedDate),
    dateClosed: toIsoDate(raw.dispositionDate),
    lastPaymentDate: null,
    // A public record's reporting period runs from its filing: that is the date the FCRA clock starts on.
    firstDelinquencyDate: filed,
    paymentPattern: null,
    late30Count: null,
    late60Count: null,
    late90Count: null,
    isCollection: false,
    isChargeOff: false,
    isDerogatory: toIndicator(raw.derogatoryIndicator) ?? true,
    remarks: uniqueTexts(raw.remarks),
  };
}

/** 7, 11 or 13 from a type such as BankruptcyChapter7 or BankruptcyChapter13Discharged. */
export function toBankruptcyChapter(type: string | null): Tradeline['bankruptcyChapter'] {
  const chapter = /chapter\s*(\d+)/i.exec(type ?? '')?.[1];
  return chapter === '7' ? 7 : chapter === '11' ? 11 : chapter === '13' ? 13 : null;
}

const ORIGINAL_CREDITOR_REMARK = /^ORIG(?:INAL)?\.? CREDITOR:\s*(.+)$/i;

/** The creditor a collection was bought from: its own field, else the bureau's "ORIGINAL CREDITOR:" remark. */
export function toOriginalCreditorName(raw: RawLiability): string | null {
  if (raw.originalCreditorName) return raw.originalCreditorName;
  for (const remark of raw.remarks) {
    const name = ORIGINAL_CREDITOR_REMARK.exec(remark.trim())?.[1]?.trim();
    if (name) return name;
  }
  return null;
}

export function toBureauScore(bureau: Bureau, raw: RawScore): BureauScore {
  return {
    bureau,
    value: toScoreValue(raw.value),
    model: (raw.modelName === 'Other' ? raw.modelOtherDescription : null) ?? raw.modelName,
    date: toIsoDate(raw.date),
    factors: uniqueTexts(raw.factors),
  };
}
