import { z } from 'zod';

/** The server answers codes, never sentences; the client maps each code to a translated message. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ValidationIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ApiErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  issues: z.array(ValidationIssueSchema).optional(),
  retryAfterSeconds: z.number().optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}
