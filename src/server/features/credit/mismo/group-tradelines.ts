import { BUREAUS } from '#shared/constants/bureaus.ts';
import { normalizeCreditorName } from '#shared/rules/normalize-creditor-name.ts';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';

/** One bureau's report of one account or public record, with the tradeline fields it brings along. */
export interface TradelinePart extends Omit<Tradeline, 'views'> {
  view: BureauView;
}

const MASK = /[X*]/g;

/** Account numbers compare without spaces, dashes or case; bureaus mask digits with X or *. */
const compact = (accountNumber: string | null) => (accountNumber ?? '').toUpperCase().replace(/[\s-]/g, '');

/**
 * Whether two bureaus' account numbers name the same account: equal once the masking is dropped, or of the same
 * length and equal wherever neither is masked (one bureau hides the first digits, another the last). Null when
 * the masks leave no character to compare.
 */
export function compareAccountNumbers(a: string, b: string): boolean | null {
  if (a.replace(MASK, '') === b.replace(MASK, '')) return true;
  if (a.length !== b.length) return false;
  let agreeing = 0;
  for (let i = 0; i < a.length; i++) {
    const left = a[i] as string;
    const right = b[i] as string;
    if (left === 'X' || left === '*' || right === 'X' || right === '*') continue;
    if (left !== right) return false;
    agreeing++;
  }
  return agreeing > 0 ? true : null;
}

function isSameAccount(a: TradelinePart, b: TradelinePart): boolean {
  const left = compact(a.accountNumber);
  const right = compact(b.accountNumber);
  const sameNumber = left.replace(MASK, '') && right.replace(MASK, '') ? compareAccountNumbers(left, right) : null;
  return sameNumber ?? (a.view.dateOpened !== null && a.view.dateOpened === b.view.dateOpened);
}

const bureauOrder = (view: BureauView) => BUREAUS.indexOf(view.bureau);

/**
 * Groups the bureaus' reports of one account into one tradeline: same kind, same creditor (ignoring case,
 * punctuation and legal forms such as INC, NA, BANK) and
 * the same account number, or the same opening date when the numbers are missing or masked beyond comparing. Two reports from one bureau
 * never merge: a bureau listing an account twice is a duplicate the member may dispute.
 */
export function groupTradelines(parts: readonly TradelinePart[]): Tradeline[] {
  const groups: { first: TradelinePart; parts: TradelinePart[] }[] = [];
  // Only parts with the same creditor can match, so each part is compared with a handful, not with all.
  const byCreditor = new Map<string, (typeof groups)[number][]>();
  for (const part of parts) {
    // The finder's own creditor key: bureaus spell one lender differently ("CAPITAL ONE, N.A.", "CAPITAL ONE").
    const creditor = `${part.kind}|${normalizeCreditorName(part.creditorName)}`;
    const candidates = byCreditor.get(creditor) ?? [];
    const group = candidates.find(
      (candidate) =>
        !candidate.parts.some((member) => member.view.bureau === part.view.bureau) &&
        isSameAccount(candidate.first, part),
    );
    if (group) {
      group.parts.push(part);
      continue;
    }
    const created = { first: part, parts: [part] };
    groups.push(created);
    candidates.push(created);
    byCreditor.set(creditor, candidates);
  }
  return groups.map(({ first, parts: members }) => {
    const firstKnown = <K extends keyof TradelinePart>(field: K) =>
      members.find((member) => member[field] !== null)?.[field] ?? first[field];
    return {
      key: first.key,
      kind: first.kind,
      creditorName: first.creditorName,
      originalCreditorName: firstKnown('originalCreditorName'),
      creditorAddress: firstKnown('creditorAddress') ?? null,
      accountNumber: firstKnown('accountNumber'),
      accountType: firstKnown('accountType'),
      loanType: firstKnown('loanType'),
      bankruptcyChapter: firstKnown('bankruptcyChapter'),
      publicRecordType: firstKnown('publicRecordType'),
      views: members.map((member) => member.view).sort((a, b) => bureauOrder(a) - bureauOrder(b)),
    };
  });
}
