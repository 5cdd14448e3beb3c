/** Time is injected so that deadlines, billing periods and purges can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

/** The system clock plus an offset the browser journeys can move forward (see plugins/test-clock.ts). */
export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
