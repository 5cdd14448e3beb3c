/** Time is injected so that deadlines, billing periods and purges can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
