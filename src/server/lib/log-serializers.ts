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

export function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error) as SerializedError);
}
