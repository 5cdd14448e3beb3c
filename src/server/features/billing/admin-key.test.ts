import { describe, expect, it } from 'vitest';
import { checkAdminKey } from './admin-key.ts';

describe('checkAdminKey', () => {
  it('passes the configured key only', () => {
    expect(() => checkAdminKey('the-configured-key', 'the-configured-key')).not.toThrow();
    for (const given of ['the-configured-kez', 'the-configured-key ', '', undefined]) {
      expect(() => checkAdminKey('the-configured-key', given)).toThrow(
        expect.objectContaining({ code: 'ADMIN_KEY_REQUIRED', statusCode: 403 }),
      );
    }
  });

  it('refuses everything when no key is configured', () => {
    expect(() => checkAdminKey(null, 'anything')).toThrow(
      expect.objectContaining({ extra: { reason: 'not_configured' } }),
    );
  });
});
