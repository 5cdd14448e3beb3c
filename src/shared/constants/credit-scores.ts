/** Every FICO and VantageScore model in use reports on this range. */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

/** Spec thresholds: 740 and above green, 670 blue, 580 yellow, below red. */
export const SCORE_THRESHOLDS = { veryGood: 740, good: 670, fair: 580 } as const;
export const SCORE_EXCELLENT_FROM = 800;

/** The estimate shown when no bureau score exists (spec section 4 and 9). */
export const ESTIMATE_RANGE = 30;
export const ESTIMATE_CONFIDENCE = 0.7;
export const FALLBACK_SCORE = 650;
