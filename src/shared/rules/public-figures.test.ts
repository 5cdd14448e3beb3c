import { describe, expect, it } from 'vitest';
import { publicFigures } from './public-figures.ts';

const thresholds = { minMembers: 100, minOutcomes: 50 };
const counts = { membersHelped: 100, lettersPrepared: 612, outcomesRecorded: 50, outcomesDeleted: 17 };

describe('publicFigures', () => {
  it('publishes the figures once both thresholds are reached', () => {
    expect(publicFigures(counts, thresholds)).toEqual({
      membersHelped: 100,
      lettersPrepared: 612,
      outcomesRecorded: 50,
      deletedPercent: 34,
    });
  });

  it('publishes nothing, not zeros, while the members are too few', () => {
    expect(publicFigures({ ...counts, membersHelped: 99 }, thresholds)).toBeNull();
  });

  it('publishes nothing while the recorded answers are too few, however many members there are', () => {
    expect(publicFigures({ ...counts, membersHelped: 5000, outcomesRecorded: 49 }, thresholds)).toBeNull();
  });

  it('rounds the share down, never up', () => {
    expect(publicFigures({ ...counts, outcomesRecorded: 60, outcomesDeleted: 59 }, thresholds)?.deletedPercent).toBe(
      98,
    );
    expect(publicFigures({ ...counts, outcomesDeleted: 0 }, thresholds)?.deletedPercent).toBe(0);
    expect(publicFigures({ ...counts, outcomesDeleted: 50 }, thresholds)?.deletedPercent).toBe(100);
  });
});
