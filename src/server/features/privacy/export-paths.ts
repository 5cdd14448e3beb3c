import type { Bureau } from '#shared/constants/bureaus.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';

/** The folders of the download, which the README explains one by one. */
export const EXPORT_FOLDERS = [
  'letters',
  'bureau-answers',
  'report-pdfs',
  'imported-reports',
  'id-photos',
  'proof-of-address',
] as const;
export type ExportFolder = (typeof EXPORT_FOLDERS)[number];

export const DATA_FILE = 'my-data.json';
export const README_FILE = 'README.txt';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};
const extensionOf = (mediaType: string) => EXTENSIONS[mediaType] ?? 'bin';

/** A dispute as its letters name it: the reference printed in their footer. */
const disputeReference = (disputeId: string) => disputeId.slice(0, 8).toUpperCase();
const day = (instant: Date) => instant.toISOString().slice(0, 10);
const short = (id: string) => id.slice(0, 8);

// Names are made from our own ids and dates, never from what a member typed or a file was called: nothing in a
// name can climb out of its folder or clash with another.
export const exportPaths = {
  letter: (letter: { disputeId: string; bureau: Bureau; kind: LetterKind; version: number }) =>
    `letters/${disputeReference(letter.disputeId)}-${letter.bureau}-${letter.kind}-v${letter.version}.pdf`,
  bureauAnswer: (answer: { disputeId: string; bureau: Bureau; contentType: string }) =>
    `bureau-answers/${disputeReference(answer.disputeId)}-${answer.bureau}.${extensionOf(answer.contentType)}`,
  reportPdf: (document: { id: string; uploadedAt: Date }) =>
    `report-pdfs/${day(document.uploadedAt)}-${short(document.id)}.pdf`,
  importedReport: (report: { id: string; pulledAt: Date }) =>
    `imported-reports/${day(report.pulledAt)}-${short(report.id)}.xml`,
  idPhoto: (photo: { side: string; mediaType: string }) => `id-photos/id-${photo.side}.${extensionOf(photo.mediaType)}`,
  proofOfAddress: (proof: { mediaType: string }) => `proof-of-address/proof-of-address.${extensionOf(proof.mediaType)}`,
};
