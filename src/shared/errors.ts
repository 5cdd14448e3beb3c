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
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'CONSENT_REQUIRED',
  'INVALID_CREDIT_REPORT',
  'IMPORT_REQUIRED',
  'AGREEMENT_REQUIRED',
  'AGREEMENT_OUTDATED',
  'ADMIN_KEY_REQUIRED',
  'WRONG_SUBSCRIPTION_STATE',
  'NO_PENDING_USERS',
  'NOT_CANCELLABLE',
  'SELECTION_OVER_LIMIT',
  'PAYMENT_REQUIRED',
  'MONTHLY_LIMIT_EXCEEDED',
  'SUBSCRIPTION_REQUIRED',
  'PROFILE_REQUIRED',
  'DISPUTE_EXISTS',
  'INVALID_TRANSITION',
  'ALREADY_VERIFIED',
  'RIGHT_TO_CANCEL_PERIOD',
  'NOT_A_DRAFT',
  'REASON_NOT_SUPPORTED',
  'UNSUPPORTED_IMAGE',
  'UNSUPPORTED_LETTER_FILE',
  'FILE_TOO_LARGE',
  'STEP_LOCKED',
  'PULL_IN_PROGRESS',
  'USERNAME_TAKEN',
  'ALREADY_SIGNED_IN',
  'OWNER_PROTECTED',
  'LAST_ADMIN',
  'CONFIGURED_ADMIN',
  'EMAIL_NOT_VERIFIED',
  'LINK_INVALID',
  'PASSWORD_CHOICE_REQUIRED',
  'PASSWORD_TOO_COMMON',
  'WRONG_CURRENT_PASSWORD',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_MANDATORY',
  'PASSKEY_REFUSED',
  'TOO_MANY_PASSKEYS',
  'LAST_SIGN_IN_METHOD',
  'METHOD_NOT_ALLOWED',
  'REPORT_NOT_YOURS',
  'ITEM_LOCKED',
  'NOT_A_PDF',
  'ONE_FILE_ONLY',
  'CHECKOUT_UNAVAILABLE',
  'PAYMENT_PROCESSOR_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'ADDRESS_UNDELIVERABLE',
  'PRINT_SERVICE_UNAVAILABLE',
  'ALREADY_MAILING',
  'PRICE_CHANGED',
  'ENCLOSURE_MISSING',
  'STEP_NOT_OFFERED',
  'SERVICE_UNAVAILABLE',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
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
  /** Which rule refused the request, when the code covers several (e.g. why a credit report file was refused). */
  reason: z.string().optional(),
  /** REPORT_NOT_YOURS: the borrower the refused file is about, as the file names them. */
  borrowerName: z.string().optional(),
  /** PASSWORD_CHOICE_REQUIRED: the account the opened link confirms, named to the one who holds the link. */
  email: z.string().optional(),
  requestId: z.string().optional(),
});

/**
 * A route contract's error answers: `response: { 200: X, ...errorResponses(400, 401, 404) }`. Every failure has
 * the same body, so a route lists only which statuses it can answer.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ApiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBodySchema])) as Record<
    Status,
    typeof ApiErrorBodySchema
  >;
}
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}
