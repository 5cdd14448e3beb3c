import { AppError } from '#server/errors.ts';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** zxcvbn's ranked list of 49,233 passwords seen in breaches, read on first use (it is a large module). */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/**
 * NIST SP 800-63B: a new password must not be one that attackers try first, from breach lists or from the
 * account itself (its email or the part before the @). Case does not make a listed password safer.
 */
export async function isCommonPassword(password: string, email: string): Promise<boolean> {
  const candidate = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split('@')[0]) return true;
  return (await loadCommonPasswords()).has(candidate);
}

/** 400 PASSWORD_TOO_COMMON with an issue on the form's field, so the form shows it under that field. */
export async function refuseCommonPassword(
  password: string,
  email: string,
  field: 'password' | 'newPassword',
): Promise<void> {
  if (!(await isCommonPassword(password, email))) return;
  throw new AppError('PASSWORD_TOO_COMMON', 400, 'This password is too common', {
    issues: [{ path: field, code: 'custom', message: 'auth.errors.passwordTooCommon' }],
  });
}
