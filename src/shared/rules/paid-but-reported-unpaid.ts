import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { BureauView, PaymentStatus, Tradeline } from '#shared/schemas/credit-report.ts';
import { isAdverseView } from './classify-tradeline.ts';

export interface PaidView {
  bureau: Bureau;
  /** A remark such as "PAID CHARGE-OFF" or "SETTLED", or else a zero balance. */
  evidence: 'paid_remark' | 'zero_balance';
}

export interface UnpaidView {
  bureau: Bureau;
  balanceCents: number;
  paymentStatus: PaymentStatus;
}

/** One bureau shows the debt paid while a bureau (possibly the same one) still reports it owed. */
export interface PaidConflict {
  paid: PaidView[];
  unpaid: UnpaidView[];
}

const PAID_REMARK = /\bPAID\b|\bSETTLED\b/i;
const NOT_PAID_REMARK = /\bNOT\s+PAID\b/i;

function hasPaidRemark(view: BureauView): boolean {
  return view.remarks.some((remark) => PAID_REMARK.test(remark) && !NOT_PAID_REMARK.test(remark));
}

function paidEvidence(view: BureauView): PaidView['evidence'] | null {
  if (hasPaidRemark(view)) return 'paid_remark';
  return view.balanceCents === 0 ? 'zero_balance' : null;
}

/** Still owed: a balance on a view that also reports something adverse (a current balance is not a debt). */
function isReportedUnpaid(view: BureauView): boolean {
  return (view.balanceCents ?? 0) > 0 && isAdverseView(view);
}

function byBureau<T extends { bureau: Bureau }>(items: T[]): T[] {
  return items.sort((a, b) => BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau));
}

/**
 * A paid debt must show a zero balance everywhere. Conflicts are a zero balance or a "paid" remark at one
 * bureau against an adverse balance at another, or a "paid" remark on a view that still reports a
 * balance. A zero balance next to a collection or charge-off status at the same bureau is no conflict:
 * that is how a paid collection is reported.
 */
export function findPaidConflict(t: Tradeline): PaidConflict | null {
  const paid: PaidView[] = [];
  const unpaid: UnpaidView[] = [];
  for (const view of t.views) {
    const evidence = paidEvidence(view);
    if (evidence) paid.push({ bureau: view.bureau, evidence });
    if (isReportedUnpaid(view)) {
      unpaid.push({ bureau: view.bureau, balanceCents: view.balanceCents ?? 0, paymentStatus: view.paymentStatus });
    }
  }
  if (paid.length === 0 || unpaid.length === 0) return null;
  return { paid: byBureau(paid), unpaid: byBureau(unpaid) };
}
