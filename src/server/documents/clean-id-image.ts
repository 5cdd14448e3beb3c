import sharp, { type Sharp } from 'sharp';
import { ID_IMAGE_MAX_BYTES, type IdImageType } from '#shared/constants/onboarding.ts';
import { fileTooLarge, unsupportedImage } from './image-errors.ts';
import { sniffImageType } from './sniff-image-type.ts';
import { stripHeicMetadata } from './strip-heic-metadata.ts';

/** An ID photo never needs more (a 40-megapixel phone photo is already generous); a decompression bomb claims far more. */
const MAX_INPUT_PIXELS = 40_000_000;
const THUMBNAIL_MAX_SIDE = 320;

export interface CleanedIdImage {
  mediaType: IdImageType;
  image: Buffer;
  /** A WebP preview; null for HEIC, which cannot be decoded here. */
  thumbnail: Buffer | null;
}

type DecodableType = Exclude<IdImageType, 'image/heic'>;

// Sharp writes no EXIF, XMP, IPTC or ICC unless asked to, so re-encoding is what drops the metadata.
const ENCODERS: Record<DecodableType, (pipeline: Sharp) => Sharp> = {
  'image/jpeg': (pipeline) => pipeline.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (pipeline) => pipeline.png(),
  'image/webp': (pipeline) => pipeline.webp({ quality: 90 }),
};

/** Checks an uploaded ID photo by its content and returns it without its metadata (GPS, device, owner). */
export async function cleanIdImage(bytes: Buffer): Promise<CleanedIdImage> {
  if (bytes.length >= ID_IMAGE_MAX_BYTES) throw fileTooLarge();
  const mediaType = sniffImageType(bytes);
  if (!mediaType) throw unsupportedImage('unknown_type');
  if (mediaType === 'image/heic') return { mediaType, image: stripHeicMetadata(bytes), thumbnail: null };

  // `rotate()` turns the EXIF orientation into pixels before the EXIF goes, or phone photos would lie on their side.
  const decoded = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const [image, thumbnail] = await Promise.all([
      ENCODERS[mediaType](decoded.clone()).toBuffer(),
      decoded
        .clone()
        .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return { mediaType, image, thumbnail };
  } catch {
    // The header promised an image its bytes do not hold, or more pixels than an ID photo needs.
    throw unsupportedImage('undecodable');
  }
}
