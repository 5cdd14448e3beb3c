import { describe, expect, it } from 'vitest';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import { remindersOf } from './dispute-reminders.ts';

const bureau = (overrides: Partial<DisputeBureau>): DisputeBureau => ({
  bureau: 'experian',
  status: 'ready',
  readyAt: '2026-11-02T15:00:00.000Z',
  mailedOn: null,
  trackingNumber: null,
  deliveredOn: null,
  clockStartsOn: null,
  clockBasis: null,
  responseDueOn: null,
  respondedAt: null,
  outcome: null,
  overdue: false,
  daysLeft: null,
  extended: false,
  responseLetter: null,
  reappearedAt: null,
  ...overrides,
});
const dispute = (id: string, bureaus: DisputeBureau[]) =>
  ({ id, accountName: `Account ${id}`, bureaus }) as unknown as DisputeResponse;
const mailed = { status: 'mailed' as const, mailedOn: '2026-11-02', responseDueOn: '2026-12-07' };

describe('dispute reminders', () => {
  it('asks to mail letters that are ready, names only those bureaus', () => {
    const reminders = remindersOf([dispute('a', [bureau({}), bureau({ bureau: 'equifax', ...mailed, daysLeft: 20 })])]);
    expect(reminders).toEqual([
      { kind: 'mail_letters', disputeId: 'a', accountName: 'Account a', bureaus: ['experian'] },
    ]);
  });

  it('warns of an answer due within five days, never one further out or already answered', () => {
    const due = remindersOf([
      dispute('a', [
        bureau({ ...mailed, daysLeft: 5 }),
        bureau({ bureau: 'equifax', ...mailed, responseDueOn: '2026-12-06', daysLeft: 4 }),
        bureau({ bureau: 'transunion', ...mailed, daysLeft: 6 }),
      ]),
      dispute('b', [bureau({ ...mailed, status: 'answered', outcome: 'deleted', daysLeft: null })]),
      dispute('c', [bureau({ ...mailed, daysLeft: 6 })]),
    ]);
    expect(due).toEqual([
      {
        kind: 'answer_due',
        disputeId: 'a',
        accountName: 'Account a',
        bureau: 'equifax',
        dueOn: '2026-12-06',
        daysLeft: 4,
      },
    ]);
  });

  it('puts late bureaus first', () => {
    const reminders = remindersOf([
      dispute('a', [bureau({})]),
      dispute('b', [
        bureau({ ...mailed, overdue: true, daysLeft: 0 }),
        bureau({ bureau: 'equifax', ...mailed, overdue: true }),
      ]),
    ]);
    expect(reminders.map((reminder) => reminder.kind)).toEqual(['bureau_late', 'mail_letters']);
    expect(reminders[0]).toMatchObject({ bureaus: ['experian', 'equifax'] });
  });
});
