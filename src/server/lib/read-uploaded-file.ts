import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';

/** The one field every upload route reads its file from. */
export const UPLOAD_FIELD = 'file';

/**
 * Multipart bodies for the routes of one plugin (every other route keeps refusing anything but JSON): one file
 * and no text field, so the parser stops at a second file or any field instead of reading it; `fileSize` is
 * where it stops reading a file too big.
 */
export async function registerFileUploads(app: FastifyInstance, fileSize: number) {
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize } });
}

/** Why a body that is not exactly one file in the field "file" is refused. */
const EXTRA_PART_REASONS: Record<string, string> = {
  FST_FILES_LIMIT: 'second_file',
  FST_FIELDS_LIMIT: 'text_field',
};

const notOneFile = (reason: string) =>
  new AppError('ONE_FILE_ONLY', 400, `Send exactly one file, in the field "${UPLOAD_FIELD}", and nothing else`, {
    reason,
  });

/**
 * The one file of a multipart upload. Every way a body can be wrong (no boundary, cut short, no file, too
 * big) is the caller's bad input: a 4xx from the route's own errors, never a 500. A second file, a file under
 * another name or a text field is refused as ONE_FILE_ONLY rather than skipped, so nothing the route did not
 * ask for is quietly accepted.
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
  let upload: { fileName: string | undefined; bytes: Buffer } | null = null;
  try {
    // The loop runs to the end of the body, so a part after the file is seen (as the parser's limit error).
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw notOneFile('text_field');
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw notOneFile('other_field_name');
      }
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    const reason = EXTRA_PART_REASONS[code];
    if (reason) throw notOneFile(reason);
    request.log.info({ err: error }, 'unreadable multipart body');
    throw refusals.missing();
  }
  if (!upload) throw refusals.missing();
  return upload;
}
