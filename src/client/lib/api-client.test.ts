import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, notSignedIn } from '#client/test-support/render.tsx';
import { ApiError, apiClient, isSubscriptionRequiredError, isUnauthorizedError, NetworkError } from './api-client.ts';

/** An answer of the server to a signed-in member: it marks their writes as keyed (decision 025). */
const toMember = (status = 200, body: unknown = { ok: true }) => {
  const response = jsonResponse(status, body);
  response.headers.set('idempotency-scope', 'member');
  return response;
};

/** The client learns from the server's answers whose writes are keyed. */
const signIn = async () => {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(toMember()));
  await apiClient.get('/api/auth/user', z.object({}));
};

describe('apiClient', () => {
  it('sends JSON with credentials and parses the answer with the contract', async () => {
    await signIn();
    const fetchMock = vi.fn().mockResolvedValue(toMember(200, { ok: true, extra: 'dropped' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiClient.post('/api/thing', { a: 1 }, z.object({ ok: z.boolean() }));
    expect(result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
      body: '{"a":1}',
    });
  });

  it('draws a key for each write, none for a read, and asks again with it while the first try is in flight', async () => {
    const inFlight = () =>
      new Response(JSON.stringify({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT', message: 'in flight', retryAfterSeconds: 0 }), {
        status: 409,
        headers: { 'content-type': 'application/json', 'retry-after': '0', 'idempotency-scope': 'member' },
      });
    await signIn();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(inFlight())
      .mockResolvedValueOnce(toMember(201))
      .mockResolvedValueOnce(toMember(201))
      .mockResolvedValueOnce(toMember());
    vi.stubGlobal('fetch', fetchMock);
    const schema = z.object({ ok: z.boolean() });
    await apiClient.post('/api/thing', { a: 1 }, schema);
    await apiClient.post('/api/thing', { a: 1 }, schema);
    await apiClient.get('/api/thing', schema);
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeUndefined();
  });

  it('sends a member’s write again with its key when its answer was lost, a few times at most', async () => {
    await signIn();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(toMember(201));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.put('/api/thing', {}, z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    const keys = new Set(fetchMock.mock.calls.map(([, init]) => init.headers['idempotency-key']));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keys.size).toBe(1);

    // The proxy's failures do not say the member signed out: the next write is still sent again, after a 503
    // (no instance to send it to) too.
    const failing = vi.fn().mockImplementation(async () => new Response('No upstreams', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    await expect(apiClient.delete('/api/thing', z.undefined())).rejects.toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(3);
  });

  it('never sends a visitor’s write twice, nor with a key: the server keeps none of them', async () => {
    await signIn();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(notSignedIn())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.get('/api/auth/user', z.object({}))).rejects.toMatchObject({ status: 401 });
    await expect(apiClient.post('/api/auth/register', {}, z.object({}))).rejects.toBeInstanceOf(NetworkError);
    await expect(apiClient.post('/api/auth/email/verify', {}, z.object({}))).rejects.toMatchObject({ status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls.slice(1)) expect(init.headers['idempotency-key']).toBeUndefined();
  });

  it('hands any other conflict to the caller at once', async () => {
    await signIn();
    const fetchMock = vi.fn().mockResolvedValue(toMember(409, { code: 'DISPUTE_EXISTS', message: 'exists' }));
    vi.stubGlobal('fetch', fetchMock);
    const error = (await apiClient.post('/api/thing', {}, z.object({})).catch((e: unknown) => e)) as ApiError;
    expect(error.body?.code).toBe('DISPUTE_EXISTS');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('deletes, reading an empty 204 answer as nothing', async () => {
    await signIn();
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.delete('/api/thing', z.undefined())).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'DELETE',
      credentials: 'include',
      headers: { 'idempotency-key': expect.any(String) },
    });
  });

  it('turns a refusal into "status: text" with the error body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(notSignedIn()));
    const error = await apiClient.get('/api/auth/user', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect((error as ApiError).body?.code).toBe('UNAUTHORIZED');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('uses the body text or the status text when the body is not ours', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad gateway page', { status: 502 })));
    const error = (await apiClient.get('/api/x', z.object({})).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway page');
    expect(error.body).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    const empty = (await apiClient.get('/api/x', z.object({})).catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/api/x', z.object({}))).rejects.toBeInstanceOf(NetworkError);
  });

  it('does not take a 401 about credentials for a lost session', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Invalid email or password', null))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
  });

  it('sends PATCH and PUT bodies as JSON', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.patch('/api/a', { b: 1 }, z.object({}));
    await apiClient.put('/api/c', { d: 2 }, z.object({}));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/a', 'PATCH', '{"b":1}'],
      ['/api/c', 'PUT', '{"d":2}'],
    ]);
  });

  it('recognises the subscription-required refusal by its 403 and code', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'Active subscription required' }),
        ),
    );
    const error = await apiClient.get('/api/disputes', z.array(z.object({}))).catch((e: unknown) => e);
    expect(isSubscriptionRequiredError(error)).toBe(true);
    expect(
      isSubscriptionRequiredError(new ApiError(403, 'Forbidden', { code: 'FORBIDDEN', message: 'Forbidden' })),
    ).toBe(false);
    expect(isSubscriptionRequiredError(new Error('403: SUBSCRIPTION_REQUIRED'))).toBe(true);
  });
});

describe('apiClient.upload', () => {
  /** XMLHttpRequest as the upload drives it: records how it was opened and what it sent, then answers. */
  function answerUpload(status: number, body: unknown) {
    const opened: { method: string; url: string; withCredentials: boolean; sent: unknown }[] = [];
    class RecordingRequest {
      status = status;
      statusText = '';
      responseText = JSON.stringify(body);
      withCredentials = false;
      upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private method = '';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      send(sent: unknown) {
        opened.push({ method: this.method, url: this.url, withCredentials: this.withCredentials, sent });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    return opened;
  }

  it('posts the form with credentials by default, reporting progress and reading the answer', async () => {
    const opened = answerUpload(201, { id: 'a', extra: 'dropped' });
    const form = new FormData();
    const progress: number[] = [];
    const result = await apiClient.upload('/api/files', form, z.object({ id: z.string() }), (f) => progress.push(f));
    expect(result).toEqual({ id: 'a' });
    expect(progress).toEqual([0.5]);
    expect(opened).toEqual([{ method: 'POST', url: '/api/files', withCredentials: true, sent: form }]);
  });

  it('sends the method asked for, and a refusal as an ApiError with its code', async () => {
    const opened = answerUpload(415, { code: 'UNSUPPORTED_IMAGE', message: 'Unsupported image' });
    const error = await apiClient
      .upload('/api/file', new FormData(), z.object({}), () => {}, 'PUT')
      .catch((e: unknown) => e);
    expect(opened.map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/file']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).body?.code).toBe('UNSUPPORTED_IMAGE');
  });
});
