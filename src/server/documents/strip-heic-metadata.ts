import { type ItemLocation, readItemLocations } from './heic-item-locations.ts';
import { findMetadataItemIds } from './heic-metadata-items.ts';
import { findOnlyBox, findOptionalBox, type IsoBox, malformedHeic, readBoxes } from './iso-boxes.ts';

/**
 * Blanks the EXIF and XMP items of a HEIC file with zeros. HEIC cannot be decoded here to be re-encoded, so the
 * metadata is cut out of the container instead; zeros of the same length keep every offset in the file valid.
 * The picture's orientation lives in its `irot`/`imir` properties, not in EXIF, so nothing turns sideways.
 */
export function stripHeicMetadata(bytes: Uint8Array): Buffer {
  const meta = findOnlyBox(readBoxes(bytes, 0, bytes.length), 'meta');
  // `meta` is a FullBox: its children start after 4 bytes of version and flags.
  if (meta.contentStart + 4 > meta.end) throw malformedHeic();
  const children = readBoxes(bytes, meta.contentStart + 4, meta.end);
  const metadataIds = findMetadataItemIds(bytes, findOnlyBox(children, 'iinf'));
  const locations = readItemLocations(bytes, findOnlyBox(children, 'iloc'));
  const idat = findOptionalBox(children, 'idat');

  const cleaned = Buffer.from(bytes);
  for (const id of metadataIds) {
    const location = locations.get(id);
    if (location) blankItem(cleaned, location, idat);
  }
  return cleaned;
}

function blankItem(file: Buffer, location: ItemLocation, idat: IsoBox | undefined): void {
  const data = dataOf(file, location.constructionMethod, idat);
  for (const extent of location.extents) {
    const start = data.start + extent.offset;
    const end = extent.length === 0 ? data.end : start + extent.length;
    if (start > data.end || end > data.end) throw malformedHeic();
    file.fill(0, start, end);
  }
}

/** The span an item's offsets count from; method 2 (bytes borrowed from another item) is refused for metadata. */
function dataOf(file: Buffer, constructionMethod: number, idat: IsoBox | undefined): { start: number; end: number } {
  if (constructionMethod === 0) return { start: 0, end: file.length };
  if (constructionMethod === 1 && idat) return { start: idat.contentStart, end: idat.end };
  throw malformedHeic();
}
