import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { callAs } from '#server/test-support/admin.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { passSecondFactor, signInWithPassword, signUpAdmin } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '#server/test-support/test-app.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
/** The same admin in a session that has not passed the second factor. */
let unverifiedCookie: string;
let member: { id: string; email: string; cookie: string };
let disputeLetter: string;
let answerLetter: string;
let bureau: string;

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
  admin = await signUpAdmin(t);
  const sent = await memberWithSentDisputes(t, admin);
  // Waiting out the member's right to cancel outlasted the admin's second factor.
  await passSecondFactor(t, admin);
  const [dispute] = (await callAs(t, sent.cookie)('GET', '/api/disputes')).json() as DisputeResponse[];
  const me = (await callAs(t, sent.cookie)('GET', '/api/auth/user')).json();
  member = { ...sent, email: me.email };
  bureau = dispute?.bureaus[0]?.bureau ?? 'experian';
  disputeLetter = `/api/disputes/${dispute?.id}/download-pdf/${bureau}`;
  answerLetter = `/api/disputes/${dispute?.id}/bureaus/${bureau}/response-letter`;
  const { payload, headers } = multipartFile('file', 'answer.pdf', PDF, 'application/pdf');
  const kept = await t.app.inject({
    method: 'POST',
    url: answerLetter,
    payload,
    headers: { ...headers, cookie: sent.cookie },
  });
  expect(kept.statusCode, kept.body).toBe(200);
  const signedIn = await signInWithPassword(t, admin.email);
  unverifiedCookie = sessionCookieOf(signedIn);
});
afterAll(async () => {
  await t.close();
});

const entriesOf = (action: 'dispute_letter_viewed' | 'bureau_letter_viewed') =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe.each([
  ['the dispute letter', () => disputeLetter, 'dispute_letter_viewed'],
  ['the bureau’s answer letter', () => answerLetter, 'bureau_letter_viewed'],
] as const)('an admin reading %s of a member', (_name, url, action) => {
  it('is not recorded when the member reads their own', async () => {
    expect((await callAs(t, member.cookie)('GET', url())).statusCode).toBe(200);
    expect(await entriesOf(action)).toEqual([]);
  });

  it('is recorded with the admin, the member as target, and which letter', async () => {
    const res = await callAs(t, admin.cookie)('GET', url());
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf(action)).toMatchObject([
      {
        actorId: admin.id,
        actorEmail: admin.email,
        targetUserId: member.id,
        targetEmail: member.email,
        details: expect.objectContaining({ bureau }),
        userAgent: 'vitest-admin',
      },
    ]);
  });

  it('is refused, before the letter is looked up, while the admin has not passed the second factor', async () => {
    const before = (await entriesOf(action)).length;
    // Not signed in yet: two-step verification is on and this session has not passed it.
    const res = await callAs(t, unverifiedCookie)('GET', url());
    expect([res.statusCode, res.json().code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    expect(await entriesOf(action)).toHaveLength(before);
  });
});
