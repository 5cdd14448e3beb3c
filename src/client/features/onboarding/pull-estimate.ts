import { potentialIncrease } from '#shared/rules/dispute-selection.ts';

/** Spec section 9: after the pull, 15 points per negative item, capped at 100. */
export const PULL_ESTIMATE_CAP_POINTS = 100;

export const pullIncreaseEstimate = (negativeItems: number) =>
  Math.min(potentialIncrease(negativeItems), PULL_ESTIMATE_CAP_POINTS);
