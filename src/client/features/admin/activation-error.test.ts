import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
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

  it('leaves every other failure to its code', () => {
    const notPending = new ApiError(409, 'Not pending', { code: 'WRONG_SUBSCRIPTION_STATE', message: 'Not pending' });
    expect(activationErrorMessage(notPending, i18n.t)).toBe(
      "Your plan can't do that right now. Reload the page to see where it stands.",
    );
  });
});
