import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip, read through its central directory as an unzip tool does (no zip reader is a dependency,
 * and the archive under test must not read itself). Only what archiver writes: stored or deflated entries, no
 * encryption, no Zip64 (test downloads are small).
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a zip: no end of central directory');
  const entryCount = zip.readUInt16LE(endOfDirectory + 10);
  let at = zip.readUInt32LE(endOfDirectory + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < entryCount; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(localHeader) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
