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
 * The photo as PDF can embed it: JPEG and PNG as they are, WebP turned into PNG. Each is copied into an array of
 * its own: pdf-lib reads a JPEG's header from the start of the underlying buffer, which a Buffer shares with others.
 */
async function embeddable(pdf: PDFDocument, { mediaType, image }: EnclosedImage) {
  if (mediaType === 'image/jpeg') return pdf.embedJpg(new Uint8Array(image));
  if (mediaType === 'image/png') return pdf.embedPng(new Uint8Array(image));
  if (mediaType === 'image/webp') return pdf.embedPng(new Uint8Array(await sharp(image).png().toBuffer()));
  throw new Error(`${mediaType} cannot be printed`);
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
