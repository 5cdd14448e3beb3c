import type { AppDeps } from '#server/app-deps.ts';
import type { Executor } from '#server/db/client.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import { type AnalysedTradeline, analyseReport, bureauScore, tradelineFacts } from './analyse-report.ts';
import { insertReport } from './queries.ts';
import { watchNewReport } from './watch-reports.ts';

/** The server's day, which reports are read as of. */
export const today = (deps: Pick<AppDeps, 'clock'>) => isoDayOf(deps.clock.now());

/** A full account number, AES-256-GCM encrypted; only its last four characters are ever kept in clear. */
export const sealAccountNumber = (cipher: AppDeps['cipher'], accountNumber: string | null) =>
  accountNumber ? cipher.encrypt(Buffer.from(accountNumber)) : null;

/**
 * Stores a report with its tradelines, analysed as of today unless the caller (an import's worker) already did;
 * the file it was read from goes in encrypted, as the worker prepared it. Every source of reports ends here: a
 * pull, an import, the items a member types by hand and the report a sign-up brings. In the same transaction,
 * what it shows against the report of its file before it (watch-reports.ts): the report and what it told the
 * member are stored together or not at all.
 */
export async function saveReport(
  deps: Pick<AppDeps, 'clock' | 'cipher'> & { db: Executor },
  userId: string,
  parsed: ParsedCreditReport,
  storedDocument: Buffer | null,
  analysed: AnalysedTradeline[] = analyseReport(parsed, today(deps)),
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const reportId = await insertReport(
      tx,
      {
        userId,
        source: parsed.source,
        format: parsed.format,
        reportIdentifier: parsed.reportIdentifier,
        bureauReportNumbers: parsed.bureauReportNumbers,
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
        rawDocument: storedDocument ? deps.cipher.encrypt(storedDocument) : null,
      },
      analysed.map((entry) => ({
        ...tradelineFacts(entry),
        userId,
        accountNumberSealed: sealAccountNumber(deps.cipher, entry.tradeline.accountNumber),
      })),
    );
    await watchNewReport({ db: tx, clock: deps.clock, cipher: deps.cipher }, userId, reportId);
    return reportId;
  });
}
