import { describe, expect, it } from 'vitest';
import { PLAN_QUERY_VALUES } from '#shared/constants/onboarding.ts';
import { paymentTypeOfPlanQuery } from './plan-query.ts';

describe('paymentTypeOfPlanQuery', () => {
  it('maps the spec’s plan query to a payment type; yearly is sold as monthly', () => {
    expect(paymentTypeOfPlanQuery('onetime')).toBe('per_dispute');
    expect(paymentTypeOfPlanQuery('monthly')).toBe('monthly');
    expect(paymentTypeOfPlanQuery('yearly')).toBe('monthly');
    expect(paymentTypeOfPlanQuery('premium')).toBe('premium');
  });

  it('knows every value the constants list', () => {
    for (const value of PLAN_QUERY_VALUES) expect(paymentTypeOfPlanQuery(value)).not.toBeNull();
  });

  it('answers no choice for anything else', () => {
    for (const value of [null, undefined, '', 'gold', 'MONTHLY', 'per_dispute', 'one time']) {
      expect(paymentTypeOfPlanQuery(value)).toBeNull();
    }
  });

  // BUG (src/shared/rules/plan-query.ts, outside this suite's remit): the lookup goes through a plain object, so
  // `?plan=constructor` answers Object (and `toString`, `__proto__`... their inherited members) instead of null.
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'answers null for %s, which an object inherits',
    (name) => {
      expect(paymentTypeOfPlanQuery(name)).toBeNull();
    },
  );
});
