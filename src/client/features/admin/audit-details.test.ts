import { describe, expect, it } from 'vitest';
import en from '#client/locales/en.json';
import es from '#client/locales/es.json';
import { describeAuditDetails } from './audit-details.ts';

const DISPUTE_ID = '5d0c8d8e-0a8b-4f6e-9a51-2d3c4b5a6f70';

describe('describeAuditDetails', () => {
  it('says what each recorded detail holds, in the server’s order', () => {
    expect(
      describeAuditDetails({
        disputeId: DISPUTE_ID,
        bureau: 'transunion',
        outcome: 'deleted',
        respondedOn: '2026-03-02',
        newStatus: 'resolved',
      }),
    ).toEqual([
      { key: 'disputeId', known: 'disputeId', value: { kind: 'id', value: DISPUTE_ID } },
      { key: 'bureau', known: 'bureau', value: { kind: 'bureau', value: 'transunion' } },
      { key: 'outcome', known: 'outcome', value: { kind: 'outcome', value: 'deleted' } },
      { key: 'respondedOn', known: 'respondedOn', value: { kind: 'day', value: '2026-03-02' } },
      { key: 'newStatus', known: 'newStatus', value: { kind: 'disputeStatus', value: 'resolved' } },
    ]);
  });

  it('reads an activation, a refused key and an export', () => {
    expect(describeAuditDetails({ paymentReference: 'INV-1', batch: true, submittedDisputes: 2 })).toEqual([
      { key: 'paymentReference', known: 'paymentReference', value: { kind: 'text', value: 'INV-1' } },
      { key: 'batch', known: 'batch', value: { kind: 'flag', value: true } },
      { key: 'submittedDisputes', known: 'submittedDisputes', value: { kind: 'count', value: 2 } },
    ]);
    expect(describeAuditDetails({ reason: 'wrong', userCount: 3 }).map((detail) => detail.value)).toEqual([
      { kind: 'refusal', value: 'wrong' },
      { kind: 'count', value: 3 },
    ]);
    expect(
      describeAuditDetails({ status: 'active', search: null, format: 'csv', dateFrom: '2026-01-01' }).map(
        (detail) => detail.value,
      ),
    ).toEqual([
      { kind: 'subscriptionStatus', value: 'active' },
      { kind: 'none' },
      { kind: 'format', value: 'csv' },
      { kind: 'day', value: '2026-01-01' },
    ]);
  });

  it('reads a list an admin read: the page, the filters in use and the rows shown', () => {
    expect(describeAuditDetails({ page: 2, search: 'lopez', status: 'inactive', rowCount: 25 })).toEqual([
      { key: 'page', known: 'page', value: { kind: 'count', value: 2 } },
      { key: 'search', known: 'search', value: { kind: 'text', value: 'lopez' } },
      { key: 'status', known: 'status', value: { kind: 'subscriptionStatus', value: 'inactive' } },
      { key: 'rowCount', known: 'rowCount', value: { kind: 'count', value: 25 } },
    ]);
  });

  it('reads a testimonial’s change: which testimonial, and whose words', () => {
    expect(describeAuditDetails({ testimonialId: DISPUTE_ID, firstName: 'Rosa' })).toEqual([
      { key: 'testimonialId', known: 'testimonialId', value: { kind: 'id', value: DISPUTE_ID } },
      { key: 'firstName', known: 'firstName', value: { kind: 'text', value: 'Rosa' } },
    ]);
  });

  it('reads a refund settled: the refund, returned or never received, and the amount owed back', () => {
    expect(
      describeAuditDetails({
        paymentId: DISPUTE_ID,
        refundOutcome: 'returned',
        paymentReference: 're_1',
        refundCents: 12_000,
      }).map((detail) => detail.value),
    ).toEqual([
      { kind: 'id', value: DISPUTE_ID },
      { kind: 'refundOutcome', value: 'returned' },
      { kind: 'text', value: 're_1' },
      { kind: 'money', value: 12_000 },
    ]);
    expect(describeAuditDetails({ refundOutcome: 'lost' })[0]?.value).toEqual({ kind: 'text', value: 'lost' });
  });

  it('reads an account verified by its mailbox, and a deleted account’s kept records', () => {
    expect(
      describeAuditDetails({ sessionsEnded: 2, secondFactorRemoved: true, passkeysRemoved: 0 }).map((d) => d.value),
    ).toEqual([
      { kind: 'count', value: 2 },
      { kind: 'flag', value: true },
      { kind: 'count', value: 0 },
    ]);
    expect(
      describeAuditDetails({ retainedRecords: 'service_agreement, payment_records', refundDueCents: 0 }).map(
        (d) => d.value,
      ),
    ).toEqual([
      { kind: 'retainedKinds', value: ['service_agreement', 'payment_records'] },
      { kind: 'money', value: 0 },
    ]);
    expect(describeAuditDetails({ formerUserId: DISPUTE_ID, kinds: 'none, ledger' }).map((d) => d.value)).toEqual([
      { kind: 'id', value: DISPUTE_ID },
      { kind: 'retainedKinds', value: ['none', { unknown: 'ledger' }] },
    ]);
  });

  it('has words in both languages for every detail the server writes', () => {
    const written = [...serverDetailKeys()];
    // The scan must see the details it is meant to see.
    expect(written).toEqual(expect.arrayContaining(['refundOutcome', 'refundCents', 'formerUserId', 'rowCount']));
    for (const key of [...written, ...INDIRECT_DETAIL_KEYS]) {
      expect(describeAuditDetails({ [key]: null })[0]?.known, key).toBe(key);
      expect(en.admin.audit.details, key).toHaveProperty(key);
      expect(es.admin.audit.details, key).toHaveProperty(key);
    }
  });

  it('keeps a code or a detail it has no words for as the server wrote it', () => {
    expect(describeAuditDetails({ reason: 'RATE_LIMITED', bureau: 'innovis', preview: false })).toEqual([
      { key: 'reason', known: 'reason', value: { kind: 'text', value: 'RATE_LIMITED' } },
      { key: 'bureau', known: 'bureau', value: { kind: 'text', value: 'innovis' } },
      { key: 'preview', known: null, value: { kind: 'flag', value: false } },
    ]);
  });
});

/** Details that reach the log as another function's result, not written out where the entry is recorded. */
const INDIRECT_DETAIL_KEYS = [
  // billing/payment-verification.ts, spread into the activation's details.
  'renewalMonth',
  'submittedDisputes',
  // auth/user-queries.ts: what a claim by the mailbox removed, spread into account_verified_by_mailbox's details.
  'sessionsEnded',
  'secondFactorRemoved',
  'passkeysRemoved',
  // admin/users/service.ts: the page of a list read and the filters in use.
  'page',
  'search',
  'status',
  'dateFrom',
  'dateTo',
  'rowCount',
];

/**
 * The names of every detail written out in the server's code: the keys of each object given as an audit entry's
 * `details` (`details: { … }` or `const details = { … }`), spreads left to INDIRECT_DETAIL_KEYS.
 */
function serverDetailKeys(): Set<string> {
  const sources: Record<string, string> = import.meta.glob(
    ['../../../server/**/*.ts', '!../../../server/**/*.test.ts', '!../../../server/test-support/**'],
    { query: '?raw', import: 'default', eager: true },
  );
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/\bdetails\s*[:=]\s*\{/g)) {
      for (const entry of topLevelEntries(source, (match.index ?? 0) + match[0].length)) {
        const key = /^([A-Za-z_$][\w$]*)\s*(:|$)/.exec(entry)?.[1];
        if (key) keys.add(key);
      }
    }
  }
  return keys;
}

/** The comma-separated entries of the object literal whose body starts at `from`, up to its closing brace. */
function topLevelEntries(source: string, from: number): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = from;
  for (let at = from; at < source.length; at += 1) {
    const char = source[at];
    if (char === '{' || char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '}') {
      if (depth === 0) {
        entries.push(source.slice(start, at));
        break;
      }
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      entries.push(source.slice(start, at));
      start = at + 1;
    }
  }
  return entries.map((entry) => entry.trim()).filter((entry) => entry && !entry.startsWith('...'));
}
