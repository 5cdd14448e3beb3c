import PDFDocument from 'pdfkit';
import { shareStandardFontMetrics } from './share-font-metrics.ts';
import { toWinAnsi } from './win-ansi.ts';

shareStandardFontMetrics();

/**
 * The page both of our printed documents use, the dispute letters and the signed agreement: US Letter with an
 * inch of margin, in the standard Helvetica fonts (nothing to embed, nothing to load).
 */
export const MARGIN = 72;
const LINE_GAP = 1;
export const FOOTER_SIZE = 8;
const BULLET_INDENT = 14;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

export type Doc = PDFKit.PDFDocument;

/** The width of the text between the margins, less an indent. */
export function contentWidth(doc: Doc, indent = 0): number {
  return doc.page.width - 2 * MARGIN - indent;
}

/** Text from the left margin to the right one (less an indent), with the line gap both documents use. */
export const textOptions = (doc: Doc, indent = 0) => ({ width: contentWidth(doc, indent), lineGap: LINE_GAP });

/** Starts a new page when `height` would not fit, so a block that must stay whole is never split across two. */
export function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/** A bulleted item in the current font, its first line kept on the page with the bullet. */
export function bulletItem(doc: Doc, text: string) {
  keepTogether(doc, doc.currentLineHeight(true) + LINE_GAP);
  const top = doc.y;
  doc.text('•', MARGIN, top, { lineBreak: false });
  doc.text(toWinAnsi(text), MARGIN + BULLET_INDENT, top, textOptions(doc, BULLET_INDENT));
}

/**
 * A new document and the bytes it will have once ended. Its metadata dates are the given day, so the same content
 * always gives the same file. Compression stays on: turning it off saved well under 1 ms for three letters and
 * tripled the file. Pages are buffered only so the footers can say "of m".
 */
export function openPdf(info: { title: string; author: string; date: Date }): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: toWinAnsi(info.title),
      Author: toWinAnsi(info.author),
      Creator: 'CreditPath',
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A centred line at the foot of every page, worded from the page's number and the page count. */
export function writeFooters(doc: Doc, footer: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(FOOTER_SIZE)
      .text(toWinAnsi(footer(index + 1, count)), MARGIN, doc.page.height - MARGIN / 2, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
