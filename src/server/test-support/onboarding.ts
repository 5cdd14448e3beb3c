import { eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { identityDocuments, onboardingDrafts } from '#server/db/schema/onboarding.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { memberProfile } from '#shared/test-support/members.ts';
import { multipartFile } from './multipart.ts';
import { linkIn } from './outbox.ts';
import type { TestApp } from './test-app.ts';

export const onboardingProfile = { ...memberProfile, email: 'maria.visitor@example.com' };
export type OnboardingAnswers = typeof onboardingProfile;

let sequence = 0;

/** A profile whose email no other visitor of the test run has used. */
export function uniqueProfile(changes: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  sequence += 1;
  return { ...onboardingProfile, email: `visitor${sequence}.${Date.now()}@example.com`, ...changes };
}

/** A small real photo, with EXIF that must not survive the upload. */
export function idPhoto(format: 'png' | 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 60, channels: 3, background: '#2a6' } })
    .withExif({ IFD0: { Copyright: 'GPS 40.7128 N secret-marker' } })
    [format]()
    .toBuffer();
}

/**
 * A visitor's browser: keeps the onboarding cookie (and the session cookie once the account exists). Each one
 * comes from its own address, so the per-address limits of one suite's many visitors do not add up.
 * `session` starts it signed in (a `cp_session=...` cookie).
 */
export function visitor(t: TestApp, options: { session?: string } = {}) {
  sequence += 1;
  const remoteAddress = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  const jar = new Map<string, string>();
  if (options.session) {
    const [name = '', value = ''] = options.session.split('=');
    jar.set(name, value);
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = <T extends { cookies: { name: string; value: string }[] }>(res: T) => {
    for (const c of res.cookies) {
      if (c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    keep(
      await t.app.inject({
        method,
        url,
        remoteAddress,
        headers: { cookie: cookie() },
        ...(payload ? { payload } : {}),
      }),
    );
  const upload = async (side: string, content: Buffer, filename = 'id.jpg', type = 'image/jpeg') => {
    const { payload, headers } = multipartFile('file', filename, content, type);
    return keep(
      await t.app.inject({
        method: 'POST',
        url: `/api/onboarding/documents/${side}`,
        remoteAddress,
        payload,
        headers: { ...headers, cookie: cookie() },
      }),
    );
  };
  const state = async () => (await call('GET', '/api/onboarding')).json() as OnboardingStateResponse;
  return { jar, cookie, call, upload, state, remoteAddress };
}

export type Visitor = ReturnType<typeof visitor>;

/** The password the visitors of `completeSteps` choose at step 5. */
export const ONBOARDING_PASSWORD = 'long-enough-pass';

/**
 * Steps 1 to `last` with valid answers (step 3 brings the demo's sample; step 5 makes the account, which signs
 * the browser in); answers the state after them.
 */
export async function completeSteps(
  _t: TestApp,
  v: Visitor,
  last: 1 | 2 | 3 | 4 | 5,
  answers: OnboardingAnswers = onboardingProfile,
): Promise<OnboardingStateResponse> {
  const expectOk = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  };
  expectOk(await v.call('PUT', '/api/onboarding/profile', answers), 'profile');
  if (last >= 2) {
    expectOk(await v.upload('front', await idPhoto()), 'front');
    expectOk(await v.upload('back', await idPhoto('png'), 'back.png', 'image/png'), 'back');
  }
  if (last >= 3) expectOk(await v.call('POST', '/api/onboarding/sample-report', {}), 'sample');
  if (last >= 4) {
    const items = (await v.state()).creditPull.result?.negativeItems ?? [];
    const first = items[0];
    if (!first) throw new Error('the demo report has no negative items');
    expectOk(
      await v.call('PUT', '/api/onboarding/selection', { paymentType: 'monthly', selectedItems: [first.id] }),
      'selection',
    );
  }
  if (last >= 5) {
    const created = await v.call('POST', '/api/onboarding/create-account', {
      password: ONBOARDING_PASSWORD,
      confirmPassword: ONBOARDING_PASSWORD,
    });
    expectOk(created, 'account');
  }
  return v.state();
}

/**
 * Step 5 and the start of step 6 as a visitor at step 5 goes through them: the account is created (202, this
 * browser signed in), then the link it emailed is opened in the same browser, which confirms the address
 * (decision 014 (a)). Answers the user.
 */
export async function createAccountAndSignIn(
  t: TestApp,
  v: Visitor,
  account: { password: string } = { password: ONBOARDING_PASSWORD },
): Promise<CurrentUser> {
  const created = await v.call('POST', '/api/onboarding/create-account', {
    password: account.password,
    confirmPassword: account.password,
  });
  if (created.statusCode !== 202) throw new Error(`step 5 failed: ${created.statusCode} ${created.body}`);
  const { email } = created.json() as { email: string };
  const verified = await v.call('POST', '/api/auth/email/verify', { token: await verificationToken(t, email) });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return verified.json() as CurrentUser;
}

/** The token of the newest verification link emailed to an address. */
export async function verificationToken(t: TestApp, email: string): Promise<string | null> {
  const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
  if (!mail) throw new Error(`no email to ${email}`);
  return linkIn(mail, '/verify-email').searchParams.get('token');
}

/** The draft row behind a visitor's onboarding cookie, if there is one. */
export async function draftRowOf(t: TestApp, v: Visitor) {
  const token = v.jar.get('cp_onboarding');
  if (!token) return null;
  const [row] = await t.db
    .select()
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.tokenHash, hashSessionToken(token)));
  return row ?? null;
}

/** The draft with this ID, as a list: empty once it was discarded or purged. */
export function draftsWithId(t: TestApp, draftId: string) {
  return t.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.id, draftId));
}

/** The ID photo rows hanging on a draft. */
export function documentRowsOf(t: TestApp, draftId: string) {
  return t.db.select().from(identityDocuments).where(eq(identityDocuments.draftId, draftId));
}

/** Raw SQL for tests: the rows, whichever driver (PGlite or pg) runs underneath. */
export async function queryRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The app's own tables (the migrations' bookkeeping lives in another schema). */
export async function appTables(t: TestApp): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return tables.map((row) => row.table_name);
}

/** Every row of every table of the app's schema, as text: bytea as hex, as UTF-8 and as base64. */
export async function dumpDatabase(t: TestApp): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of await appTables(t)) {
    // In a stable order: an update moves a row within its table, and a dump compares what is kept, not where.
    const rows = await queryRows<Record<string, unknown>>(t, sql`select * from ${sql.identifier(table)} order by 1`);
    dump[table] = JSON.stringify(rows, (_key, value) => {
      // pg hands bytea over as a Buffer (already turned into { type, data } by its toJSON), PGlite as a Uint8Array.
      if (value instanceof Uint8Array) return bytesAsText(value);
      if (value?.type === 'Buffer' && Array.isArray(value.data)) return bytesAsText(Uint8Array.from(value.data));
      return value;
    });
  }
  return dump;
}

const bytesAsText = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes);
  return `${buffer.toString('hex')} ${buffer.toString('utf8')} ${buffer.toString('base64')}`;
};
