import { createHash } from 'node:crypto';
import type { Cipher } from '#server/crypto/cipher.ts';
import {
  analyseReport,
  averageScore,
  bureauScore,
  lastFourOf,
  toNegativeItems,
  tradelineFacts,
} from '#server/features/credit/index.ts';
import type { ReportWay } from '#shared/constants/onboarding.ts';
import type { CreditPullResult } from '#shared/schemas/credit.ts';
import { type ParsedCreditReport, ParsedCreditReportSchema } from '#shared/schemas/credit-report.ts';
import {
  type DraftManualItem,
  DraftManualItemsSchema,
  type DraftManualItemView,
} from '#shared/schemas/onboarding-draft.ts';

export function sealReport(cipher: Cipher, report: ParsedCreditReport): Buffer {
  return cipher.encrypt(Buffer.from(JSON.stringify(report)));
}

export function openReport(cipher: Cipher, sealed: Buffer): ParsedCreditReport {
  return ParsedCreditReportSchema.parse(JSON.parse(cipher.decrypt(sealed).toString('utf8')));
}

export function sealManualItems(cipher: Cipher, items: readonly DraftManualItem[]): Buffer {
  return cipher.encrypt(Buffer.from(JSON.stringify(items)));
}

export function openManualItems(cipher: Cipher, sealed: Buffer | null): DraftManualItem[] {
  return sealed ? DraftManualItemsSchema.parse(JSON.parse(cipher.decrypt(sealed).toString('utf8'))) : [];
}

export function toManualItemView({ accountNumber, ...item }: DraftManualItem): DraftManualItemView {
  return { ...item, accountNumberLast4: lastFourOf(accountNumber ?? null) };
}

/** How the draft's report came in, from the report itself (a hand-entered one is rebuilt from the items). */
export function reportWayOf(report: ParsedCreditReport | null): ReportWay | null {
  if (!report) return null;
  if (report.source === 'manual') return 'manual';
  return report.source === 'demo' ? 'sample' : 'file';
}

/**
 * A waiting report's item has no row yet, so its id is derived from the draft and the account's key: stable
 * across reads, unguessable without the draft, and found again when the account is created.
 */
export function draftItemId(draftId: string, tradelineKey: string): string {
  const hex = createHash('sha256').update(`${draftId}:${tradelineKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What step 3 shows and step 4 chooses from, for a report that is not stored as the member's yet. */
export function draftPullResult(draftId: string, report: ParsedCreditReport, today: string): CreditPullResult {
  const rows = analyseReport(report, today).map((entry) => ({
    ...tradelineFacts(entry),
    id: draftItemId(draftId, entry.tradeline.key),
  }));
  const experianScore = bureauScore(report, 'experian');
  const equifaxScore = bureauScore(report, 'equifax');
  const transunionScore = bureauScore(report, 'transunion');
  return {
    creditScore: averageScore([experianScore, equifaxScore, transunionScore]),
    experianScore,
    equifaxScore,
    transunionScore,
    negativeItems: toNegativeItems(rows, new Set()),
    dataSource: report.source,
    isRealBureauData: report.source !== 'demo',
  };
}
