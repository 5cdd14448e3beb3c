import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { findSealedDocument } from '#server/features/credit/index.ts';
import { openLetter, renderLetterPdf } from '#server/features/letters/index.ts';
import * as credit from './export-credit-queries.ts';
import * as disputes from './export-dispute-queries.ts';
import type { ExportSource } from './export-document.ts';
import * as mailing from './export-mailing-queries.ts';
import { exportPaths } from './export-paths.ts';

/** One file of the download: its name, and its content read (and opened) only when its turn comes. */
export interface ExportFile {
  name: string;
  content: () => Promise<Buffer | Readable | null>;
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Every file we keep for the member, sealed at rest and opened here one at a time: the letters (as the PDFs
 * they download), the bureaus' answer letters, the report PDFs they keep, the report files they imported (the
 * XML as read, unpacked as it goes into the zip), the photos of their ID and their proof of address (as stored:
 * cleaned of their metadata when they were uploaded). A row that vanished meanwhile (the
 * member deleted it in another tab) is skipped.
 */
export async function* exportFiles({ db, cipher, userId }: ExportSource): AsyncGenerator<ExportFile> {
  /** A file kept as the member or the bureau gave it, sealed: opened as it is. */
  const sealedFile = (name: string, readSealed: () => Promise<Buffer | null>): ExportFile => ({
    name,
    content: async () => {
      const sealed = await readSealed();
      return sealed ? cipher.decrypt(sealed) : null;
    },
  });

  for (const letter of await disputes.findLetters(db, userId)) {
    yield {
      name: exportPaths.letter(letter),
      content: async () => {
        const stored = await disputes.readLetterContent(db, userId, letter.id);
        return stored ? renderLetterPdf(openLetter(cipher, stored)) : null;
      },
    };
  }
  for (const bureau of await disputes.findDisputeBureaus(db, userId)) {
    const { answerLetter } = bureau;
    if (!answerLetter) continue;
    yield sealedFile(exportPaths.bureauAnswer({ ...bureau, contentType: answerLetter.contentType }), () =>
      disputes.readAnswerLetterSealed(db, userId, bureau.id),
    );
  }
  for (const document of await credit.findReportDocuments(db, userId)) {
    yield sealedFile(exportPaths.reportPdf(document), () => credit.readReportDocumentSealed(db, userId, document.id));
  }
  for (const report of await credit.findReports(db, userId)) {
    if (!report.hasFile) continue;
    yield {
      name: exportPaths.importedReport(report),
      content: async () => {
        const sealed = await findSealedDocument(db, report.id);
        if (!sealed) return null;
        const stored = cipher.decrypt(sealed);
        // Stored gzipped since the import worker began compressing; older rows hold the XML itself.
        return isGzip(stored) ? Readable.from([stored]).pipe(createGunzip()) : stored;
      },
    };
  }
  for (const photo of await credit.findIdentityDocuments(db, userId)) {
    yield sealedFile(exportPaths.idPhoto(photo), () => credit.readIdentityImageSealed(db, userId, photo.id));
  }
  for (const proof of await mailing.findProofOfAddress(db, userId)) {
    yield sealedFile(exportPaths.proofOfAddress(proof), () => mailing.readProofOfAddressSealed(db, userId));
  }
}
