import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_RESPONSE_HOURS, readPublicConfig } from './public-config.ts';

describe('readPublicConfig', () => {
  it('uses the server defaults when nothing is set', () => {
    expect(readPublicConfig({})).toEqual({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      supportResponseHours: DEFAULT_SUPPORT_RESPONSE_HOURS,
    });
  });

  it('reads the support email and response time', () => {
    expect(readPublicConfig({ VITE_SUPPORT_EMAIL: ' help@example.org ', VITE_SUPPORT_RESPONSE_HOURS: '48' })).toEqual({
      supportEmail: 'help@example.org',
      supportResponseHours: 48,
    });
  });

  it('falls back on values that make no sense', () => {
    expect(readPublicConfig({ VITE_SUPPORT_EMAIL: 'nobody', VITE_SUPPORT_RESPONSE_HOURS: '-3' })).toEqual({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      supportResponseHours: DEFAULT_SUPPORT_RESPONSE_HOURS,
    });
    expect(readPublicConfig({ VITE_SUPPORT_RESPONSE_HOURS: '1.5' }).supportResponseHours).toBe(
      DEFAULT_SUPPORT_RESPONSE_HOURS,
    );
  });
});
