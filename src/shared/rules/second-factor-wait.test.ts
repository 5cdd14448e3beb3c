import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '#shared/constants/time.ts';
import { nextSecondFactorTryAt, secondFactorWaitMs, warnsAfterFailures } from './second-factor-wait.ts';

const MINUTE_MS = 60 * 1000;

/** Every guess an attacker who never gets a code right can make in `days`, trying the moment each pause ends. */
function guessesIn(days: number): number[] {
  const start = Date.UTC(2026, 10, 27);
  const times: number[] = [];
  let failures = 0;
  let lastFailedAt: Date | null = null;
  let now = start;
  while (now < start + days * DAY_MS) {
    const next = nextSecondFactorTryAt({ failures, lastFailedAt }, new Date(now));
    if (next) {
      now = next.getTime();
      continue;
    }
    times.push(now - start);
    failures += 1;
    lastFailedAt = new Date(now);
  }
  return times.filter((time) => time < days * DAY_MS);
}

describe('the wait after wrong second-factor codes in a row', () => {
  it('is nothing for the first four, then a minute, 15 minutes from the 10th and an hour from the 20th', () => {
    expect([0, 1, 4].map(secondFactorWaitMs)).toEqual([0, 0, 0]);
    expect([5, 9].map(secondFactorWaitMs)).toEqual([MINUTE_MS, MINUTE_MS]);
    expect([10, 19].map(secondFactorWaitMs)).toEqual([15 * MINUTE_MS, 15 * MINUTE_MS]);
    expect([20, 21, 500].map(secondFactorWaitMs)).toEqual([HOUR_MS, HOUR_MS, HOUR_MS]);
  });

  it('counts from the last wrong code, and is over once its time has passed', () => {
    const failedAt = new Date('2026-11-27T10:00:00Z');
    expect(nextSecondFactorTryAt({ failures: 4, lastFailedAt: failedAt }, failedAt)).toBeNull();
    expect(nextSecondFactorTryAt({ failures: 10, lastFailedAt: failedAt }, failedAt)).toEqual(
      new Date('2026-11-27T10:15:00Z'),
    );
    expect(
      nextSecondFactorTryAt({ failures: 10, lastFailedAt: failedAt }, new Date('2026-11-27T10:15:00Z')),
    ).toBeNull();
    expect(nextSecondFactorTryAt({ failures: 0, lastFailedAt: null }, failedAt)).toBeNull();
  });

  it('leaves 41 guesses the first day and 24 a day after: 737 in 30 days, about 0.22 % with 3 good codes of 10^6', () => {
    expect(guessesIn(1)).toHaveLength(41);
    // The 20th guess comes at minute 155 (the 10th at minute 5, then ten pauses of 15 minutes).
    expect(guessesIn(1)[19]).toBe(155 * MINUTE_MS);
    const month = guessesIn(30);
    expect(month).toHaveLength(737);
    expect(month.filter((time) => time >= 29 * DAY_MS)).toHaveLength(24);
    const chance = 1 - (1 - 3 / 1_000_000) ** month.length;
    expect(chance).toBeCloseTo(0.0022, 4);
    // Before the rule: 5 a minute all day long.
    expect(1 - (1 - 3 / 1_000_000) ** (5 * 60 * 24 * 30)).toBeCloseTo(0.477, 3);
  });
});

describe('the warning email', () => {
  it('goes at the 5th wrong code in a row, then at every 10th after it', () => {
    const warned = Array.from({ length: 40 }, (_, i) => i + 1).filter(warnsAfterFailures);
    expect(warned).toEqual([5, 15, 25, 35]);
  });
});
