import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/constants/account-limits.ts';

/** Deleting the account: the member proves it is them with their password, whatever the session says. */
export const DeleteAccountRequestSchema = z.strictObject({
  password: z.string().min(1, { error: 'privacy.delete.passwordRequired' }).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
