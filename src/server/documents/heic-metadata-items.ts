import { ByteCursor, type IsoBox, malformedHeic, readBoxes } from './iso-boxes.ts';

const XMP_CONTENT_TYPE = 'application/rdf+xml';

/** The IDs of the items that hold EXIF or XMP (GPS position, device, owner), read from the `iinf` box. */
export function findMetadataItemIds(bytes: Uint8Array, iinf: IsoBox): Set<number> {
  const cursor = new ByteCursor(bytes, iinf.contentStart, iinf.end);
  // Every `infe` child is read rather than only `entry_count` of them, so no item can hide behind a low count.
  cursor.skip(cursor.fullBoxVersion() === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const box of readBoxes(bytes, cursor.offset, iinf.end)) {
    if (box.type !== 'infe') continue;
    const entry = new ByteCursor(bytes, box.contentStart, box.end);
    const version = entry.fullBoxVersion();
    // Versions 0 and 1 carry no item type, so the metadata in them could not be told apart; HEIF requires 2 or 3.
    if (version !== 2 && version !== 3) throw malformedHeic();
    const itemId = version === 2 ? entry.u16() : entry.u32();
    entry.skip(2); // item_protection_index
    const itemType = entry.fourCC();
    entry.cString(); // item_name
    if (itemType === 'Exif' || (itemType === 'mime' && isXmp(entry.cString()))) ids.add(itemId);
  }
  return ids;
}

/** MIME types ignore case and may carry parameters; either would otherwise let XMP slip through. */
function isXmp(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === XMP_CONTENT_TYPE;
}
