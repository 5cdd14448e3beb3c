import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '#shared/constants/accounts.ts';
import type { TwoFactorEnrolmentResponse } from '#shared/schemas/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type AuditContext, recordAudit } from '../../audit/record-audit.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createRecoveryCodes, createTotpSecret, hashRecoveryCode, isTotpCode, totpStepOf } from './two-factor-codes.ts';
import {
  claimRecoveryCode,
  claimTotpStep,
  findTotpState,
  markEnrolled,
  markSessionSecondFactor,
  replaceRecoveryCodes,
  storePendingSecret,
} from './two-factor-queries.ts';

export type TwoFactorDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'config'>;

/** Who is passing the factor, and in which session: the session is what is marked as passed. */
export interface TwoFactorAttempt {
  audit: AuditContext;
  sessionPublicId: string;
  code: string;
}

const invalidTwoFactorCode = () =>
  new AppError('INVALID_TWO_FACTOR_CODE', 400, 'Wrong or already used two-step verification code');
const alreadyEnrolled = () => new AppError('ALREADY_VERIFIED', 409, 'Two-step verification is already set up');
const enrolmentRequired = () =>
  new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 403, 'Set up two-step verification first');

const sealSecret = (cipher: Cipher, secret: string) => cipher.encrypt(Buffer.from(secret)).toString('base64');
const openSecret = (cipher: Cipher, sealed: string) => cipher.decrypt(Buffer.from(sealed, 'base64')).toString();

/** The time step of an app code for the stored secret, or null for a wrong code (or a recovery code). */
const stepOf = (cipher: Cipher, sealed: string, code: string, now: Date) =>
  isTotpCode(code) ? totpStepOf(openSecret(cipher, sealed), code, now) : null;

/** A new pending secret (replacing any earlier one); the secret leaves the server only now, before it is enrolled. */
export async function startEnrolment(
  deps: TwoFactorDeps,
  user: { id: string; email: string },
): Promise<TwoFactorEnrolmentResponse> {
  const { secret, otpauthUrl } = createTotpSecret({ issuer: deps.config.legal.businessName, label: user.email });
  if (!(await storePendingSecret(deps.db, user.id, sealSecret(deps.cipher, secret)))) throw alreadyEnrolled();
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg' }) };
}

/**
 * A code from the app proves it holds the pending secret: the secret is enrolled, this session has passed the
 * factor, and the recovery codes are answered once (only their hashes are kept).
 */
export async function confirmEnrolment(deps: TwoFactorDeps, attempt: TwoFactorAttempt): Promise<string[]> {
  const now = deps.clock.now();
  const userId = attempt.audit.actor.id;
  return deps.db.transaction(async (tx) => {
    const state = await findTotpState(tx, userId);
    if (state?.enrolledAt) throw alreadyEnrolled();
    if (!state?.sealedSecret) throw enrolmentRequired();
    const step = stepOf(deps.cipher, state.sealedSecret, attempt.code, now);
    if (step === null) throw invalidTwoFactorCode();
    if (!(await markEnrolled(tx, userId, state.sealedSecret, step, now))) throw alreadyEnrolled();
    const codes = createRecoveryCodes(RECOVERY_CODE_COUNT);
    await replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode), now);
    await markSessionSecondFactor(tx, attempt.sessionPublicId, now);
    await recordAudit(tx, attempt.audit, { action: 'two_factor_enrolled' }, now);
    return codes;
  });
}

async function passAppCode(deps: TwoFactorDeps, tx: Executor, sealed: string, attempt: TwoFactorAttempt, now: Date) {
  const step = stepOf(deps.cipher, sealed, attempt.code, now);
  return step !== null && claimTotpStep(tx, attempt.audit.actor.id, step);
}

async function passRecoveryCode(tx: Executor, attempt: TwoFactorAttempt, now: Date) {
  const used = await claimRecoveryCode(tx, attempt.audit.actor.id, hashRecoveryCode(attempt.code), now);
  if (used) await recordAudit(tx, attempt.audit, { action: 'recovery_code_used' }, now);
  return used;
}

/** A newer app code than any used before, or an unused recovery code, marks this session as having passed. */
export async function verifySecondFactor(deps: TwoFactorDeps, attempt: TwoFactorAttempt): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await findTotpState(tx, attempt.audit.actor.id);
    if (!state?.enrolledAt || !state.sealedSecret) throw enrolmentRequired();
    const passed = isTotpCode(attempt.code)
      ? await passAppCode(deps, tx, state.sealedSecret, attempt, now)
      : await passRecoveryCode(tx, attempt, now);
    if (!passed) throw invalidTwoFactorCode();
    await markSessionSecondFactor(tx, attempt.sessionPublicId, now);
  });
}
