import { createHash } from 'node:crypto';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { type ParsedCreditReport, ParsedCreditReportSchema, type Tradeline } from '#shared/schemas/credit-report.ts';
import { CREDIT_PROVIDER_TRAITS, type CreditDataProvider, type CreditPullRequest } from './credit-data-provider.ts';
import { CARD_ISSUERS, monthsBefore } from './demo-account-parts.ts';
import { buildDemoAccount, DEMO_ACCOUNT_KEYS, EVERYONES_ACCOUNTS } from './demo-accounts.ts';
import { accountsToldAbout } from './demo-told-accounts.ts';
import { seededRandom } from './seeded-random.ts';

/** The demo bureau's file on a person, as their latest demo report holds it. */
export interface DemoFile {
  /** The file number (the report identifier): everything in the file is drawn from it. */
  number: string;
  /** The day the file was first pulled: the accounts' dates count from it. */
  openedOn: string;
  /** The tradeline keys of its accounts. */
  accounts: readonly string[];
}

/** A bureau's answer `deleted` to a dispute of one of the file's accounts. */
export interface DemoDeletion {
  tradelineKey: string;
  bureau: Bureau;
}

export interface DemoPullRequest extends CreditPullRequest {
  /** The person's file when they have one: the pull reads it again rather than opening another. */
  file?: DemoFile | null;
  /** What bureaus deleted: a real pull no longer shows it in that bureau's part. */
  deletions?: readonly DemoDeletion[];
}

/**
 * A new file, numbered after the person's identity key (the account id, or the onboarding draft's id before
 * the account exists): a profile typed a little differently must not turn them into someone else. Later pulls
 * find the number in the stored report, so the file survives the draft becoming an account.
 */
function openFile(identityKey: string, asOf: string): DemoFile {
  const digest = createHash('sha256').update(identityKey).digest('hex').slice(0, 10).toUpperCase();
  return { number: `DEMO-${digest}`, openedOn: asOf, accounts: EVERYONES_ACCOUNTS };
}

function withoutDeletions(tradeline: Tradeline, deletions: readonly DemoDeletion[]): Tradeline | null {
  const deletedBy = new Set(deletions.filter((d) => d.tradelineKey === tradeline.key).map((d) => d.bureau));
  const views = tradeline.views.filter((view) => !deletedBy.has(view.bureau));
  return views.length > 0 ? { ...tradeline, views } : null;
}

/**
 * Synthetic tri-bureau reports for demonstrations and tests, labelled as sample data (source 'demo'). A pull
 * of a person's file shows the same accounts and scores every time; only what time moves changes (the
 * reporting month, the items' age), and what a bureau deleted is gone from that bureau's part.
 */
export function generateDemoReport(request: DemoPullRequest): ParsedCreditReport {
  const { subject, asOf } = request;
  const file = request.file ?? openFile(subject.identityKey, asOf);
  const held = new Set([...file.accounts, ...accountsToldAbout(subject.preferences)]);
  const draw = (topic: string) => seededRandom(`${file.number}|${topic}`);
  const dates = { openedOn: file.openedOn, reported: monthsBefore(asOf, 0) };
  const tradelines = DEMO_ACCOUNT_KEYS.filter((key) => held.has(key)).flatMap((key) => {
    const kept = withoutDeletions(buildDemoAccount(key, draw, dates), request.deletions ?? []);
    return kept ? [kept] : [];
  });
  const scores = draw('scores');
  const base = scores.int(540, 700);
  const inquiries = draw('inquiries');
  return ParsedCreditReportSchema.parse({
    source: 'demo',
    format: 'demo',
    bureauAttribution: 'per_bureau',
    reportIdentifier: file.number,
    reportDate: asOf,
    borrower: { firstName: subject.firstName, lastName: subject.lastName, matchedMember: true, borrowerCount: 1 },
    bureausReturned: [...BUREAUS],
    scores: BUREAUS.map((bureau) => ({
      bureau,
      value: Math.min(850, Math.max(300, base + scores.int(-15, 15))),
      model: 'FICO Score 8 (sample)',
      date: asOf,
      factors: [],
    })),
    tradelines,
    inquiries: BUREAUS.slice(0, inquiries.int(1, 3)).map((bureau) => ({
      bureau,
      date: monthsBefore(file.openedOn, inquiries.int(1, 20)),
      name: inquiries.pick(CARD_ISSUERS),
    })),
  });
}

export const demoProvider = {
  name: 'demo',
  ...CREDIT_PROVIDER_TRAITS.demo,
  fetchReport: async (request: DemoPullRequest) => generateDemoReport(request),
} satisfies CreditDataProvider;
