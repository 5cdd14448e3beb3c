import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '#server/db/errors.ts';
import { AppError } from '#server/errors.ts';
import type { ApiErrorBody, ErrorCode, ValidationIssue } from '#shared/errors.ts';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
};

function toIssues(error: FastifyError): ValidationIssue[] {
  return (error.validation ?? []).map((item) => ({
    path: item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    code: item.keyword,
    message: item.message ?? 'Invalid value',
  }));
}

/** Turns every failure into the shared error body; a 5xx keeps its details in the log, not the answer. */
function toReply(error: FastifyError, requestId: string): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message, ...error.extra } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'The request is not valid', issues: toIssues(error) },
    };
  }
  if (isDataException(error)) {
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'A value in the request is not acceptable' } };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };
  const status = error.statusCode ?? 500;
  if (status === 404) return { status, body: { code: 'NOT_FOUND', message: 'Not found' } };
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body and the like: Fastify's own message names the problem.
    return { status, body: { code: 'VALIDATION_FAILED', message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: 'Internal Server Error', requestId } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toReply(error, request.id);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
