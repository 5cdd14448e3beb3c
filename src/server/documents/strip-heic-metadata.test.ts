import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { sniffImageType } from './sniff-image-type.ts';
import { stripHeicMetadata } from './strip-heic-metadata.ts';
import {
  box,
  buildHeicFile,
  EXIF_MARKER,
  fourCC,
  type HeicFile,
  type HeicOptions,
  u32,
  XMP_MARKER,
} from './test-support/build-heic-file.ts';

const refused = expect.objectContaining({ code: 'UNSUPPORTED_IMAGE', statusCode: 415 });

function expectCleaned({ file, image, exif, xmp }: HeicFile): void {
  const cleaned = stripHeicMetadata(file);
  const expected = Buffer.from(file);
  expected.fill(0, exif.start, exif.end).fill(0, xmp.start, xmp.end);
  expect(cleaned.length).toBe(file.length);
  expect(cleaned.subarray(image.start, image.end)).toEqual(file.subarray(image.start, image.end));
  expect(cleaned).toEqual(expected);
  expect(file.includes(EXIF_MARKER) && file.includes(XMP_MARKER)).toBe(true);
  expect(cleaned.includes(EXIF_MARKER)).toBe(false);
  expect(cleaned.includes(XMP_MARKER)).toBe(false);
}

describe('stripHeicMetadata', () => {
  it('zeroes the EXIF and XMP items and leaves every other byte, the picture included, as it was', () => {
    const heic = buildHeicFile();
    expect(sniffImageType(heic.file)).toBe('image/heic');
    expectCleaned(heic);
  });

  it.each<HeicOptions>([
    { ilocVersion: 1 },
    { ilocVersion: 2, infeVersion: 3 },
    { ilocVersion: 1, metadataIn: 'idat' },
    { ilocVersion: 2, metadataIn: 'idat' },
    { mdatSize: 'largesize' },
    { mdatSize: 'to-end' },
  ])('reads the other layouts too: %o', (options) => {
    expectCleaned(buildHeicFile(options));
  });

  it('does not change the caller’s bytes', () => {
    const { file } = buildHeicFile();
    const copy = Buffer.from(file);
    stripHeicMetadata(file);
    expect(file).toEqual(copy);
  });

  it('refuses a truncated file', () => {
    const { file } = buildHeicFile();
    expect(() => stripHeicMetadata(file.subarray(0, file.length - 3))).toThrow(refused);
    expect(() => stripHeicMetadata(file.subarray(0, 60))).toThrow(refused);
  });

  it('refuses a box whose size runs past the end of the file', () => {
    const { file } = buildHeicFile();
    const meta = file.indexOf('meta') - 4;
    file.writeUInt32BE(file.length, meta);
    expect(() => stripHeicMetadata(file)).toThrow(refused);
  });

  it('refuses a largesize smaller than its own header', () => {
    const { file } = buildHeicFile({ mdatSize: 'largesize' });
    const mdat = file.indexOf('mdat') - 4;
    file.writeBigUInt64BE(8n, mdat + 8);
    expect(() => stripHeicMetadata(file)).toThrow(refused);
  });

  it('refuses a metadata extent that runs past its data', () => {
    expect(() => stripHeicMetadata(buildHeicFile({ exifLength: 10_000 }).file)).toThrow(refused);
    expect(() =>
      stripHeicMetadata(buildHeicFile({ ilocVersion: 1, metadataIn: 'idat', exifLength: 500 }).file),
    ).toThrow(refused);
  });

  it('blanks to the end of the data when an extent’s length is 0', () => {
    const { file, image, exif, xmp } = buildHeicFile({ ilocVersion: 1, metadataIn: 'idat', exifLength: 0 });
    const cleaned = stripHeicMetadata(file);
    // The EXIF item sits first in `idat`, so "to the end" covers the XMP behind it, and stops at the box's end.
    expect(cleaned.subarray(exif.start, xmp.end).every((byte) => byte === 0)).toBe(true);
    expect(cleaned.subarray(image.start, image.end)).toEqual(file.subarray(image.start, image.end));
  });

  it('refuses a file without a meta box, or an iloc field width that does not exist', () => {
    const bare = Buffer.concat([box('ftyp', fourCC('heic'), u32(0), fourCC('mif1')), box('mdat', Buffer.from('x'))]);
    expect(() => stripHeicMetadata(bare)).toThrow(refused);

    const { file } = buildHeicFile();
    const iloc = file.indexOf('iloc');
    file[iloc + 8] = 0x34; // offset_size 3
    expect(() => stripHeicMetadata(file)).toThrow(refused);
  });

  it('throws the app’s own error type', () => {
    expect(() => stripHeicMetadata(Buffer.from('garbage'))).toThrow(AppError);
  });
});
