import { SESSION_COOKIE } from '../src/server/plugins/sessions.ts';
import { consent } from '../src/server/test-support/credit.ts';
import { MEMBER_PASSWORD } from '../src/server/test-support/members.ts';
import { linkIn, readOutbox } from '../src/server/test-support/outbox.ts';
import type { DashboardStatsResponse } from '../src/shared/schemas/credit.ts';
import { memberProfile as profile } from '../src/shared/test-support/members.ts';

/** Sign-ups in flight at once: their argon2 hashes keep the server's cores busy without queueing all of them. */
const AT_ONCE = 4;

async function call(origin: string, method: string, url: string, body?: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return fetch(`${origin}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * One member as a browser makes one: signs up, opens the link we emailed (which signs them in), consents and
 * pulls the demo provider's report. Answers their session cookie.
 */
async function seedMember(origin: string, outboxDir: string, index: number): Promise<string> {
  const email = `bench${index}.${Date.now()}@example.com`;
  const names = { firstName: 'Maria', lastName: 'Lopez' };
  await expectStatus(
    await call(origin, 'POST', '/api/auth/password/register', { email, password: MEMBER_PASSWORD, ...names }),
    202,
    'sign-up',
  );
  const mail = (await readOutbox(outboxDir)).filter((message) => message.to === email).at(-1);
  if (!mail) throw new Error(`no email to ${email} in ${outboxDir}`);
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  const verified = await expectStatus(
    await call(origin, 'POST', '/api/auth/email/verify', { token }),
    200,
    'email verification',
  );
  const session = verified.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('email verification set no session cookie');
  const cookie = session.split(';')[0] ?? '';
  const pull = { profileData: profile, consent: consent(new Date().toISOString()) };
  await expectStatus(await call(origin, 'POST', '/api/onboarding/credit-pull', pull, cookie), 201, 'credit pull');
  const stats = await expectStatus(
    await call(origin, 'GET', '/api/dashboard/stats', undefined, cookie),
    200,
    'dashboard',
  );
  if (((await stats.json()) as DashboardStatsResponse).creditScore === null)
    throw new Error('the dashboard shows no score after the pull');
  return cookie;
}

/** `count` members with a credit report each, through the app's API at `origin`; answers their session cookies. */
export async function seedMembers(origin: string, outboxDir: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let first = 0; first < count; first += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, i) => first + i);
    cookies.push(...(await Promise.all(batch.map((index) => seedMember(origin, outboxDir, index)))));
  }
  return cookies;
}
