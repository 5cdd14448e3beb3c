import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ThemeProvider } from '#client/lib/theme-provider.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { exampleOf } from '#shared/test-support/example.ts';

/** Renders a component the way the app does: query client, theme, router at `path`, toaster. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', extraRoutes = [] as { path: string; element: ReactElement }[] } = {},
) {
  const queryClient = createQueryClient(() => undefined);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
              {extraRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stand-in answering one JSON body with a status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What the server answers to one "METHOD url"; `init` carries the request body for tests that read it. */
export type ApiRoutes = Record<string, (init?: RequestInit) => Response | Promise<Response>>;

/**
 * The server as the code under test sees it: one answer per "METHOD url". Any other request is a
 * mistake in the test, so it fails loudly instead of reaching a real network.
 */
export function serveApi(routes: ApiRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return answer(init);
  });
}

/** What the server answers to one "METHOD path" whatever the query string; the handler gets the whole URL. */
export type PathRoutes = Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>;

/**
 * Like serveApi, matched on the path alone: lists are asked for with filters and pages, and a test reads the
 * query it cares about from the URL (see `requestedUrls`) instead of spelling out every request.
 */
export function serveApiByPath(routes: PathRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return answer(url, init);
  });
}

/** The server's answer to an upload, which goes through XMLHttpRequest (fetch cannot report progress). */
export function answerUploadWith(status: number, body: unknown) {
  class AnsweringRequest {
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
    withCredentials = false;
    upload: { onprogress?: unknown } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringRequest);
}

/** The JSON bodies a mocked fetch sent as one "METHOD url" (as serveApi's routes name it), oldest first. */
export function sentBodies(fetch: { mock: { calls: unknown[][] } }, request: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({ input, init: init as RequestInit | undefined }))
    .filter(({ input, init }) => `${init?.method ?? 'GET'} ${String(input)}` === request)
    .map(({ init }) => JSON.parse(String(init?.body)));
}

/** The URLs a mocked fetch was asked for on one path, oldest first. */
export function requestedUrls(fetch: { mock: { calls: unknown[][] } }, pathname: string): URL[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}

/** The server's answer to a request that needs a session, from a browser not signed in. */
export const notSignedIn = () => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });

/** The server's refusal of an emailed link (reset, confirmation, sign-in), for `reason`. */
export const linkInvalid = (reason: string) =>
  jsonResponse(400, { code: 'LINK_INVALID', message: 'Link invalid', reason });

/** The server's refusal of a password on its list of common ones, under the form's field `path`. */
export const passwordTooCommon = (path = 'password') =>
  jsonResponse(400, {
    code: 'PASSWORD_TOO_COMMON',
    message: 'Password too common',
    issues: [{ path, code: 'custom', message: 'auth.errors.passwordTooCommon' }],
  });

/** Expects the form to show that refusal in the member's words. */
export async function expectPasswordTooCommonShown() {
  expect(
    await screen.findByText(
      'This password is one of the most common ones and is easy to guess. Please choose another.',
    ),
  ).toBeInTheDocument();
}

/** A signed-in member as the server describes one; override what a test cares about. */
export const aMember = exampleOf<CurrentUser>(() => ({
  id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  subscriptionStatus: 'incomplete',
  isAdmin: false,
  isOwner: false,
  emailVerified: true,
  language: 'en',
  secondFactor: null,
  secondFactorPending: false,
}));
