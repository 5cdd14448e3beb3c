import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a file when it has a filename, else a text field. */
export interface MultipartPart {
  field: string;
  filename?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body of these parts, in order, for app.inject. */
export function multipartBody(parts: readonly MultipartPart[]) {
  const boundary = `----creditpath${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => {
      const disposition =
        part.filename === undefined
          ? `form-data; name="${part.field}"`
          : `form-data; name="${part.field}"; filename="${part.filename}"`;
      const type =
        part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
      return [
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
        Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
        Buffer.from('\r\n'),
      ];
    }),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(field: string, filename: string, content: Buffer | string, contentType = 'text/xml') {
  return multipartBody([{ field, filename, content, contentType }]);
}

/** A tiny PDF whose bytes hold this text, to upload where a PDF is asked for and find the text again. */
export const pdfHolding = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

/**
 * Form fields with bracketed names (`to[name]=…`, `metadata[userId]=…`), as Stripe's and Lob's SDKs send them,
 * back into nested objects. The doubles of both services read their form bodies with it.
 */
export function nestFormFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    const last = path.pop() ?? key;
    let node = root;
    for (const part of path) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[last] = value;
  }
  return root;
}
