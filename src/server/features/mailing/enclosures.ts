import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { IdImageType } from '#shared/constants/onboarding.ts';

/** A photo to print on its own page: an ID side, or the proof of address. */
export interface EnclosedImage {
  mediaType: IdImageType;
  image: Buffer;
}

/** US Letter in PDF points, as Lob prints letters. */
const PAGE = { width: 612, height: 792 } as const;
/** Lob prints nothing in the outer eighth of an inch; half an inch keeps the photo well clear of it. */
const MARGIN = 36;

/** Whether the photo can go on paper: HEIC cannot be decoded here (clean-id-image.ts), the other types can. */
export const isPrintable = (image: EnclosedImage) => image.mediaType !== 'image/heic';

/**
 * Lob takes a PDF of 5 MB at most and prints it black and white: each photo goes in as a greyscale JPEG no larger
 * than a Letter page at 200 dpi (never enlarged), a few hundred kilobytes where a phone's photo can be 10 MB.
 */
const MAX_PIXELS = { width: 1_700, height: 2_200 } as const;

/** The photo as the PDF embeds it, copied into an array of its own (pdf-lib reads from the buffer's start). */
async function embeddable(pdf: PDFDocument, { image }: EnclosedImage) {
  const printable = await sharp(image)
    .rotate()
    .resize({ ...MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
    // A transparent PNG goes on white, as on paper (JPEG has no transparency: it would print black).
    .flatten({ background: '#ffffff' })
    .grayscale()
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return pdf.embedJpg(new Uint8Array(printable));
}

/**
 * The whole PDF Lob prints and mails: the letter's own pages first, then each enclosure on a page of its own, in
 * the order given (the ID's front, its back, the proof of address), scaled to fit the page and never enlarged.
 */
export async function assembleMailedPdf(letterPdf: Uint8Array, enclosed: readonly EnclosedImage[]) {
  const pdf = await PDFDocument.load(letterPdf);
  for (const enclosure of enclosed) {
    const image = await embeddable(pdf, enclosure);
    const scale = Math.min(1, (PAGE.width - 2 * MARGIN) / image.width, (PAGE.height - 2 * MARGIN) / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    // Near the top, as a photocopy on a page would be, centred across.
    page.drawImage(image, { x: (PAGE.width - width) / 2, y: PAGE.height - MARGIN - height, width, height });
  }
  return pdf.save();
}
