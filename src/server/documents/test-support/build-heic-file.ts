/** Builds small HEIC files by hand: `ftyp`, `meta` (hdlr, pitm, iinf, iloc, maybe idat) and `mdat`. */

export const EXIF_MARKER = 'GPSLatitude 40.7128';
export const XMP_MARKER = 'secret';

const IMAGE_BYTES = Buffer.from('\x00\x00\x00\x18\x26\x01\xafhvc1-fake-coded-picture', 'latin1');
const EXIF_BYTES = Buffer.concat([u32(6), Buffer.from(`Exif\0\0MM\0*${EXIF_MARKER}`, 'latin1')]);
const XMP_BYTES = Buffer.from(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${XMP_MARKER}</x:xmpmeta>`);

export interface HeicOptions {
  ilocVersion?: 0 | 1 | 2;
  infeVersion?: 2 | 3;
  /** Where the EXIF and XMP items live: in `mdat` (construction method 0) or `idat` (method 1, iloc v1+). */
  metadataIn?: 'mdat' | 'idat';
  /** How `mdat` states its size: plainly, as a 64-bit largesize (size 1), or as "to the end of the file" (size 0). */
  mdatSize?: 'plain' | 'largesize' | 'to-end';
  /** Overrides the length `iloc` declares for the EXIF item's last extent. */
  exifLength?: number;
}

export interface Span {
  start: number;
  end: number;
}

export interface HeicFile {
  file: Buffer;
  image: Span;
  exif: Span;
  xmp: Span;
}

export function buildHeicFile(options: HeicOptions = {}): HeicFile {
  const { ilocVersion = 0, infeVersion = 2, metadataIn = 'mdat', mdatSize = 'plain' } = options;
  if (metadataIn === 'idat' && ilocVersion === 0) throw new Error('iloc version 0 has no construction method');
  const inIdat = metadataIn === 'idat';
  const mdatBody = inIdat ? IMAGE_BYTES : Buffer.concat([IMAGE_BYTES, EXIF_BYTES, XMP_BYTES]);
  const idatBody = inIdat ? Buffer.concat([EXIF_BYTES, XMP_BYTES]) : null;
  const ftyp = box('ftyp', fourCC('heic'), u32(0), fourCC('mif1'), fourCC('heic'));
  const mdatHeaderLength = mdatSize === 'largesize' ? 16 : 8;

  // The meta box's length does not depend on the offsets it holds, so a first pass measures it.
  const build = (mdatStart: number) => {
    const items: IlocItem[] = [
      { id: 1, method: 0, start: mdatStart, length: IMAGE_BYTES.length },
      {
        id: 2,
        method: inIdat ? 1 : 0,
        start: inIdat ? 0 : mdatStart + IMAGE_BYTES.length,
        length: EXIF_BYTES.length,
      },
      {
        id: 3,
        method: inIdat ? 1 : 0,
        start: inIdat ? EXIF_BYTES.length : mdatStart + IMAGE_BYTES.length + EXIF_BYTES.length,
        length: XMP_BYTES.length,
      },
    ];
    return metaBox(infeVersion, ilocVersion, items, idatBody, options.exifLength);
  };
  const mdatStart = ftyp.length + build(0).length + mdatHeaderLength;
  const meta = build(mdatStart);
  const file = Buffer.concat([ftyp, meta, mdatBox(mdatBody, mdatSize)]);

  const imageStart = mdatStart;
  const exifStart = inIdat ? ftyp.length + meta.length - (idatBody?.length ?? 0) : imageStart + IMAGE_BYTES.length;
  return {
    file,
    image: { start: imageStart, end: imageStart + IMAGE_BYTES.length },
    exif: { start: exifStart, end: exifStart + EXIF_BYTES.length },
    xmp: { start: exifStart + EXIF_BYTES.length, end: exifStart + EXIF_BYTES.length + XMP_BYTES.length },
  };
}

interface IlocItem {
  id: number;
  method: 0 | 1;
  start: number;
  length: number;
}

function metaBox(
  infeVersion: 2 | 3,
  ilocVersion: 0 | 1 | 2,
  items: IlocItem[],
  idatBody: Buffer | null,
  exifLength: number | undefined,
): Buffer {
  const hdlr = fullBox('hdlr', 0, u32(0), fourCC('pict'), u32(0), u32(0), u32(0), Buffer.from([0]));
  const pitm = fullBox('pitm', 0, u16(1));
  const infe = (id: number, type: string, ...rest: Buffer[]) =>
    fullBox('infe', infeVersion, infeVersion === 2 ? u16(id) : u32(id), u16(0), fourCC(type), cString(''), ...rest);
  const iinf = fullBox(
    'iinf',
    0,
    u16(3),
    infe(1, 'hvc1'),
    infe(2, 'Exif'),
    infe(3, 'mime', cString('application/rdf+xml')),
  );
  const iloc = ilocBox(ilocVersion, items, exifLength);
  const idat = idatBody ? [box('idat', idatBody)] : [];
  return fullBox('meta', 0, hdlr, pitm, iinf, iloc, ...idat);
}

/** Version 0: 4-byte offsets and lengths, no base offset. Versions 1 and 2 also use an 8-byte base offset,
 * a 4-byte extent index, and split the EXIF item in two extents, so every field the parser reads is exercised. */
function ilocBox(version: 0 | 1 | 2, items: IlocItem[], exifLength: number | undefined): Buffer {
  const itemId = (id: number) => (version === 2 ? u32(id) : u16(id));
  const entries = items.map((item) => {
    const extents =
      version > 0 && item.id === 2
        ? [
            { offset: 0, length: 5 },
            { offset: 5, length: item.length - 5 },
          ]
        : [{ offset: 0, length: item.length }];
    const last = extents[extents.length - 1];
    if (item.id === 2 && last && exifLength !== undefined) last.length = exifLength;
    if (version === 0) {
      return Buffer.concat([
        itemId(item.id),
        u16(0),
        u16(extents.length),
        ...extents.flatMap((extent) => [u32(item.start + extent.offset), u32(extent.length)]),
      ]);
    }
    return Buffer.concat([
      itemId(item.id),
      u16(item.method),
      u16(0),
      u64(item.start),
      u16(extents.length),
      ...extents.flatMap((extent) => [u32(1), u32(extent.offset), u32(extent.length)]),
    ]);
  });
  const sizes = version === 0 ? [0x44, 0x00] : [0x44, 0x84];
  return fullBox(
    'iloc',
    version,
    Buffer.from(sizes),
    version === 2 ? u32(items.length) : u16(items.length),
    ...entries,
  );
}

function mdatBox(body: Buffer, size: 'plain' | 'largesize' | 'to-end'): Buffer {
  if (size === 'largesize') return Buffer.concat([u32(1), fourCC('mdat'), u64(16 + body.length), body]);
  if (size === 'to-end') return Buffer.concat([u32(0), fourCC('mdat'), body]);
  return box('mdat', body);
}

export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), fourCC(type), body]);
}

function fullBox(type: string, version: number, ...parts: Buffer[]): Buffer {
  return box(type, u32(version << 24), ...parts);
}

export function fourCC(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

function cString(text: string): Buffer {
  return Buffer.from(`${text}\0`);
}

export function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}
