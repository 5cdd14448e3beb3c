import { stdSerializers } from 'pino';

// Drizzle's query errors end their message with "params: ..." and carry a `params` array: the values a
// query was run with (password hashes, SSNs, session ids). Logs keep the SQL text and the SQLSTATE only.
const PARAMS_TAIL = /\n?params: [\s\S]*$/;

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

function scrub(serialized: SerializedError): SerializedError {
  const { params: _params, ...rest } = serialized;
  const cause = rest.cause as SerializedError | undefined;
  return {
    ...rest,
    message: typeof rest.message === 'string' ? rest.message.replace(PARAMS_TAIL, '') : rest.message,
    stack: typeof rest.stack === 'string' ? rest.stack.replace(/\nparams: [^\n]*/, '') : rest.stack,
    ...(cause && typeof cause === 'object' ? { cause: scrub(cause) } : {}),
  } as SerializedError;
}

/** An error as logged: what a query ran with dropped, and a secret key among its own properties censored. */
export function serializeError(error: Error): SerializedError {
  return censor(scrub(stdSerializers.err(error) as SerializedError), 0) as SerializedError;
}

// Whatever else a log line holds, these never reach the log.
const SECRET_KEYS = new Set([
  'password',
  'confirmPassword',
  'passwordHash',
  'ssn',
  'sessionToken',
  'token',
  // A print or payment service's keys, should a configuration ever be logged.
  'apiKey',
  'secretKey',
  'webhookSecret',
]);
/** Deeper than any object we log; what lies below is dropped rather than walked. */
const MAX_DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function censor(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return depth >= MAX_DEPTH ? '[too deep]' : value.map((item) => censor(item, depth + 1));
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.has(key) ? '[redacted]' : censor(item, depth + 1);
  }
  return copy;
}

/**
 * pino's `formatters.log`: a secret key is censored at any depth of a logged object. Path-based redaction
 * needed a wildcard path per key and depth, and walking those cost a fifth of a signed-in request's time.
 * Requests, replies and errors are not plain objects: their serializers decide what of them is written (an
 * error's, serializeError, censors it the same way).
 */
export function censorSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return censor(object, 0) as Record<string, unknown>;
}
