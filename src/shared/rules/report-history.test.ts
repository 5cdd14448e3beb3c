import { describe, expect, it } from 'vitest';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import { type Deletion, findReappearances, reportChanges, type Snapshot, type SnapshotItem } from './report-history.ts';

const item = (tradelineKey: string, itemType: ItemType | null, more: Partial<SnapshotItem> = {}): SnapshotItem => ({
  tradelineKey,
  creditorName: `Creditor ${tradelineKey}`,
  accountNumberLast4: '1234',
  itemType,
  bureaus: ['experian', 'equifax', 'transunion'],
  amountCents: 10_000,
  status: 'open',
  ...more,
});

const snapshot = (id: string, pulledAt: string, lineage: string | null, items: SnapshotItem[]): Snapshot => ({
  id,
  pulledAt,
  lineage,
  items,
});

describe('reportChanges', () => {
  const before = snapshot('r1', '2026-10-01T12:00:00.000Z', 'file-a', [
    item('collection', 'collection'),
    item('late', 'late_payment'),
    item('card', null),
    item('old-card', null),
    item('loan', 'charge_off', { amountCents: 50_000 }),
  ]);
  const after = snapshot('r2', '2026-12-01T12:00:00.000Z', 'file-a', [
    // The late account is in good standing now: still listed, so not removed.
    item('late', null),
    item('card', 'late_payment', { amountCents: 12_500 }),
    item('loan', 'charge_off', { amountCents: 20_000, status: 'closed' }),
    item('medical', 'collection', { amountCents: null }),
  ]);
  const removedBy = (key: string) => (key === 'collection' ? 'dispute-1' : null);

  it('lists the negative items gone, with the dispute that removed them, and the new negative items', () => {
    const changes = reportChanges(before, after, removedBy);
    expect(changes.comparable).toBe(true);
    expect(changes.removed).toEqual([
      {
        tradelineKey: 'collection',
        creditorName: 'Creditor collection',
        accountNumberLast4: '1234',
        itemType: 'collection',
        disputeId: 'dispute-1',
      },
    ]);
    // An account gone bad is a new negative item as much as one never seen.
    expect(changes.added.map((change) => change.tradelineKey)).toEqual(['card', 'medical']);
  });

  it('lists balances and statuses that moved on accounts both reports hold', () => {
    const changes = reportChanges(before, after, removedBy);
    expect(
      changes.balances.map(({ tradelineKey, beforeCents, afterCents }) => [tradelineKey, beforeCents, afterCents]),
    ).toEqual([
      ['card', 10_000, 12_500],
      ['loan', 50_000, 20_000],
    ]);
    expect(changes.statuses.map(({ tradelineKey, before, after }) => [tradelineKey, before, after])).toEqual([
      ['loan', 'open', 'closed'],
    ]);
  });

  it('compares nothing across files, or for a report compared with nothing', () => {
    const empty = { comparable: false, removed: [], added: [], balances: [], statuses: [] };
    expect(reportChanges(before, { ...after, lineage: 'file-b' }, removedBy)).toEqual(empty);
    expect(reportChanges({ ...before, lineage: null }, { ...after, lineage: null }, removedBy)).toEqual(empty);
  });
});

describe('findReappearances', () => {
  const disputed = snapshot('r1', '2026-09-01T12:00:00.000Z', 'file-a', [item('collection', 'collection')]);
  const gone = snapshot('r2', '2026-11-01T12:00:00.000Z', 'file-a', []);
  const back = (id: string, pulledAt: string, bureaus: Bureau[], lineage = 'file-a') =>
    snapshot(id, pulledAt, lineage, [item('collection', 'collection', { bureaus })]);
  const deletion = (bureau: Bureau, more: Partial<Deletion> = {}): Deletion => ({
    disputeId: 'dispute-1',
    bureau,
    tradelineKey: 'collection',
    reportId: 'r1',
    deletedAt: '2026-10-15T12:00:00.000Z',
    ...more,
  });

  it('finds the first later report of the same file that shows the item again from that bureau', () => {
    const reports = [
      disputed,
      gone,
      back('r3', '2026-12-01T12:00:00.000Z', ['equifax']),
      back('r4', '2027-01-01T12:00:00.000Z', ['experian', 'equifax']),
    ];
    expect(findReappearances([deletion('experian'), deletion('equifax'), deletion('transunion')], reports)).toEqual([
      { disputeId: 'dispute-1', bureau: 'experian', reportId: 'r4' },
      { disputeId: 'dispute-1', bureau: 'equifax', reportId: 'r3' },
    ]);
  });

  it('ignores reports pulled before the deletion, reports of another file, and deletions of a report not given', () => {
    const earlier = back('r0', '2026-10-01T12:00:00.000Z', ['experian']);
    const otherFile = back('r5', '2026-12-01T12:00:00.000Z', ['experian'], 'file-b');
    expect(findReappearances([deletion('experian')], [disputed, earlier, gone, otherFile])).toEqual([]);
    const laterBack = back('r6', '2026-12-15T12:00:00.000Z', ['experian']);
    expect(findReappearances([deletion('experian', { reportId: 'missing' })], [gone, laterBack])).toEqual([]);
    expect(findReappearances([deletion('experian')], [laterBack, gone, disputed])).toEqual([
      { disputeId: 'dispute-1', bureau: 'experian', reportId: 'r6' },
    ]);
  });
});
