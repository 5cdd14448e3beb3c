import { CONSENT_CLOCK_SKEW_MS } from '#shared/constants/consent.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import type { Consent, Preferences, Profile } from '#shared/schemas/onboarding.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { saveProfile } from '../../profiles/member-profile.ts';
import type { SessionUser } from '../../sessions/session-queries.ts';
import { analyseReport, bureauScore, tradelineFacts } from './analyse-report.ts';
import type { CreditSubject } from './providers/credit-data-provider.ts';
import { demoProvider } from './providers/demo-provider.ts';
import { mismoProvider } from './providers/mismo-provider.ts';
import {
  findBureauDeletions,
  findDemoFile,
  findOpenDisputeKeys,
  findOwnReport,
  findReports,
  findTradelines,
  hasConsent,
  insertConsent,
  insertReport,
} from './queries.ts';
import { toCreditReportResponse } from './to-response.ts';

type CreditDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

const today = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

export const consentRequired = () =>
  new AppError('CONSENT_REQUIRED', 400, 'All required consents must be given before proceeding');

/** Analyses a parsed report as of today and stores it with its tradelines; the raw file goes in encrypted. */
export async function saveReport(
  deps: Pick<CreditDeps, 'clock' | 'cipher'> & { db: Executor },
  userId: string,
  parsed: ParsedCreditReport,
  rawDocument: Buffer | null,
): Promise<string> {
  const analysed = analyseReport(parsed, today(deps));
  return insertReport(
    deps.db,
    {
      userId,
      source: parsed.source,
      format: parsed.format,
      reportIdentifier: parsed.reportIdentifier,
      reportDate: parsed.reportDate,
      pulledAt: deps.clock.now(),
      borrowerFirstName: parsed.borrower.firstName,
      borrowerLastName: parsed.borrower.lastName,
      borrowerMatchedMember: parsed.borrower.matchedMember,
      borrowerCount: parsed.borrower.borrowerCount,
      bureausReturned: parsed.bureausReturned,
      scores: parsed.scores,
      experianScore: bureauScore(parsed, 'experian'),
      equifaxScore: bureauScore(parsed, 'equifax'),
      transunionScore: bureauScore(parsed, 'transunion'),
      inquiryCount: parsed.inquiries.length,
      rawDocument: rawDocument ? deps.cipher.encrypt(rawDocument) : null,
    },
    analysed.map((entry) => ({
      ...tradelineFacts(entry),
      userId,
      accountNumberSealed: entry.tradeline.accountNumber
        ? deps.cipher.encrypt(Buffer.from(entry.tradeline.accountNumber))
        : null,
    })),
  );
}

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

export function subjectOf(user: SessionUser, profile?: Profile): CreditSubject {
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
 * A new report from the configured provider, only after the member has consented to a pull. The MISMO
 * provider has nothing to pull: its reports come from the member's own file. A member's demo file is read
 * again as a bureau would: the same accounts, without what a bureau deleted after a dispute.
 */
export async function pullReport(
  deps: CreditDeps & Pick<AppDeps, 'config'>,
  user: SessionUser,
  subject: CreditSubject,
): Promise<string> {
  if (deps.config.creditProvider !== 'demo') throw importRequired();
  if (!(await hasConsent(deps.db, user.id))) throw consentRequired();
  const file = await findDemoFile(deps.db, user.id);
  const deletions = (await findBureauDeletions(deps.db, user.id)).filter((deleted) => deleted.source === 'demo');
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
 * Refresh: a demo report is pulled again; an imported file is analysed again as of today (items can age
 * past the FCRA limit, so the findings change even when the file does not).
 */
export async function refreshReport(deps: CreditDeps & Pick<AppDeps, 'config'>, user: SessionUser): Promise<string> {
  const [latest] = await findReports(deps.db, user.id, 1);
  if (latest?.source === 'mismo' && latest.rawDocument) {
    return importMismoReport(deps, user, deps.cipher.decrypt(latest.rawDocument));
  }
  return pullReport(deps, user, subjectOf(user));
}

/** An uploaded MISMO file: parsed for the member's name, stored encrypted. */
export async function importMismoReport(deps: CreditDeps, user: SessionUser, document: Buffer): Promise<string> {
  const parsed = await mismoProvider.fetchReport({ subject: subjectOf(user), asOf: today(deps), document });
  return saveReport(deps, user.id, parsed, document);
}
