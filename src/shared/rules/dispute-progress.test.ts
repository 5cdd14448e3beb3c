import { describe, expect, it } from 'vitest';
import { DISPUTE_PHASES } from './dispute-phase.ts';
import { progressOfPhase } from './dispute-progress.ts';

describe('progressOfPhase', () => {
  it('fills a third when the letters are ready, two when mailed, all once every bureau answered', () => {
    expect(DISPUTE_PHASES.map((phase) => [phase, progressOfPhase(phase)])).toEqual([
      ['draft', 0],
      ['waiting_for_payment', 0],
      ['ready_to_mail', 33],
      ['mailed', 66],
      ['partly_answered', 66],
      ['resolved', 100],
      ['resolved_in_part', 100],
      ['rejected', 100],
      ['withdrawn', 0],
    ]);
  });
});
