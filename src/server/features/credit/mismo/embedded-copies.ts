/**
 * Vendors embed a printable copy of the report (a base64 PDF, an HTML page) in FOREIGN_OBJECT or EMBEDDED_FILE.
 * The reader never reads it (read-xml.ts stops there), and in a large file it is most of the bytes: the copy we
 * keep for re-reading the report later goes without it, so storing it costs a fraction of the upload.
 */
const COPY_START = /<((?:[A-Za-z_][\w.-]*:)?(?:FOREIGN_OBJECT|EMBEDDED_FILE))\b[^>]*>/g;

/**
 * The document with every embedded copy emptied (the elements and their attributes stay, so a reader sees the
 * same structure). Bytes are handled as latin1, one character a byte, so everything else is kept byte for byte
 * whatever the document's encoding. A copy that is never closed is left as it is: the document was read
 * successfully, so it cannot be malformed.
 */
export function withoutEmbeddedCopies(document: Buffer): Buffer {
  const text = document.toString('latin1');
  const kept: string[] = [];
  let from = 0;
  COPY_START.lastIndex = 0;
  for (let start = COPY_START.exec(text); start !== null; start = COPY_START.exec(text)) {
    if (start[0].endsWith('/>')) continue;
    const contentStart = start.index + start[0].length;
    const end = text.indexOf(`</${start[1]}`, contentStart);
    if (end === -1) break;
    kept.push(text.slice(from, contentStart));
    from = end;
    COPY_START.lastIndex = end;
  }
  if (from === 0) return document;
  kept.push(text.slice(from));
  return Buffer.from(kept.join(''), 'latin1');
}
