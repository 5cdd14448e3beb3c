import type { ErrorCode, ValidationIssue } from '#shared/errors.ts';

/** A refusal the client can act on: a code, an HTTP status and optional data, never a sentence to show. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly extra: {
      issues?: ValidationIssue[];
      retryAfterSeconds?: number;
      reason?: string;
      borrowerName?: string;
      email?: string;
    } = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');
export const notFound = () => new AppError('NOT_FOUND', 404, 'Not found');
