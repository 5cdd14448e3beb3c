import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { secondFactorRefusalOf, secondFactorStep } from './second-factor-step.ts';

const refusal = (status: number, code: string) => new ApiError(status, code, { code, message: code } as never);

describe('secondFactorRefusalOf', () => {
  it('names the admin guard’s second-factor refusals, and nothing else', () => {
    expect(secondFactorRefusalOf(refusal(403, 'TWO_FACTOR_REQUIRED'))).toBe('TWO_FACTOR_REQUIRED');
    expect(secondFactorRefusalOf(refusal(403, 'TWO_FACTOR_ENROLMENT_REQUIRED'))).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(secondFactorRefusalOf(refusal(403, 'FORBIDDEN'))).toBeNull();
    expect(secondFactorRefusalOf(refusal(400, 'INVALID_TWO_FACTOR_CODE'))).toBeNull();
    expect(secondFactorRefusalOf(new Error('403: TWO_FACTOR_REQUIRED'))).toBeNull();
  });
});

describe('secondFactorStep', () => {
  it('asks to set up, then to verify, as the signed-in user says', () => {
    expect(secondFactorStep({ enrolled: false, verified: false }, null)).toBe('enrol');
    expect(secondFactorStep({ enrolled: true, verified: false }, null)).toBe('verify');
    expect(secondFactorStep({ enrolled: true, verified: true }, null)).toBeNull();
    expect(secondFactorStep(null, null)).toBeNull();
  });

  it('follows a refusal of the server even when the user we hold says all is well', () => {
    expect(secondFactorStep({ enrolled: true, verified: true }, 'TWO_FACTOR_REQUIRED')).toBe('verify');
    expect(secondFactorStep({ enrolled: true, verified: true }, 'TWO_FACTOR_ENROLMENT_REQUIRED')).toBe('enrol');
    expect(secondFactorStep({ enrolled: false, verified: false }, 'TWO_FACTOR_REQUIRED')).toBe('enrol');
  });
});
