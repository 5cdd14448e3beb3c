import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { isCommonPassword, refuseCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('finds breached passwords whatever their case', async () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTY123', 'iloveyou']) {
      expect(await isCommonPassword(password, 'rosa@example.com'), password).toBe(true);
    }
  });

  it('finds the email and its local part', async () => {
    expect(await isCommonPassword('Rosa.Diaz@Example.com', 'rosa.diaz@example.com')).toBe(true);
    expect(await isCommonPassword('rosa.diaz', 'Rosa.Diaz@example.com')).toBe(true);
  });

  it('lets an uncommon password through', async () => {
    expect(await isCommonPassword('correct-horse-1', 'rosa@example.com')).toBe(false);
    expect(await isCommonPassword('rosa.diaz.2026!', 'rosa.diaz@example.com')).toBe(false);
  });
});

describe('refuseCommonPassword', () => {
  it('refuses with an issue on the field the form named', async () => {
    const error = await refuseCommonPassword('password', 'a@example.com', 'newPassword').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      statusCode: 400,
      extra: { issues: [{ path: 'newPassword', code: 'custom', message: 'auth.errors.passwordTooCommon' }] },
    });
    await expect(refuseCommonPassword('correct-horse-1', 'a@example.com', 'password')).resolves.toBeUndefined();
  });
});
