import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors.ts';

/**
 * The one file of a multipart upload. Every way a body can be wrong (no boundary, cut short, no file, too
 * big, extra fields) is the caller's bad input: a 4xx from the route's own errors, never a 500.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  refusals: { missing: () => AppError; tooLarge: () => AppError },
): Promise<Buffer> {
  return (await readUploadedFileNamed(request, refusals)).bytes;
}

/** The same, with the name the browser gave the file (the member's own, unchecked: sanitise before use). */
export async function readUploadedFileNamed(
  request: FastifyRequest,
  refusals: { missing: () => AppError; tooLarge: () => AppError },
): Promise<{ fileName: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw refusals.missing();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart body');
    throw refusals.missing();
  }
  if (!file) throw refusals.missing();
  try {
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    request.log.info({ err: error }, 'unreadable multipart body');
    throw refusals.missing();
  }
}
