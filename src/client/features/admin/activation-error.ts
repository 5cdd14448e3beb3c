import type { TFunction } from 'i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';

/**
 * Why an activation failed. The dialog sends nothing without a key, so a key the server refuses was typed
 * wrong (or none is set up on the server): saying "Admin Key Required" then would send the admin looking
 * for a field they already filled. A payment in the wrong state was verified or cancelled meanwhile.
 */
export function activationErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.body?.code === 'ADMIN_KEY_REQUIRED') {
    return error.body.reason === 'not_configured' ? t('admin.activate.keyNotConfigured') : t('admin.activate.wrongKey');
  }
  if (error instanceof ApiError && error.body?.code === 'WRONG_SUBSCRIPTION_STATE')
    return t('admin.activate.wrongState');
  return errorMessage(error, t);
}
