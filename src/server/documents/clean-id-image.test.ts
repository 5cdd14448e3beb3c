import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';
import { cleanIdImage } from './clean-id-image.ts';
import { buildHeicFile, EXIF_MARKER, XMP_MARKER } from './test-support/build-heic-file.ts';

const GPS_MARKER = 'GPS 40.7128N 74.0060W';
const OWNER_MARKER = 'secret-owner';
const XMP_PACKET = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${XMP_MARKER}-xmp</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`;

const unsupported = (reason: string) =>
  expect.objectContaining({ code: 'UNSUPPORTED_IMAGE', statusCode: 415, extra: { reason } });

const photo = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .withExif({ IFD0: { Copyright: OWNER_MARKER, ImageDescription: GPS_MARKER } })
    .withXmp(XMP_PACKET);

const encoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg(),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp(),
};

function expectNoMarkers(bytes: Buffer): void {
  for (const marker of [GPS_MARKER, OWNER_MARKER, `${XMP_MARKER}-xmp`, 'xmpmeta']) {
    expect(bytes.includes(marker)).toBe(false);
  }
}

/** A valid PNG of 8000 x 8000 one-bit pixels: a few kilobytes that would decode to 64 million pixels. */
function pixelBomb(): Buffer {
  const side = 8000;
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('cleanIdImage', () => {
  it.each(Object.keys(encoders))('re-encodes %s without its EXIF and XMP, and draws a WebP thumbnail', async (type) => {
    const encode = encoders[type];
    if (!encode) throw new Error(type);
    const input = await encode(photo()).toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(input.includes(GPS_MARKER)).toBe(true);

    const { mediaType, image, thumbnail } = await cleanIdImage(input);

    expect(mediaType).toBe(type);
    const after = await sharp(image).metadata();
    expect(`image/${after.format}`).toBe(type);
    expect([after.width, after.height]).toEqual([800, 500]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expectNoMarkers(image);

    if (!thumbnail) throw new Error('expected a thumbnail');
    const preview = await sharp(thumbnail).metadata();
    expect(preview.format).toBe('webp');
    expect([preview.width, preview.height]).toEqual([320, 200]);
    expect(preview.exif).toBeUndefined();
    expectNoMarkers(thumbnail);
  });

  it('turns the EXIF orientation into pixels before dropping it', async () => {
    const input = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const { image, thumbnail } = await cleanIdImage(input);

    const after = await sharp(image).metadata();
    expect([after.width, after.height]).toEqual([40, 64]);
    expect(after.orientation).toBeUndefined();
    if (!thumbnail) throw new Error('expected a thumbnail');
    const preview = await sharp(thumbnail).metadata();
    expect([preview.width, preview.height]).toEqual([40, 64]);
  });

  it('refuses a file whose header lies about what follows', async () => {
    const png = await photo().png().toBuffer();
    const lying = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage that is no PNG chunk at all')]);
    await expect(cleanIdImage(lying)).rejects.toThrow(unsupported('undecodable'));
    await expect(cleanIdImage(png.subarray(0, png.length - 100))).rejects.toThrow(unsupported('undecodable'));
  });

  it('refuses a decompression bomb by its declared size', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(100_000);
    await expect(cleanIdImage(bomb)).rejects.toThrow(unsupported('undecodable'));
  });

  it('refuses what is not one of the accepted types, and an empty file', async () => {
    await expect(cleanIdImage(Buffer.from('%PDF-1.7\n1 0 obj'))).rejects.toThrow(unsupported('unknown_type'));
    await expect(cleanIdImage(await photo().gif().toBuffer())).rejects.toThrow(unsupported('unknown_type'));
    await expect(cleanIdImage(Buffer.alloc(0))).rejects.toThrow(unsupported('unknown_type'));
  });

  it('refuses 10 MiB or more before looking at the content', async () => {
    await expect(cleanIdImage(Buffer.alloc(ID_IMAGE_MAX_BYTES))).rejects.toThrow(
      expect.objectContaining({ code: 'FILE_TOO_LARGE', statusCode: 413, message: 'File size must be less than 10MB' }),
    );
    await expect(cleanIdImage(Buffer.alloc(ID_IMAGE_MAX_BYTES - 1, 0x41))).rejects.toThrow(unsupported('unknown_type'));
  });

  it('strips a HEIC in its container and draws no thumbnail', async () => {
    const heic = buildHeicFile();

    const { mediaType, image, thumbnail } = await cleanIdImage(heic.file);

    expect(mediaType).toBe('image/heic');
    expect(thumbnail).toBeNull();
    expect(image.length).toBe(heic.file.length);
    expect(image.includes(EXIF_MARKER)).toBe(false);
    expect(image.includes(XMP_MARKER)).toBe(false);
  });

  it('refuses a broken HEIC', async () => {
    const { file } = buildHeicFile();
    await expect(cleanIdImage(file.subarray(0, file.length - 3))).rejects.toThrow(unsupported('malformed_heic'));
  });
});
