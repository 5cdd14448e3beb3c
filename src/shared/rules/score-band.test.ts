import { describe, expect, it } from 'vitest';
import { riskLevel, scoreBand, scoreColor } from './score-band.ts';

describe('score bands', () => {
  it.each([
    [850, 'excellent', 'green', 'low'],
    [800, 'excellent', 'green', 'low'],
    [740, 'very_good', 'green', 'low'],
    [739, 'good', 'blue', 'low'],
    [670, 'good', 'blue', 'low'],
    [669, 'fair', 'yellow', 'medium'],
    [580, 'fair', 'yellow', 'medium'],
    [579, 'poor', 'red', 'high'],
    [300, 'poor', 'red', 'high'],
  ])('%i is %s, %s, %s risk', (score, band, color, risk) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreColor(score)).toBe(color);
    expect(riskLevel(score)).toBe(risk);
  });
});
