import { SCORE_EXCELLENT_FROM, SCORE_THRESHOLDS } from '#shared/constants/credit-scores.ts';

export type ScoreBand = 'excellent' | 'very_good' | 'good' | 'fair' | 'poor';
export type ScoreColor = 'green' | 'blue' | 'yellow' | 'red';
export type RiskLevel = 'low' | 'medium' | 'high';

/** The five ranges on the FICO scale (docs/product-rules.md, Credit data). */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_EXCELLENT_FROM) return 'excellent';
  if (score >= SCORE_THRESHOLDS.veryGood) return 'very_good';
  if (score >= SCORE_THRESHOLDS.good) return 'good';
  if (score >= SCORE_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** 740 and above green, 670 blue, 580 yellow, below red (docs/product-rules.md, Credit data). */
export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_THRESHOLDS.veryGood) return 'green';
  if (score >= SCORE_THRESHOLDS.good) return 'blue';
  if (score >= SCORE_THRESHOLDS.fair) return 'yellow';
  return 'red';
}

/** Low at 670 and above, medium at 580 and above, else high (docs/product-rules.md, Credit data). */
export function riskLevel(score: number): RiskLevel {
  if (score >= SCORE_THRESHOLDS.good) return 'low';
  if (score >= SCORE_THRESHOLDS.fair) return 'medium';
  return 'high';
}
