import type { IdImageType } from '#shared/constants/onboarding.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
// AVIF shares HEIF's container and its mif1 brand, but it is not a type we accept.
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** Decides the type by the file's first bytes only: a name or a declared type is whatever the sender chose. */
export function sniffImageType(bytes: Uint8Array): IdImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return isHeic(readFtypBrands(bytes)) ? 'image/heic' : null;
}

function isHeic(brands: string[]): boolean {
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return false;
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

/** The major brand and the compatible brands of a leading ISO-BMFF `ftyp` box; none when there is no sound one. */
function readFtypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (size < 16 || size > bytes.length || size % 4 !== 0) return [];
  const brands = [ascii(bytes, 8, 12)];
  // Bytes 12-16 hold the minor version, not a brand.
  for (let at = 16; at < size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
