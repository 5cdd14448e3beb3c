import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { i18n } from '#client/lib/i18n.ts';
import { activationErrorMessage } from './activation-error.ts';

const refused = (reason?: string) =>
  new ApiError(403, 'Admin Key Required', { code: 'ADMIN_KEY_REQUIRED', message: 'Admin Key Required', reason });

describe('activationErrorMessage', () => {
  it('tells a wrong key from a server with no key set up', () => {
    expect(activationErrorMessage(refused('wrong'), i18n.t)).toBe(
      'That admin key is not correct. Check it and try again.',
    );
    expect(activationErrorMessage(refused('not_configured'), i18n.t)).toBe(
      'Activation is not set up: this server has no admin key.',
    );
  });

  it('tells the admin a payment is no longer waiting, in the admin’s words rather than the member’s', () => {
    const notPending = new ApiError(409, 'Not pending', { code: 'WRONG_SUBSCRIPTION_STATE', message: 'Not pending' });
    expect(activationErrorMessage(notPending, i18n.t)).toBe(
      'This payment is no longer waiting for verification. Refresh to see where it stands.',
    );
  });

  it('leaves every other failure to its code', () => {
    const gone = new ApiError(404, 'Not found', { code: 'NOT_FOUND', message: 'Not found' });
    expect(activationErrorMessage(gone, i18n.t)).toBe(i18n.t('errors.NOT_FOUND'));
  });
});
