import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { type MultipartPart, multipartBody } from '#server/test-support/multipart.ts';
import { completeSteps, dumpDatabase, uniqueProfile, visitor } from '#server/test-support/onboarding.ts';
import { ROUTE_POLICIES } from '#server/test-support/route-policies.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/**
 * Every upload route takes exactly one file, in the field "file": a second file, a file under another name or
 * a text field is refused with 400 ONE_FILE_ONLY and nothing is stored, while the same file alone is taken.
 */
let t: TestApp;
/** Each upload route: where a real call goes, with whose cookie, and what it answers when the file is taken. */
let uploads: Record<string, { url: string; cookie: () => string; remoteAddress?: string; accepted: number }>;

beforeAll(async () => {
  // Mailing by Lob is on: the proof of address a mailed letter encloses is uploaded too.
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY }, { lob: true });
  const admin = await signUpAdmin(t);
  const member = await memberWithSentDisputes(t, admin);
  // The small MISMO fixture is Lucia Testcase's report: the import takes it from her.
  const lucia = await signUpMember(t, { firstName: 'Lucia', lastName: 'Testcase' });
  const v = visitor(t);
  await completeSteps(t, v, 1);
  // A visitor at step 3 whose profile is Lucia's brings her file into the draft.
  const w = visitor(t);
  await completeSteps(t, w, 2, uniqueProfile({ firstName: 'Lucia', lastName: 'Testcase' }));
  uploads = {
    'POST /api/onboarding/documents/:side': {
      url: '/api/onboarding/documents/front',
      cookie: v.cookie,
      remoteAddress: v.remoteAddress,
      accepted: 201,
    },
    'POST /api/credit-report/manual/documents': {
      url: '/api/credit-report/manual/documents',
      cookie: () => member.cookie,
      accepted: 201,
    },
    'POST /api/credit-report/import': { url: '/api/credit-report/import', cookie: () => lucia.cookie, accepted: 201 },
    'POST /api/onboarding/report-file': {
      url: '/api/onboarding/report-file',
      cookie: w.cookie,
      remoteAddress: w.remoteAddress,
      accepted: 201,
    },
    'POST /api/disputes/:id/bureaus/:bureau/response-letter': {
      url: `/api/disputes/${member.disputeIds[0]}/bureaus/experian/response-letter`,
      cookie: () => member.cookie,
      accepted: 200,
    },
    'PUT /api/mailing/proof-of-address': {
      url: '/api/mailing/proof-of-address',
      cookie: () => member.cookie,
      accepted: 201,
    },
  };
});
afterAll(async () => {
  await t.close();
});

async function send(route: string, parts: (file: MultipartPart) => MultipartPart[]) {
  const target = uploads[route];
  const call = ROUTE_POLICIES[route];
  if (!target || !call?.file) throw new Error(`${route} is not an upload route`);
  const { filename, type, content } = await call.file();
  const { payload, headers } = multipartBody(parts({ field: 'file', filename, content, contentType: type }));
  return t.app.inject({
    method: route.startsWith('PUT ') ? 'PUT' : 'POST',
    url: target.url,
    payload,
    headers: { ...headers, cookie: target.cookie() },
    ...(target.remoteAddress ? { remoteAddress: target.remoteAddress } : {}),
  });
}

const note: MultipartPart = { field: 'note', content: 'hello' };
const badBodies: [string, string, (file: MultipartPart) => MultipartPart[]][] = [
  ['a second file', 'second_file', (file) => [file, { ...file, filename: 'second' }]],
  ['the file under another name', 'other_field_name', (file) => [{ ...file, field: 'document' }]],
  ['a text field after the file', 'text_field', (file) => [file, note]],
  ['a text field before the file', 'text_field', (file) => [note, file]],
];

/** What the database holds, but the attempt budgets: each call counts against one before its body is read. */
async function storedData() {
  const { attempt_counters: _budgets, ...rest } = await dumpDatabase(t);
  return rest;
}

describe('the upload routes', () => {
  it('are every multipart route the app has', () => {
    const multipartRoutes = Object.entries(ROUTE_POLICIES)
      .filter(([, call]) => call.file)
      .map(([route]) => route);
    expect(Object.keys(uploads).sort()).toEqual(multipartRoutes.sort());
  });

  describe.each([
    'POST /api/onboarding/documents/:side',
    'POST /api/credit-report/manual/documents',
    'POST /api/credit-report/import',
    'POST /api/disputes/:id/bureaus/:bureau/response-letter',
  ])('%s', (route) => {
    it.each(badBodies)('refuses %s with 400 ONE_FILE_ONLY, storing nothing', async (_what, reason, parts) => {
      const before = await storedData();
      const res = await send(route, parts);
      expect([res.statusCode, res.json().code, res.json().reason], res.body).toEqual([400, 'ONE_FILE_ONLY', reason]);
      expect(await storedData()).toEqual(before);
    });

    it('takes the same file alone', async () => {
      const res = await send(route, (file) => [file]);
      expect(res.statusCode, res.body).toBe(uploads[route]?.accepted);
    });
  });
});
