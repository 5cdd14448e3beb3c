import type { AppDeps } from '#server/app-deps.ts';
import { AppError, notFound } from '#server/errors.ts';
import { findOwnProfile, saveProfile } from '#server/features/profile/index.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import { CONSENT_CLOCK_SKEW_MS } from '#shared/constants/consent.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { Consent, Preferences, Profile } from '#shared/schemas/onboarding.ts';
import { deletionsFrom } from './history.ts';
import { type ImportPool, readFileOrThrow } from './import-pool.ts';
import type { ImportTask } from './import-worker.ts';
import { rebuildManualReport } from './manual/service.ts';
import { CREDIT_PROVIDER_TRAITS, type CreditSubject } from './providers/credit-data-provider.ts';
import { demoProvider } from './providers/demo-provider.ts';
import {
  findDemoFile,
  findOpenDisputeKeys,
  findOwnReport,
  findReports,
  findSealedDocument,
  findTradelines,
  hasConsent,
  insertConsent,
} from './queries.ts';
import { saveReport, today } from './save-report.ts';
import { toCreditReportResponse } from './to-response.ts';

type CreditDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;
/** What reading a member's file needs besides the database: the worker threads that parse it. */
export type ImportDeps = CreditDeps & { imports: ImportPool };

export const consentRequired = () =>
  new AppError('CONSENT_REQUIRED', 400, 'All required consents must be given before proceeding');

export async function getReport(deps: CreditDeps, userId: string, reportId: string): Promise<CreditReportResponse> {
  const report = await findOwnReport(deps.db, userId, reportId);
  if (!report) throw notFound();
  return toCreditReportResponse(
    report,
    await findTradelines(deps.db, report.id),
    await findOpenDisputeKeys(deps.db, userId),
  );
}

export async function getLatestReport(deps: CreditDeps, userId: string): Promise<CreditReportResponse | null> {
  const [latest] = await findReports(deps.db, userId, 1);
  if (!latest) return null;
  return toCreditReportResponse(
    latest,
    await findTradelines(deps.db, latest.id),
    await findOpenDisputeKeys(deps.db, userId),
  );
}

export function subjectOf(
  user: SessionUser,
  profile?: Pick<Profile, 'firstName' | 'lastName' | 'dateOfBirth'> | null,
): CreditSubject {
  return {
    firstName: profile?.firstName ?? user.firstName,
    lastName: profile?.lastName ?? user.lastName,
    dateOfBirth: profile?.dateOfBirth ?? null,
    identityKey: user.id,
  };
}

export interface ConsentContext {
  ipAddress: string;
  userAgent: string | null;
}

/** All three consents, given no later than now: the browser's clock is a claim, one from the future is refused. */
export function checkConsent(consent: Consent, now: Date): void {
  if (!consent.fcraConsent || !consent.permissiblePurposeConsent || !consent.piiProcessingConsent) {
    throw consentRequired();
  }
  if (new Date(consent.consentTimestamp).getTime() > now.getTime() + CONSENT_CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION_FAILED', 400, 'The consent time is in the future', {
      issues: [{ path: 'consent.consentTimestamp', code: 'custom', message: 'validation.invalidFormat' }],
    });
  }
}

/** The FCRA consent is stored before any pull, with when, from where and for what purpose. */
export async function recordConsent(deps: CreditDeps, userId: string, consent: Consent, context: ConsentContext) {
  const now = deps.clock.now();
  checkConsent(consent, now);
  await insertConsent(deps.db, {
    userId,
    fcraConsent: true,
    permissiblePurposeConsent: true,
    piiProcessingConsent: true,
    consentedAt: new Date(consent.consentTimestamp),
    permissiblePurpose: consent.permissiblePurpose,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    recordedAt: now,
  });
}

export const importRequired = () =>
  new AppError('IMPORT_REQUIRED', 409, 'Upload a credit report file to create a report');

/**
 * A new report from the configured provider; from one that pulls from a bureau, only after the member has
 * consented to a pull (the demo's labelled sample reaches no bureau, so it asks none). The MISMO provider has
 * nothing to pull: its reports come from the member's own file. A member's demo file is read again as a bureau
 * would: the same accounts, without what a bureau deleted after a dispute.
 */
export async function pullReport(
  deps: CreditDeps & Pick<AppDeps, 'config'>,
  user: SessionUser,
  subject: CreditSubject,
): Promise<string> {
  if (deps.config.creditProvider !== 'demo') throw importRequired();
  if (CREDIT_PROVIDER_TRAITS[deps.config.creditProvider].pullsFromBureau && !(await hasConsent(deps.db, user.id))) {
    throw consentRequired();
  }
  const file = await findDemoFile(deps.db, user.id);
  const deletions = await deletionsFrom(deps.db, user.id, 'demo');
  const parsed = await demoProvider.fetchReport({ subject, asOf: today(deps), file, deletions });
  return saveReport(deps, user.id, parsed, null);
}

/**
 * A member's pull from a profile they give (the onboarding steps or the member call): the consent first,
 * then the report, then the profile the letters are signed with (SSN and date of birth sealed).
 */
export async function pullForMember(
  deps: CreditDeps & Pick<AppDeps, 'config'>,
  user: SessionUser,
  request: { profile: Profile; consent: Consent; preferences?: Preferences | null | undefined },
  context: ConsentContext,
): Promise<string> {
  if (deps.config.creditProvider !== 'demo') throw importRequired();
  await recordConsent(deps, user.id, request.consent, context);
  const subject = subjectOf(user, request.profile);
  const reportId = await pullReport(
    deps,
    user,
    request.preferences ? { ...subject, preferences: request.preferences } : subject,
  );
  await saveProfile(deps.db, deps.cipher, user.id, request.profile, deps.clock.now());
  return reportId;
}

/**
 * Refresh: a demo report is pulled again; an imported file, or the items entered by hand, are analysed again as
 * of today (items can age past the FCRA limit, so the findings change even when the data does not).
 */
export async function refreshReport(deps: ImportDeps & Pick<AppDeps, 'config'>, user: SessionUser): Promise<string> {
  const [latest] = await findReports(deps.db, user.id, 1);
  if (latest?.source === 'manual') return (await rebuildManualReport(deps, user.id)) ?? latest.id;
  const sealed = latest?.source === 'mismo' ? await findSealedDocument(deps.db, latest.id) : null;
  if (sealed) return readMemberFile(deps, user, { document: deps.cipher.decrypt(sealed), source: 'stored' });
  return pullReport(deps, user, subjectOf(user));
}

/**
 * An imported file must be about the member: the name on their profile when they gave one (their account's
 * otherwise), and the profile's date of birth when there is one.
 */
async function importingMember(deps: CreditDeps, user: SessionUser): Promise<ImportTask['member']> {
  const { firstName, lastName, dateOfBirth } = subjectOf(user, await findOwnProfile(deps.db, deps.cipher, user.id));
  return { firstName, lastName, dateOfBirth };
}

/**
 * Reads a member's MISMO file on a worker thread and stores what it says. A file that is not a readable
 * report throws MismoImportError, one about somebody else ReportNotYoursError: nothing is stored then.
 */
async function readMemberFile(
  deps: ImportDeps,
  user: SessionUser,
  file: Pick<ImportTask, 'document' | 'source'>,
): Promise<string> {
  const read = await readFileOrThrow(deps.imports, {
    ...file,
    member: await importingMember(deps, user),
    asOf: today(deps),
  });
  const { buffer, byteOffset, byteLength } = read.storedDocument;
  return saveReport(deps, user.id, read.report, Buffer.from(buffer, byteOffset, byteLength), read.analysed);
}

/** An uploaded MISMO file: read for the member, stored encrypted. */
export async function importMismoReport(deps: ImportDeps, user: SessionUser, document: Buffer): Promise<string> {
  return readMemberFile(deps, user, { document, source: 'upload' });
}
