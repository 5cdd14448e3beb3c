import { ByteCursor, type IsoBox, malformedHeic } from './iso-boxes.ts';

export interface ItemExtent {
  /** From the start of the data the construction method names: the file (0) or the `idat` box (1). */
  offset: number;
  /** 0 means the extent runs to the end of that data. */
  length: number;
}

export interface ItemLocation {
  constructionMethod: number;
  extents: ItemExtent[];
}

/** Where each item's bytes are, read from the `iloc` box (versions 0, 1 and 2). */
export function readItemLocations(bytes: Uint8Array, iloc: IsoBox): Map<number, ItemLocation> {
  const cursor = new ByteCursor(bytes, iloc.contentStart, iloc.end);
  const version = cursor.fullBoxVersion();
  if (version > 2) throw malformedHeic();
  const sizes = cursor.u8();
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const moreSizes = cursor.u8();
  const baseOffsetSize = moreSizes >> 4;
  const indexSize = version === 0 ? 0 : moreSizes & 0x0f;
  const itemCount = version < 2 ? cursor.u16() : cursor.u32();

  const locations = new Map<number, ItemLocation>();
  for (let item = 0; item < itemCount; item++) {
    const itemId = version < 2 ? cursor.u16() : cursor.u32();
    const constructionMethod = version === 0 ? 0 : cursor.u16() & 0x0f;
    // Data in another file cannot be checked, and an ID photo has no reason to point outside itself.
    if (cursor.u16() !== 0) throw malformedHeic();
    const baseOffset = cursor.uint(baseOffsetSize);
    const extentCount = cursor.u16();
    const extents: ItemExtent[] = [];
    for (let extent = 0; extent < extentCount; extent++) {
      cursor.uint(indexSize); // extent_index, used only by construction method 2
      const offset = baseOffset + cursor.uint(offsetSize);
      extents.push({ offset, length: cursor.uint(lengthSize) });
    }
    if (locations.has(itemId)) throw malformedHeic();
    locations.set(itemId, { constructionMethod, extents });
  }
  return locations;
}
