import { describe, expect, it } from 'vitest';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import { viewSummary } from './view-summary.ts';

describe('viewSummary', () => {
  it('gives one value when every bureau shows the same', () => {
    const views = [aManualView({ balanceCents: 125_050 }), aManualView({ bureau: 'equifax', balanceCents: 125_050 })];
    expect(viewSummary(views, (view) => view.balanceCents)).toEqual([{ bureau: null, value: 125_050 }]);
  });

  it('gives each bureau’s value when they differ', () => {
    const views = [aManualView({ balanceCents: 125_050 }), aManualView({ bureau: 'equifax', balanceCents: null })];
    expect(viewSummary(views, (view) => view.balanceCents)).toEqual([
      { bureau: 'experian', value: 125_050 },
      { bureau: 'equifax', value: null },
    ]);
  });

  it('gives nothing for an item without views', () => {
    expect(viewSummary([], (view) => view.paymentStatus)).toEqual([]);
  });
});
