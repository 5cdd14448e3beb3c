import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/app-deps.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { notify } from '#server/features/notifications/index.ts';
import type { SessionOrigin } from '#server/sessions/session-queries.ts';
import type { ChangePasswordRequest } from '#shared/schemas/auth.ts';
import { retireAccountTokens } from './account-token-queries.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { deleteUserSessions } from './device-queries.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { describeOrigin } from './sign-in.ts';
import { findPasswordHolder, setPasswordHash } from './user-queries.ts';

const wrongCurrentPassword = () =>
  new AppError('WRONG_CURRENT_PASSWORD', 400, 'The current password is not right', {
    issues: [{ path: 'currentPassword', code: 'custom', message: 'errors.WRONG_CURRENT_PASSWORD' }],
  });

/**
 * A signed-in member proves they know their password before a sensitive change (a new password, a new passkey):
 * WRONG_CURRENT_PASSWORD otherwise, after the same argon2 work. Answers the account's email.
 */
export async function proveCurrentPassword(db: Executor, userId: string, password: string): Promise<{ email: string }> {
  const user = await findPasswordHolder(db, userId);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) throw wrongCurrentPassword();
  return { email: user.email };
}

/**
 * A signed-in member changes their password, proving they know the current one. Every other session ends
 * (a thief's among them) while this browser stays signed in; open reset links die with the old password.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  session: { userId: string; token: string },
  input: ChangePasswordRequest,
  origin: SessionOrigin,
): Promise<void> {
  const user = await proveCurrentPassword(deps.db, session.userId, input.currentPassword);
  await refuseCommonPassword(input.newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, session.userId, passwordHash, now);
    await retireAccountTokens(tx, session.userId, 'reset_password', now);
    await deleteUserSessions(tx, session.userId, session.token);
    // Each change is its own event, even two within the same instant.
    await notify(
      tx,
      {
        userId: session.userId,
        kind: 'password_changed',
        subjectKey: `change:${randomUUID()}`,
        data: describeOrigin(origin),
      },
      now,
    );
  });
}
