import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type.ts';
import { box, buildHeicFile, fourCC, u32 } from './test-support/build-heic-file.ts';

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } });
const ftyp = (major: string, ...compatible: string[]) =>
  Buffer.concat([box('ftyp', fourCC(major), u32(0), ...compatible.map(fourCC)), box('mdat', Buffer.from('data'))]);

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImageType(await pixels().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await pixels().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await pixels().webp().toBuffer())).toBe('image/webp');
  });

  it('knows HEIC by the brands of its ftyp box', () => {
    expect(sniffImageType(buildHeicFile().file)).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1', 'heix'))).toBe('image/heic');
    expect(sniffImageType(ftyp('msf1', 'msf1', 'hevc'))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1'))).toBe('image/heic');
  });

  it('refuses AVIF, which shares the container, unless an HEVC brand is there too', () => {
    expect(sniffImageType(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffImageType(ftyp('avis', 'avis', 'msf1'))).toBeNull();
    expect(sniffImageType(ftyp('avif', 'mif1', 'heic'))).toBe('image/heic');
  });

  it('refuses other ISO files and an ftyp box whose size does not fit the file', () => {
    expect(sniffImageType(ftyp('isom', 'isom', 'mp42'))).toBeNull();
    const lying = ftyp('heic', 'mif1');
    lying.writeUInt32BE(lying.length + 4);
    expect(sniffImageType(lying)).toBeNull();
  });

  it('decides by content alone: PNG bytes are PNG whatever they were called', async () => {
    // There is no name parameter at all; a "photo.pdf" holding PNG bytes is a PNG.
    expect(sniffImageType(await pixels().png().toBuffer())).toBe('image/png');
  });

  it('refuses a PDF, text and GIF', async () => {
    expect(sniffImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull();
    expect(sniffImageType(Buffer.from('just some text, no picture here'))).toBeNull();
    expect(sniffImageType(await pixels().gif().toBuffer())).toBeNull();
  });

  it('refuses buffers too short to hold a signature', () => {
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEB'))).toBeNull();
    expect(sniffImageType(Buffer.from('\0\0\0\x18ftypheic'))).toBeNull();
  });
});
