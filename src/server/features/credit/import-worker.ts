import { gunzipSync, gzipSync } from 'node:zlib';
import { type IdentityMismatch, MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import { type AnalysedTradeline, analyseReport } from './analyse-report.ts';
import type { Member } from './mismo/choose-borrower.ts';
import { withoutEmbeddedCopies } from './mismo/embedded-copies.ts';
import { MismoImportError, type MismoImportErrorReason, ReportNotYoursError } from './mismo/mismo-error.ts';
import { parseMismoReport } from './mismo/parse-mismo.ts';

export interface ImportTask {
  /** The file as the member uploaded it, or as it was stored ('stored': gzip, or the plain XML of older rows). */
  document: Uint8Array;
  source: 'upload' | 'stored';
  member: Required<Member>;
  /** The day the report is analysed as of (YYYY-MM-DD). */
  asOf: string;
}

/**
 * What a worker answers. Refusals travel as data: an Error thrown in a worker reaches the main thread as a
 * plain copy, without its class or its reason.
 */
export type ImportOutcome =
  | {
      outcome: 'read';
      report: ParsedCreditReport;
      analysed: AnalysedTradeline[];
      /**
       * The document as it is kept: without the vendor's printable copy, gzip. Sealing it is the main thread's only
       * work on the file.
       */
      storedDocument: Uint8Array;
    }
  | { outcome: 'refused'; reason: MismoImportErrorReason }
  | { outcome: 'not_yours'; borrowerName: string; mismatch: IdentityMismatch };

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Reads, checks and analyses one credit report file on a worker thread, and compresses it for storage. Only
 * files we stored ourselves are decompressed: an upload is read exactly as sent.
 */
export default function readReportFile({ document, source, member, asOf }: ImportTask): ImportOutcome {
  const bytes = Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  const compressed = source === 'stored' && isGzip(bytes);
  const xml = compressed ? gunzipSync(bytes, { maxOutputLength: MAX_REPORT_FILE_BYTES }) : bytes;
  try {
    const report = parseMismoReport(xml, member);
    return {
      outcome: 'read',
      report,
      analysed: analyseReport(report, asOf),
      storedDocument: compressed ? bytes : gzipSync(withoutEmbeddedCopies(xml)),
    };
  } catch (error) {
    if (error instanceof MismoImportError) return { outcome: 'refused', reason: error.reason };
    if (error instanceof ReportNotYoursError) {
      return { outcome: 'not_yours', borrowerName: error.borrowerName, mismatch: error.mismatch };
    }
    throw error;
  }
}
