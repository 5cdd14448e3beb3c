/** Every FICO and VantageScore model in use reports on this range. */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

/** Thresholds: 740 and above green, 670 blue, 580 yellow, below red (docs/product-rules.md, Credit data). */
export const SCORE_THRESHOLDS = { veryGood: 740, good: 670, fair: 580 } as const;
export const SCORE_EXCELLENT_FROM = 800;
