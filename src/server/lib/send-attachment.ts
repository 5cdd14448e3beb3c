import type { FastifyReply } from 'fastify';

export interface Attachment {
  contentType: string;
  /** Safe inside the header's quotes: built by the route, or sanitised when the file was uploaded. */
  fileName: string;
  /** The whole file, or a stream for one built as it is sent (an export). */
  content: Buffer | NodeJS.ReadableStream;
  /** `private, no-store` for a file the member gave us; kept by no cache either way. */
  cacheControl?: 'no-store' | 'private, no-store';
}

/**
 * A file to save, not JSON: the reply leaves the typed (JSON-schema) path here. Never sniffed as another type,
 * which the security headers already say of every reply: a file somebody uploaded must not turn into a page.
 */
export function sendAttachment(
  reply: FastifyReply,
  { contentType, fileName, content, cacheControl = 'no-store' }: Attachment,
): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(content);
}
