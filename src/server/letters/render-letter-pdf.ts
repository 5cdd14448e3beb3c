import PDFDocument from 'pdfkit';
import { formatDate } from '#shared/rules/format-for-letter.ts';
import type { Letter } from './letter-types.ts';
import { shareStandardFontMetrics } from './share-font-metrics.ts';
import { toWinAnsi } from './win-ansi.ts';

shareStandardFontMetrics();

const MARGIN = 72;
const BODY_SIZE = 10.5;
const FOOTER_SIZE = 8;
const LINE_GAP = 1;
const BULLET_INDENT = 14;
/** The space after a block, in lines. */
const PARAGRAPH_GAP = 0.7;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Starts a new page when `height` would not fit, so a short block is never split across two. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function block(doc: Doc, lines: readonly string[], font = REGULAR) {
  if (lines.length === 0) return;
  const text = toWinAnsi(lines.join('\n'));
  doc.font(font);
  keepTogether(doc, doc.heightOfString(text, { width: contentWidth(doc), lineGap: LINE_GAP }));
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.moveDown(PARAGRAPH_GAP);
}

function paragraph(doc: Doc, text: string) {
  doc.font(REGULAR).text(toWinAnsi(text), MARGIN, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.moveDown(PARAGRAPH_GAP);
}

/**
 * The last paragraph, the closing and the signature on one page: a page holding only "Sincerely" and a
 * signature line is not a letter, so the paragraph moves to the next page with them when they do not fit.
 * Composers end every letter with a short paragraph of their own, so the three always fit on a page.
 */
function closing(doc: Doc, lastParagraph: string | undefined, signature: readonly string[]) {
  const options = { width: contentWidth(doc), lineGap: LINE_GAP };
  doc.font(REGULAR);
  const paragraphHeight = lastParagraph
    ? doc.heightOfString(toWinAnsi(lastParagraph), options) + PARAGRAPH_GAP * doc.currentLineHeight(true)
    : 0;
  keepTogether(doc, paragraphHeight + doc.heightOfString(toWinAnsi(signature.join('\n')), options));
  if (lastParagraph !== undefined) paragraph(doc, lastParagraph);
  block(doc, signature);
}

function enclosures(doc: Doc, items: readonly string[]) {
  if (items.length === 0) return;
  keepTogether(doc, 3 * doc.currentLineHeight(true));
  doc.font(BOLD).text('Enclosures:', MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font(REGULAR);
  for (const item of items) {
    keepTogether(doc, doc.currentLineHeight(true) + LINE_GAP);
    const top = doc.y;
    doc.text('•', MARGIN, top, { lineBreak: false });
    doc.text(toWinAnsi(item), MARGIN + BULLET_INDENT, top, {
      width: contentWidth(doc) - BULLET_INDENT,
      lineGap: LINE_GAP,
    });
  }
  doc.moveDown(PARAGRAPH_GAP);
}

/** The reference and "Page n of m" under the bottom margin of every page, drawn once the count is known. */
function footers(doc: Doc, reference: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(FOOTER_SIZE)
      .text(toWinAnsi(`Reference ${reference} · Page ${index + 1} of ${count}`), MARGIN, doc.page.height - MARGIN / 2, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The letter as a US Letter PDF in the standard Helvetica fonts (nothing to embed, nothing to load).
 * The metadata dates come from the letter's own date, so the same letter gives the same bytes.
 * Compression stays on: turning it off saved well under 1 ms for three letters and tripled the file.
 * Pages are buffered only so the footer can say "of m".
 */
export function renderLetterPdf(letter: Letter): Promise<Buffer> {
  const dated = new Date(`${letter.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: toWinAnsi(letter.subject),
      Author: toWinAnsi(letter.from[0] ?? ''),
      Creator: 'CreditPath',
      CreationDate: dated,
      ModDate: dated,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(BODY_SIZE);
  block(doc, letter.from);
  block(doc, [formatDate(letter.date)]);
  block(doc, [letter.delivery]);
  block(doc, letter.to);
  block(doc, [`Re: ${letter.subject}`], BOLD);
  block(doc, letter.identification);
  for (const text of letter.paragraphs.slice(0, -1)) paragraph(doc, text);
  closing(doc, letter.paragraphs.at(-1), letter.signature);
  enclosures(doc, letter.enclosures);
  footers(doc, letter.reference);
  doc.end();
  return done;
}
