import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { RECOVERY_CODE_COUNT } from '#shared/constants/accounts.ts';
import type { Language } from '#shared/constants/languages.ts';
import { nextSecondFactorTryAt, warnsAfterFailures } from '#shared/rules/second-factor-wait.ts';
import type { TwoFactorEnrolmentResponse } from '#shared/schemas/auth.ts';
import { sendAccountEmail } from './account-emails.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { twoFactorTurnedOffEmail, wrongSecondFactorCodesEmail } from './sign-in-emails.ts';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  isTotpCode,
  otpauthUrlOf,
  totpStepOf,
} from './two-factor-codes.ts';
import {
  claimRecoveryCode,
  claimTotpStep,
  clearSecondFactorFailures,
  findTotpState,
  keepPendingSecret,
  lockSecondFactorFailures,
  markEnrolled,
  markSessionSecondFactor,
  recordSecondFactorFailure,
  removeEnrolment,
  replaceRecoveryCodes,
} from './two-factor-queries.ts';
import { findPasswordHolder, findRecipient } from './user-queries.ts';

export type TwoFactorDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'config' | 'mailer'>;

/** Who is passing the factor, and in which session: the session is what is marked as passed. */
export interface TwoFactorAttempt {
  audit: AuditContext;
  sessionPublicId: string;
  code: string;
}

/** What a code for an enrolled factor came to: passed, wrong, or typed before the account's wait was over. */
export type CodeOutcome = { kind: 'passed' } | { kind: 'wrong' } | { kind: 'wait'; retryAfterSeconds: number };

export const invalidTwoFactorCode = () =>
  new AppError('INVALID_TWO_FACTOR_CODE', 400, 'Wrong or already used two-step verification code');
const alreadyEnrolled = () => new AppError('ALREADY_VERIFIED', 409, 'Two-step verification is already set up');
const enrolmentRequired = () =>
  new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', 403, 'Set up two-step verification first');
const wrongPassword = () =>
  new AppError('WRONG_CURRENT_PASSWORD', 400, 'The password is not right', {
    issues: [{ path: 'password', code: 'custom', message: 'errors.WRONG_CURRENT_PASSWORD' }],
  });

const sealSecret = (cipher: Cipher, secret: string) => cipher.encrypt(Buffer.from(secret)).toString('base64');
const openSecret = (cipher: Cipher, sealed: string) => cipher.decrypt(Buffer.from(sealed, 'base64')).toString();

/** The time step of an app code for the stored secret, or null for a wrong code (or a recovery code). */
const stepOf = (cipher: Cipher, sealed: string, code: string, now: Date) =>
  isTotpCode(code) ? totpStepOf(openSecret(cipher, sealed), code, now) : null;

/**
 * The pending secret of this session, made on its first call and given again on the next ones: a reload or a
 * second tab during set-up shows the key the app may already hold instead of replacing it. The secret leaves
 * the server only while it is pending, never once it is enrolled.
 */
export async function startEnrolment(
  deps: TwoFactorDeps,
  user: { id: string; email: string },
  sessionPublicId: string,
): Promise<TwoFactorEnrolmentResponse> {
  const account = { issuer: deps.config.legal.businessName, label: user.email };
  const fresh = sealSecret(deps.cipher, createTotpSecret(account).secret);
  const kept = await keepPendingSecret(deps.db, user.id, sessionPublicId, fresh);
  if (kept === null) throw alreadyEnrolled();
  const secret = openSecret(deps.cipher, kept);
  const otpauthUrl = otpauthUrlOf(secret, account);
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
    if (!state?.stored || !state.sealedSecret) throw enrolmentRequired();
    const step = stepOf(deps.cipher, state.sealedSecret, attempt.code, now);
    if (step === null) throw invalidTwoFactorCode();
    if (!(await markEnrolled(tx, userId, state.stored, step, now))) throw alreadyEnrolled();
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

/** A newer app code than any used before, or an unused recovery code, of an enrolled account. */
async function passEnrolledFactor(deps: TwoFactorDeps, tx: Executor, attempt: TwoFactorAttempt, now: Date) {
  const state = await findTotpState(tx, attempt.audit.actor.id);
  if (!state?.enrolledAt || !state.sealedSecret) throw enrolmentRequired();
  return isTotpCode(attempt.code)
    ? passAppCode(deps, tx, state.sealedSecret, attempt, now)
    : passRecoveryCode(tx, attempt, now);
}

/** The account holder hears that somebody with the password keeps entering wrong codes. */
async function warnAccountHolder(deps: TwoFactorDeps, userId: string, failures: number, log: FastifyBaseLogger) {
  const recipient = await findRecipient(deps.db, userId);
  if (!recipient) return;
  const url = `${deps.config.appOrigin}/forgot-password`;
  const message = wrongSecondFactorCodesEmail(recipient, failures, url, deps.config.legal.businessName);
  await sendAccountEmail(deps.mailer, log, message);
}

/**
 * Runs `pass` (true when the code was right) within the account's wait after wrong codes in a row
 * (rules/second-factor-wait.ts): app codes and recovery codes spend one count, a right code clears it. The
 * account's row is locked for the check, so requests sent at once take turns instead of all trying a code
 * before any failure is counted.
 */
async function withinCodeBudget(
  deps: TwoFactorDeps,
  userId: string,
  log: FastifyBaseLogger,
  pass: (tx: Executor, now: Date) => Promise<boolean>,
): Promise<CodeOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await lockSecondFactorFailures(tx, userId);
    const next = nextSecondFactorTryAt(state, now);
    if (next) {
      const retryAfterSeconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
      return { kind: 'wait', retryAfterSeconds } as const;
    }
    if (!(await pass(tx, now))) {
      return { kind: 'wrong', failures: await recordSecondFactorFailure(tx, userId, now) } as const;
    }
    if (state.failures > 0) await clearSecondFactorFailures(tx, userId);
    return { kind: 'passed' } as const;
  });
  if (outcome.kind !== 'wrong') return outcome;
  if (warnsAfterFailures(outcome.failures)) await warnAccountHolder(deps, userId, outcome.failures, log);
  return { kind: 'wrong' };
}

/** A right code marks this session as having passed the factor. */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  attempt: TwoFactorAttempt,
  log: FastifyBaseLogger,
): Promise<CodeOutcome> {
  return withinCodeBudget(deps, attempt.audit.actor.id, log, async (tx, now) => {
    if (!(await passEnrolledFactor(deps, tx, attempt, now))) return false;
    await markSessionSecondFactor(tx, attempt.sessionPublicId, now);
    return true;
  });
}

/** Turning the factor off needs the password too: a session left open on a shared computer is not enough. */
export async function checkPassword(deps: Pick<AppDeps, 'db'>, userId: string, password: string): Promise<void> {
  const user = await findPasswordHolder(deps.db, userId);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid) throw wrongPassword();
}

/** With a right code, the secret and recovery codes are removed, and the member is emailed about it. */
export async function turnOffSecondFactor(
  deps: TwoFactorDeps,
  attempt: TwoFactorAttempt & { firstName: string; language: Language },
  log: FastifyBaseLogger,
): Promise<CodeOutcome> {
  const userId = attempt.audit.actor.id;
  const outcome = await withinCodeBudget(deps, userId, log, async (tx, now) => {
    if (!(await passEnrolledFactor(deps, tx, attempt, now))) return false;
    await removeEnrolment(tx, userId, now);
    return true;
  });
  if (outcome.kind === 'passed') {
    const recipient = { email: attempt.audit.actor.email, firstName: attempt.firstName, language: attempt.language };
    const url = `${deps.config.appOrigin}/account`;
    await sendAccountEmail(deps.mailer, log, twoFactorTurnedOffEmail(recipient, url, deps.config.legal.businessName));
  }
  return outcome;
}
