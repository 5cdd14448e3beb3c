import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { aMember, jsonResponse, notSignedIn } from '#client/test-support/render.tsx';
import { NO_SESSION_COOKIE } from '#shared/constants/session-hint.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

const whoIsSignedIn = () => createQueryClient(() => undefined).fetchQuery(currentUserQueryOptions);

/** As the server's Set-Cookie leaves it (jsdom has no Cookie Store API). */
const markNoSession = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the code under test reads, set as a server would
  document.cookie = `${NO_SESSION_COOKIE}=${value}; path=/${value ? '' : '; max-age=0'}`;
};

afterEach(() => markNoSession(''));

describe('who is signed in', () => {
  it('is nobody, unasked, in a browser the server marked as holding no session', async () => {
    markNoSession('1');
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    expect(await whoIsSignedIn()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked otherwise: the member, or nobody on a 401', async () => {
    const member = aMember();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, member));
    expect(await whoIsSignedIn()).toEqual(member);
    fetchMock.mockResolvedValueOnce(notSignedIn());
    expect(await whoIsSignedIn()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
