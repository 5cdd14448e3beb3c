import type { z } from 'zod';
import { IN_FLIGHT_WAIT_MS, RESEND_DELAY_MS, RESENDS, RESENT_AFTER } from '#shared/constants/resend.ts';
import { type ApiErrorBody, isApiErrorBody } from '#shared/errors.ts';

/** Every non-2xx answer becomes this error; its message is `status: text` (docs/product-rules.md, Conventions). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    text: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${text}`);
  }
}

/** The request never reached the server or its answer never came back. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized');
}

/** A members-with-a-plan-only refusal: "403: …" naming SUBSCRIPTION_REQUIRED (docs/product-rules.md, Conventions). */
export function isSubscriptionRequiredError(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('403:')) return false;
  return (
    error.message.includes('SUBSCRIPTION_REQUIRED') ||
    (error instanceof ApiError && error.body?.code === 'SUBSCRIPTION_REQUIRED')
  );
}

interface RequestOptions<T> {
  body?: unknown;
  schema: z.ZodType<T>;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the server's latest answer said this browser's writes are keyed (`Idempotency-Scope: member`, sent to a
 * signed-in member): only then does a write carry a key, and only then is one whose answer was lost sent again (the
 * proxy resends reads only: deploy/Caddyfile). A visitor's writes (sign-up, sign-in, a link's
 * confirmation) are not kept by the server, so a second try would do them twice; the visitor is told instead. The
 * proxy's own failures (and the server's 503 under load, answered before the session is read) carry no such header
 * and say nothing either way.
 */
let writesKeyed = false;

function noteScope(response: Response) {
  if (!RESENT_AFTER.has(response.status)) writesKeyed = response.headers.get('idempotency-scope') === 'member';
}

async function isInFlight(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const parsed: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isApiErrorBody(parsed) && parsed.code === 'IDEMPOTENCY_KEY_IN_FLIGHT';
}

/**
 * A member's every write carries an `Idempotency-Key` drawn once per call (decision 025), and every try of the call
 * sends the same one, so the server does the work once however many tries reach it: a try whose answer was lost (no
 * answer, or a 502, 503 or 504) is sent again, and while an earlier try is still being handled (409 with
 * Retry-After) the call asks again until it gets that try's answer.
 */
async function request<T>(method: string, path: string, { body, schema }: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const keyed = writesKeyed && !READ_METHODS.has(method);
  if (keyed) headers['idempotency-key'] = crypto.randomUUID();
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let lost = 0; ; ) {
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      if (keyed && lost++ < RESENDS) {
        await sleep(RESEND_DELAY_MS);
        continue;
      }
      throw new NetworkError(error instanceof Error ? error.message : String(error));
    }
    noteScope(response);
    const again =
      keyed &&
      ((RESENT_AFTER.has(response.status) && lost++ < RESENDS) ||
        ((await isInFlight(response)) && Date.now() < giveUpAt));
    if (!again) return readAnswer(response.status, response.statusText, await response.text(), schema);
    await response.body?.cancel();
    await sleep(Number(response.headers.get('retry-after')) * 1000 || RESEND_DELAY_MS);
  }
}

function readAnswer<T>(status: number, statusText: string, text: string, schema: z.ZodType<T>): T {
  if (status < 200 || status >= 300) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // A proxy's HTML error page: the status still says what happened.
    }
    const errorBody = isApiErrorBody(parsed) ? parsed : null;
    throw new ApiError(status, errorBody?.message ?? (text || statusText), errorBody);
  }
  return schema.parse(text ? JSON.parse(text) : undefined);
}

/**
 * Sending a file: XMLHttpRequest, because fetch cannot report upload progress. POST adds one; PUT replaces the one
 * a route keeps (the proof of address).
 */
function upload<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
  onProgress: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readAnswer(request.status, request.statusText, request.responseText, schema));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new NetworkError('upload failed'));
    request.send(form);
  });
}

export const apiClient = {
  get: <T>(path: string, schema: z.ZodType<T>) => request('GET', path, { schema }),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>) => request('POST', path, { body, schema }),
  patch: <T>(path: string, body: unknown, schema: z.ZodType<T>) => request('PATCH', path, { body, schema }),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>) => request('PUT', path, { body, schema }),
  delete: <T>(path: string, schema: z.ZodType<T>) => request('DELETE', path, { schema }),
  upload,
};
