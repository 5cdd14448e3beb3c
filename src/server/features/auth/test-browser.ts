import { MEMBER_PASSWORD } from '#server/test-support/members.ts';
import { linkIn } from '#server/test-support/outbox.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let sequence = 0;

/** An address no other test of the run has used. */
export function freshEmail(label = 'rosa'): string {
  sequence += 1;
  return `${label}.${sequence}.${Date.now()}@example.com`;
}

/**
 * For the account tests: one browser, with its own cookie jar (the session and the device cookie), client
 * address and User-Agent, so that sign-in limits and devices can be told apart.
 */
export function browser(t: TestApp, options: { ip?: string; userAgent?: string } = {}) {
  sequence += 1;
  const ip = options.ip ?? `10.77.${(sequence >> 8) & 255}.${sequence & 255}`;
  const userAgent = options.userAgent ?? CHROME_ON_WINDOWS;
  const jar = new Map<string, string>();
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        'user-agent': userAgent,
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
    for (const cookie of res.cookies) {
      if (cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  }
  return {
    ip,
    jar,
    call,
    register: (email: string, changes: object = {}) =>
      call('POST', '/api/auth/password/register', {
        email,
        firstName: 'Rosa',
        lastName: 'Díaz',
        password: MEMBER_PASSWORD,
        ...changes,
      }),
    login: (email: string, password = MEMBER_PASSWORD) => call('POST', '/api/auth/password/login', { email, password }),
    me: () => call('GET', '/api/auth/user'),
  };
}
export type Browser = ReturnType<typeof browser>;

/** Every email sent to `to`, oldest first. */
export async function mailsTo(t: TestApp, to: string) {
  return (await t.outbox()).filter((mail) => mail.to === to.toLowerCase());
}

/** The token of the newest email to `to` that links to `pathname` (/verify-email, /reset-password). */
export async function tokenFrom(t: TestApp, to: string, pathname: string): Promise<string> {
  const mail = (await mailsTo(t, to)).filter((m) => m.text.includes(pathname)).at(-1);
  if (!mail) throw new Error(`no email to ${to} links to ${pathname}`);
  return linkIn(mail, pathname).searchParams.get('token') ?? '';
}

/**
 * Signs up in `b` and opens the verification link there, choosing the same password again (`b` is not signed in
 * yet): a verified member, signed in, device trusted.
 */
export async function verifiedMember(t: TestApp, b: Browser, email = freshEmail()): Promise<string> {
  const registered = await b.register(email);
  if (registered.statusCode !== 202) throw new Error(`sign-up failed: ${registered.body}`);
  const verified = await b.call('POST', '/api/auth/email/verify', {
    token: await tokenFrom(t, email, '/verify-email'),
    password: MEMBER_PASSWORD,
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return email;
}
