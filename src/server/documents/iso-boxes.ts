import { unsupportedImage } from './image-errors.ts';

/** A HEIC whose structure does not add up is refused: a file we cannot read fully is a file we cannot clean. */
export const malformedHeic = () => unsupportedImage('malformed_heic');

/** Reads big-endian fields and never past `end`, so a lying size cannot lead a read outside its box. */
export class ByteCursor {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    public offset: number,
    readonly end: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  skip(length: number): void {
    this.claim(length);
  }

  u8(): number {
    return this.view.getUint8(this.claim(1));
  }

  u16(): number {
    return this.view.getUint16(this.claim(2));
  }

  u32(): number {
    return this.view.getUint32(this.claim(4));
  }

  /** An unsigned field whose width (0, 4 or 8 bytes) the file itself declares, as `iloc` does. */
  uint(width: number): number {
    if (width === 0) return 0;
    if (width === 4) return this.u32();
    if (width !== 8) throw malformedHeic();
    const value = this.view.getBigUint64(this.claim(8));
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw malformedHeic();
    return Number(value);
  }

  fourCC(): string {
    const at = this.claim(4);
    return String.fromCharCode(...this.bytes.subarray(at, at + 4));
  }

  /** A NUL-terminated UTF-8 string; some writers drop the last NUL, so the box end closes it too. */
  cString(): string {
    const nul = this.bytes.subarray(this.offset, this.end).indexOf(0);
    const length = nul === -1 ? this.end - this.offset : nul;
    const at = this.claim(length);
    if (nul !== -1) this.skip(1);
    return new TextDecoder().decode(this.bytes.subarray(at, at + length));
  }

  /** The version of a FullBox; its 24 flag bits matter to none of the boxes we read. */
  fullBoxVersion(): number {
    return this.u32() >>> 24;
  }

  private claim(length: number): number {
    const at = this.offset;
    if (at + length > this.end) throw malformedHeic();
    this.offset = at + length;
    return at;
  }
}

export interface IsoBox {
  type: string;
  contentStart: number;
  end: number;
}

/** The boxes laid end to end from `start` to `end`; one that runs past `end`, or leaves a stray tail, is refused. */
export function readBoxes(bytes: Uint8Array, start: number, end: number): IsoBox[] {
  const boxes: IsoBox[] = [];
  const cursor = new ByteCursor(bytes, start, end);
  while (cursor.offset < end) {
    const boxStart = cursor.offset;
    const size = cursor.u32();
    const type = cursor.fourCC();
    // Size 1 means a 64-bit size follows; size 0 means the box runs to the end of its container.
    const boxEnd = size === 1 ? boxStart + cursor.uint(8) : size === 0 ? end : boxStart + size;
    if (boxEnd < cursor.offset || boxEnd > end) throw malformedHeic();
    boxes.push({ type, contentStart: cursor.offset, end: boxEnd });
    cursor.offset = boxEnd;
  }
  return boxes;
}

/** The one box of a type a container must hold; none or several make the file ambiguous. */
export function findOnlyBox(boxes: IsoBox[], type: string): IsoBox {
  const found = findOptionalBox(boxes, type);
  if (!found) throw malformedHeic();
  return found;
}

export function findOptionalBox(boxes: IsoBox[], type: string): IsoBox | undefined {
  const matches = boxes.filter((box) => box.type === type);
  if (matches.length > 1) throw malformedHeic();
  return matches[0];
}
