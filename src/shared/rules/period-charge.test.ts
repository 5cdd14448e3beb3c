import { describe, expect, it } from 'vitest';
import { type PeriodFacts, periodCharge } from './period-charge.ts';

const at = (iso: string) => new Date(iso);
const activatedAt = at('2026-01-31T10:00:00Z');

const month = (overrides: Partial<PeriodFacts>): PeriodFacts => ({
  billing: 'monthly',
  endsAt: at('2026-02-28T10:00:00Z'),
  activatedAt,
  allowance: 5,
  used: 0,
  letters: 0,
  now: at('2026-02-10T00:00:00Z'),
  ...overrides,
});

const oneTime = (overrides: Partial<PeriodFacts>): PeriodFacts =>
  month({ billing: 'one_time', endsAt: null, allowance: 2, ...overrides });

describe('periodCharge: a month', () => {
  it('owes nothing while it runs, however many letters it already has', () => {
    expect(periodCharge(month({ letters: 5, used: 5 }))).toBe('open');
    expect(periodCharge(month({ letters: 1, now: at('2026-02-28T09:59:59.999Z') }))).toBe('open');
  });

  it('is due at its end when a letter was generated in it', () => {
    expect(periodCharge(month({ letters: 1, used: 1, now: at('2026-02-28T10:00:00Z') }))).toBe('due');
    expect(periodCharge(month({ letters: 3, used: 3, now: at('2026-06-01T00:00:00Z') }))).toBe('due');
  });

  it('is waived at its end when no letter was generated in it', () => {
    expect(periodCharge(month({ now: at('2026-02-28T10:00:00Z') }))).toBe('waived');
  });

  it('closes when a cancellation cut it short', () => {
    const cut = at('2026-02-03T00:00:00Z');
    expect(periodCharge(month({ endsAt: cut, now: cut }))).toBe('waived');
    expect(periodCharge(month({ endsAt: cut, now: cut, letters: 2 }))).toBe('due');
  });

  it('never closes without an end', () => {
    expect(periodCharge(month({ endsAt: null, letters: 5, used: 5, now: at('2027-01-01T00:00:00Z') }))).toBe('open');
  });
});

describe('periodCharge: the one-time plan', () => {
  it('stays open while the allowance lasts and the month after activation runs', () => {
    expect(periodCharge(oneTime({ letters: 1, used: 1 }))).toBe('open');
  });

  it('is due as soon as its allowance is used up', () => {
    expect(periodCharge(oneTime({ letters: 2, used: 2, now: at('2026-02-01T00:00:00Z') }))).toBe('due');
  });

  it('is due a month after activation when it has letters (Jan 31 + a month is Feb 28)', () => {
    expect(periodCharge(oneTime({ letters: 1, used: 1, now: at('2026-02-28T09:59:59Z') }))).toBe('open');
    expect(periodCharge(oneTime({ letters: 1, used: 1, now: at('2026-02-28T10:00:00Z') }))).toBe('due');
  });

  it('is never waived: without letters by then it waits, and is due at the first later moment it has some', () => {
    expect(periodCharge(oneTime({ now: at('2026-05-01T00:00:00Z') }))).toBe('open');
    expect(periodCharge(oneTime({ letters: 1, used: 1, now: at('2026-05-01T00:00:00Z') }))).toBe('due');
  });

  it('closes when a cancellation cut it short: due with letters, else waived', () => {
    const cut = at('2026-02-03T00:00:00Z');
    expect(periodCharge(oneTime({ endsAt: cut, now: cut, letters: 1, used: 1 }))).toBe('due');
    expect(periodCharge(oneTime({ endsAt: cut, now: cut }))).toBe('waived');
  });
});
