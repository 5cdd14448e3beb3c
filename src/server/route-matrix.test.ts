import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeBureaus, letters } from '#server/db/schema/disputes.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { notify } from '#server/features/notifications/notify.ts';
import { SESSION_COOKIE } from '#server/plugins/sessions.ts';
import { createSession } from '#server/sessions/session-queries.ts';
import { hashSessionToken } from '#server/sessions/session-token.ts';
import { answerBureau, memberWithSentDisputes, takeStep } from '#server/test-support/disputes.ts';
import { addManualItem } from '#server/test-support/manual-entries.ts';
import {
  enrolSecondFactor,
  MANY_SIGN_INS,
  registerAccount,
  signInWithPassword,
  signUpAdmin,
  signUpMember,
} from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { dumpDatabase } from '#server/test-support/onboarding.ts';
import { addPasskey, createSoftwareAuthenticator } from '#server/test-support/passkeys.ts';
import {
  type Policy,
  ROUTE_POLICIES,
  type RouteCall,
  type RouteTargets,
  requestOf,
} from '#server/test-support/route-policies.ts';
import { listRoutes } from '#server/test-support/routes.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import type { ListArticlesResponse } from '#shared/schemas/education.ts';
import type { SignedAgreementsResponse } from '#shared/schemas/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const ROLES = [
  'visitor',
  'member',
  'other member',
  'unverified member',
  'admin without second factor',
  'admin who has not passed the factor',
  'member who has not passed the factor',
  'admin',
] as const;
type Role = (typeof ROLES)[number];

/**
 * What a role is answered on a route: refused by a guard with this status and code; refused as "not theirs"
 * (403 or 404, or a 2xx that skips the id where the route says so) when the thing named is the member's; let
 * through (no guard's refusal); or only never a 5xx (an admin on a member's thing: some routes allow it).
 */
type Expected = readonly [number, string] | 'not theirs' | 'let through' | 'no 5xx';

function expectedFor(role: Role, call: RouteCall): Expected {
  const { policy } = call;
  // A draft step that commits money refuses a signed-in member who has not proven their email.
  if (policy === 'draft' && call.verified && role === 'unverified member') return [403, 'EMAIL_NOT_VERIFIED'];
  if (policy === 'public' || policy === 'draft') return 'let through';
  if (role === 'visitor') return [401, 'UNAUTHORIZED'];
  if (role === 'admin') return policy === 'owned' ? 'no 5xx' : 'let through';
  if (call.staffFactor && role === 'admin without second factor') return [403, 'TWO_FACTOR_ENROLMENT_REQUIRED'];
  if (call.staffFactor && role === 'admin who has not passed the factor') return [403, 'TWO_FACTOR_REQUIRED'];
  if (policy === 'signed-in') return 'let through';
  if (policy === 'two-factor') return role === 'unverified member' ? [403, 'EMAIL_NOT_VERIFIED'] : 'let through';
  if (policy === 'admin') {
    if (role === 'admin without second factor') return [403, 'TWO_FACTOR_ENROLMENT_REQUIRED'];
    if (role === 'admin who has not passed the factor') return [403, 'TWO_FACTOR_REQUIRED'];
    return [403, 'FORBIDDEN'];
  }
  // Two-step verification is on and this session has not passed it: it is not signed in yet.
  if (role === 'admin who has not passed the factor' || role === 'member who has not passed the factor') {
    return [403, 'TWO_FACTOR_REQUIRED'];
  }
  const unverified = role === 'unverified member';
  if ((policy === 'verified' || call.verified) && unverified) return [403, 'EMAIL_NOT_VERIFIED'];
  if (policy === 'owned') return role === 'member' ? 'let through' : 'not theirs';
  return 'let through';
}

/** The codes of the guards: a route that lets a role through never answers one of them. */
const GUARD_CODES = ['UNAUTHORIZED', 'FORBIDDEN', 'EMAIL_NOT_VERIFIED'];
/** The admin guard's own; the two-factor routes answer them too, as their precondition, not as a guard. */
const ADMIN_GUARD_CODES = ['TWO_FACTOR_ENROLMENT_REQUIRED', 'TWO_FACTOR_REQUIRED'];
const refusedByGuard = (policy: Policy, code: string) =>
  GUARD_CODES.includes(code) || (policy !== 'two-factor' && ADMIN_GUARD_CODES.includes(code));

/** The Swagger UI and its JSON/YAML, all public, whatever files the plugin serves. */
const isDocs = (route: string) => /^(GET|HEAD) \/api\/docs(\/|$)/u.test(route);
const DOCS: RouteCall = { policy: 'public' };

let t: TestApp;
let targets: RouteTargets;
let registered: string[];
/** The account behind each role but the visitor, and whether its sessions passed the second factor. */
const accounts = new Map<Role, { id: string; passedFactor: boolean }>();

beforeAll(async () => {
  t = await createTestApp(
    { adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * DAY_MS, authRateLimit: MANY_SIGN_INS },
    // Mailing through Lob on, so its routes answer as they would.
    { lob: true },
  );
  await t.app.ready();
  // The client build, when one exists, adds its static files outside /api: the matrix is the API.
  registered = listRoutes(t.app).filter((route) => route.split(' ')[1]?.startsWith('/api/') ?? false);

  const admin = await signUpAdmin(t);
  const member = await memberWithSentDisputes(t, admin);
  const other = await signUpMember(t);
  const unverifiedEmail = await registerAccount(t);
  // Signing in needs no verified email: the unverified member's session is a real one.
  const unverified = await signInWithPassword(t, unverifiedEmail);
  if (unverified.statusCode !== 200) throw new Error(`sign-in failed: ${unverified.statusCode} ${unverified.body}`);
  const notEnrolled = await signUpMember(t, { firstName: 'Sam', lastName: 'Staff' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, notEnrolled.id));
  const notPassed = await signUpAdmin(t);
  const signInEmail = await registerAccount(t, { firstName: 'Sign', lastName: 'In' });
  const twoStep = await signUpMember(t, { firstName: 'Tess', lastName: 'TwoStep' });
  await enrolSecondFactor(t, twoStep.cookie);

  accounts.set('member', { id: member.id, passedFactor: false });
  accounts.set('other member', { id: other.id, passedFactor: false });
  accounts.set('unverified member', { id: unverified.json().id, passedFactor: false });
  accounts.set('admin without second factor', { id: notEnrolled.id, passedFactor: false });
  accounts.set('admin who has not passed the factor', { id: notPassed.id, passedFactor: false });
  accounts.set('member who has not passed the factor', { id: twoStep.id, passedFactor: false });
  accounts.set('admin', { id: admin.id, passedFactor: true });

  const asMember = { cookie: member.cookie };
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: asMember })).json() as T;
  const report = await get<CreditReportResponse>('/api/credit-report');
  const [dispute] = await get<DisputeResponse[]>('/api/disputes');
  const bureau = dispute?.bureaus[0]?.bureau;
  const undisputed = report.negativeItems.find((item) => item.id !== dispute?.negativeItemId);
  if (!dispute || !bureau || !undisputed) throw new Error('the member needs a mailed dispute and another item');
  // Another bureau verified the item, and the member asked it how: a step of the campaign with its letter.
  const verifying = dispute.bureaus[1]?.bureau;
  if (!verifying) throw new Error('the member’s dispute needs a second bureau');
  await answerBureau(t, member.cookie, { disputeId: dispute.id, bureau: verifying }, 'verified');
  const { step } = await takeStep(t, member.cookie, dispute.id, { kind: 'method_of_verification', bureau: verifying });
  // A step prepared and never mailed, the member's to take back: its own, so the step above stays to be read.
  const { step: ready } = await takeStep(t, member.cookie, dispute.id, {
    kind: 'new_information',
    bureau: verifying,
    newInformation: 'The bank’s letter of March 3 says someone else opened the account.',
  });
  // The bureau's answer letter, kept: another person's read of it is a real read.
  const letter = multipartFile('file', 'answer.pdf', '%PDF-1.4\n%%EOF\n', 'application/pdf');
  const kept = await t.app.inject({
    method: 'POST',
    url: `/api/disputes/${dispute.id}/bureaus/${bureau}/response-letter`,
    payload: letter.payload,
    headers: { ...letter.headers, ...asMember },
  });
  if (kept.statusCode !== 200) throw new Error(`response letter failed: ${kept.statusCode} ${kept.body}`);
  const phone = await createSession({ db: t.db, clock: t.clock, sessionTtlMs: DAY_MS }, member.id, {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    ipAddress: '10.0.0.7',
  });
  const [device] = await t.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionToken(phone.token)));
  await notify(
    t.db,
    { userId: member.id, kind: 'letters_ready', subjectKey: `route-matrix:${dispute.id}` },
    t.clock.now(),
  );
  const [notice] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, member.id));
  const articles = await get<ListArticlesResponse>('/api/educational-articles');
  if (!device || !notice) throw new Error('the member needs a second device and a notification');
  // An item entered by hand and a report PDF, after the report above was read (the item makes a newer one).
  const manualItem = await addManualItem(t, member.cookie);
  const reportPdf = multipartFile('file', 'experian.pdf', '%PDF-1.4\n%%EOF\n', 'application/pdf');
  const reportDocument = await t.app.inject({
    method: 'POST',
    url: '/api/credit-report/manual/documents',
    payload: reportPdf.payload,
    headers: { ...reportPdf.headers, ...asMember },
  });
  if (reportDocument.statusCode !== 201) throw new Error(`report PDF failed: ${reportDocument.body}`);
  const passkey = await addPasskey(t, member, createSoftwareAuthenticator());
  const [agreement] = (await get<SignedAgreementsResponse>('/api/subscription/agreements')).agreements;
  if (!agreement) throw new Error('the member needs a signed agreement');
  // A mailing as "Mail it for me" writes it before Lob answers (the sending routes are tested on their own).
  const [mailed] = await t.db
    .select({ bureauRowId: disputeBureaus.id, letterId: letters.id })
    .from(disputeBureaus)
    .innerJoin(letters, and(eq(letters.disputeId, disputeBureaus.disputeId), eq(letters.bureau, disputeBureaus.bureau)))
    .where(and(eq(disputeBureaus.disputeId, dispute.id), eq(disputeBureaus.bureau, bureau)));
  if (!mailed) throw new Error('the member needs a letter to mail');
  const [mailing] = await t.db
    .insert(mailings)
    .values({
      userId: member.id,
      disputeBureauId: mailed.bureauRowId,
      letterId: mailed.letterId,
      status: 'queued',
      priceCents: DEFAULT_MAILING_PRICE_CENTS,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: mailings.id });
  if (!mailing) throw new Error('the mailing was not written');

  targets = {
    memberId: member.id,
    disputeId: dispute.id,
    bureau,
    stepId: step.id,
    readyStepId: ready.id,
    mailingId: mailing.id,
    reportId: report.id,
    deviceId: device.publicId,
    passkeyId: passkey.id,
    notificationId: notice.id,
    negativeItemId: undisputed.id,
    manualItemId: manualItem.id,
    reportDocumentId: reportDocument.json().id,
    agreementId: agreement.id,
    articleId: articles.articles[0]?.id ?? 'no-such-article',
    signInEmail,
    activationKey: TEST_ACTIVATION_KEY,
    today: t.clock.now().toISOString().slice(0, 10),
    now: t.clock.now().toISOString(),
  };
});
afterAll(async () => {
  await t?.close();
});

/** A new session of the role's account (none for the visitor), so no call depends on an earlier one's. */
async function cookieOf(role: Role): Promise<string | undefined> {
  const account = accounts.get(role);
  if (!account) return undefined;
  const { token } = await createSession({ db: t.db, clock: t.clock, sessionTtlMs: DAY_MS }, account.id);
  if (account.passedFactor) {
    await t.db
      .update(sessions)
      .set({ secondFactorAt: t.clock.now() })
      .where(eq(sessions.idHash, hashSessionToken(token)));
  }
  return `${SESSION_COOKIE}=${token}`;
}

/** Each role calls from its own address, so the per-address limits of one role do not answer another. */
const addressOf = (role: Role) => `10.77.0.${ROLES.indexOf(role) + 1}`;

/** Every registered route with its call: HEAD twins as their GET, the Swagger pages as public. */
function routeCalls(): { route: string; call: RouteCall; method: 'HEAD' | undefined }[] {
  return registered.flatMap((route) => {
    const twin = route.replace(/^HEAD /u, 'GET ');
    const call = isDocs(route) ? DOCS : ROUTE_POLICIES[twin];
    if (!call) return [];
    return [{ route: twin, call, method: route.startsWith('HEAD ') ? ('HEAD' as const) : undefined }];
  });
}

async function callAs(role: Role, cookie: string | undefined, route: string, call: RouteCall, method?: 'HEAD') {
  const request = await requestOf(route, call, targets);
  return t.app.inject({
    ...request,
    ...(method ? { method } : {}),
    remoteAddress: addressOf(role),
    headers: { ...request.headers, 'user-agent': 'vitest-route-matrix', ...(cookie ? { cookie } : {}) },
  });
}

const codeOf = (res: LightMyRequestResponse) => {
  try {
    return String(res.json().code ?? '-');
  } catch {
    return '-';
  }
};

/** The tables whose rows differ between two dumps. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

describe('the route table', () => {
  it('classifies every route the app registered, and only those', () => {
    const classified = registered.filter((route) => !route.startsWith('HEAD ') && !isDocs(route));
    expect(
      classified.filter((route) => !ROUTE_POLICIES[route]),
      'registered but not in ROUTE_POLICIES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_POLICIES).filter((route) => !classified.includes(route)),
      'in ROUTE_POLICIES but not registered',
    ).toEqual([]);
    // A HEAD route is only ever the twin Fastify adds to a GET.
    const heads = registered.filter((route) => route.startsWith('HEAD '));
    expect(heads.filter((route) => !registered.includes(route.replace(/^HEAD /u, 'GET ')))).toEqual([]);
  });
});

describe.each(ROLES.filter((role) => role !== 'admin'))('the %s', (role) => {
  it('is refused where the table keeps them out, and nothing changes', async () => {
    const cookie = await cookieOf(role);
    const before = await dumpDatabase(t);
    const wrong: string[] = [];
    for (const { route, call, method } of routeCalls()) {
      const expected = expectedFor(role, call);
      if (expected === 'let through' || expected === 'no 5xx') continue;
      const res = await callAs(role, cookie, route, call, method);
      const got = `${method ? route.replace(/^GET/u, 'HEAD') : route}: ${res.statusCode} ${codeOf(res)}`;
      if (expected === 'not theirs') {
        const skipped = call.othersSkipped && res.statusCode >= 200 && res.statusCode < 300;
        if (res.statusCode !== 403 && res.statusCode !== 404 && !skipped) wrong.push(`${got}, not 403/404`);
      } else if (method ? res.statusCode !== expected[0] : !got.endsWith(`: ${expected.join(' ')}`)) {
        wrong.push(`${got}, not ${expected.join(' ')}`);
      }
    }
    const changed = changedTables(before, await dumpDatabase(t));
    expect({ wrong, changed }).toEqual({ wrong: [], changed: [] });
  });
});

// After the refusals, which must find the member's things as they were: these calls change them.
describe.each([
  'visitor',
  'other member',
  'unverified member',
  'admin without second factor',
  'admin who has not passed the factor',
  'member who has not passed the factor',
  'member',
  'admin',
] as const)('the %s', (role) => {
  it('is let through everywhere else, never with a 5xx', async () => {
    const wrong: string[] = [];
    for (const { route, call, method } of routeCalls()) {
      if (method) continue;
      const expected = expectedFor(role, call);
      if (expected !== 'let through' && expected !== 'no 5xx') continue;
      const res = await callAs(role, await cookieOf(role), route, call);
      const code = codeOf(res);
      // What the member reads of their own, and an admin of the admin pages, is there to read.
      const reads =
        route.startsWith('GET ') &&
        ((role === 'member' && call.policy === 'owned') || (role === 'admin' && call.policy === 'admin'));
      if (res.statusCode >= 500) wrong.push(`${route}: ${res.statusCode} ${code}`);
      else if (expected === 'let through' && refusedByGuard(call.policy, code)) {
        wrong.push(`${route}: refused ${res.statusCode} ${code}`);
      } else if (reads && res.statusCode !== 200) wrong.push(`${route}: ${res.statusCode} ${code}, not 200`);
    }
    expect(wrong).toEqual([]);
  });
});
