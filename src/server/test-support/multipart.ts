import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(field: string, filename: string, content: Buffer | string, contentType = 'text/xml') {
  const boundary = `----creditpath${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
