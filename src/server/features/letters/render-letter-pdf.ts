import { formatDate } from '#shared/rules/format-for-letter.ts';
import { noonOf } from '#shared/rules/iso-date.ts';
import type { Letter } from './letter-types.ts';
import {
  BOLD,
  bulletItem,
  contentWidth,
  type Doc,
  keepTogether,
  MARGIN,
  openPdf,
  REGULAR,
  textOptions,
  writeFooters,
} from './pdf-document.ts';
import { toWinAnsi } from './win-ansi.ts';

const BODY_SIZE = 10.5;
/** The space after a block, in lines. */
const PARAGRAPH_GAP = 0.7;

function block(doc: Doc, lines: readonly string[], font = REGULAR) {
  if (lines.length === 0) return;
  const text = toWinAnsi(lines.join('\n'));
  doc.font(font);
  keepTogether(doc, doc.heightOfString(text, textOptions(doc)));
  doc.text(text, MARGIN, doc.y, textOptions(doc));
  doc.moveDown(PARAGRAPH_GAP);
}

function paragraph(doc: Doc, text: string) {
  doc.font(REGULAR).text(toWinAnsi(text), MARGIN, doc.y, textOptions(doc));
  doc.moveDown(PARAGRAPH_GAP);
}

/**
 * The last paragraph, the closing and the signature on one page: a page holding only "Sincerely" and a
 * signature line is not a letter, so the paragraph moves to the next page with them when they do not fit.
 * Composers end every letter with a short paragraph of their own, so the three always fit on a page.
 */
function closing(doc: Doc, lastParagraph: string | undefined, signature: readonly string[]) {
  const options = textOptions(doc);
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
  for (const item of items) bulletItem(doc, item);
  doc.moveDown(PARAGRAPH_GAP);
}

/** The letter as a PDF (pdf-document.ts); its metadata dated by the letter's own date. */
export function renderLetterPdf(letter: Letter): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: letter.subject,
    author: letter.from[0] ?? '',
    date: noonOf(letter.date),
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
  writeFooters(doc, (page, pages) => `Reference ${letter.reference} · Page ${page} of ${pages}`);
  doc.end();
  return done;
}
