import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementAcceptances } from '../../db/schema/billing.ts';
import { consentRecords, creditReports } from '../../db/schema/credit.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { identityDocuments, onboardingDrafts } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';
import { findOwnProfile } from '../../profiles/member-profile.ts';
import { openVerificationLink, signUpMember } from '../../test-support/members.ts';
import {
  appTables,
  completeSteps,
  documentRowsOf,
  draftRowOf,
  queryRows,
  uniqueProfile,
  type Visitor,
  visitor,
} from '../../test-support/onboarding.ts';
import { linkIn, type ReceivedMail } from '../../test-support/outbox.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AGREEMENT_VERSION } from '../billing/agreement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
/** A username no other test of this file has taken. */
const freshUsername = () => {
  sequence += 1;
  return `maria${sequence}x${Date.now() % 100_000}`;
};
const account = (username: string, password = 'long-enough-pass') => ({
  username,
  password,
  confirmPassword: password,
});
const createAccount = (v: Visitor, body: object) => v.call('POST', '/api/onboarding/create-account', body);
const usersWithEmail = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

/**
 * Every table's row count, to show a failed request left nothing behind. The attempt counters are left out: the
 * request is counted against the address's budget before anything else, as it must be.
 */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of (await appTables(t)).filter((name) => name !== 'attempt_counters')) {
    const [row] = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** A visitor who finished step 5 and has not created the account yet. */
async function readyVisitor(email?: string) {
  const v = visitor(t);
  const answers = uniqueProfile(email ? { email } : {});
  await completeSteps(t, v, 5, answers);
  return { v, answers };
}

/** The draft is still whole: same row, both photos on it, steps 1 to 5 done, no session. */
async function expectDraftIntact(v: Visitor, draftId: string | undefined) {
  expect((await draftRowOf(t, v))?.id).toBe(draftId);
  expect((await documentRowsOf(t, draftId ?? '')).map((row) => row.side).sort()).toEqual(['back', 'front']);
  const state = await v.state();
  expect(state).toMatchObject({ viewer: 'visitor', completedSteps: [1, 2, 3, 4, 5], currentStep: 6 });
  expect(v.jar.has('cp_session')).toBe(false);
}

describe('creating the account from a finished draft', () => {
  it('creates the member with everything given on the way, ends the draft, and signs in through the emailed link', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    const mixedCaseEmail = answers.email.replace('visitor', 'Visitor.Journey').toUpperCase();
    const email = mixedCaseEmail.toLowerCase();
    const state = await completeSteps(t, v, 3, { ...answers, email: mixedCaseEmail });
    const [first, second] = state.creditPull.result?.negativeItems ?? [];
    expect(
      (
        await v.call('PUT', '/api/onboarding/selection', {
          paymentType: 'monthly',
          selectedItems: [first?.id, second?.id],
          selectedDisputeReasons: { [first?.id ?? '']: ['identity_theft', 'not_mine'] },
        })
      ).statusCode,
    ).toBe(200);
    await v.call('POST', '/api/onboarding/agreement', { plan: 'monthly', version: AGREEMENT_VERSION, lang: 'es' });
    await v.call('POST', '/api/onboarding/payment-completed');
    const draft = await draftRowOf(t, v);
    const username = freshUsername();

    const res = await createAccount(v, account(username));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ email });
    // Nobody is signed in: an address that had an account is answered the same (see below).
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual([['cp_onboarding', '']]);
    expect(v.jar.size).toBe(0);
    const [created] = await usersWithEmail(email);
    expect(created).toMatchObject({ emailVerifiedAt: null, lastLoginAt: null });

    // The verification link, in the language the agreement was read in: the sign-up's own email. Opened in the
    // same browser (not signed in), it asks for the password: the one chosen at step 6 will do.
    const [mail] = (await t.outbox()).filter((message) => message.to === email);
    expect(mail).toMatchObject({ subject: 'Confirme su correo electrónico para CreditPath', language: 'es' });
    const token = linkIn(mail as ReceivedMail, '/verify-email').searchParams.get('token');
    const verified = await v.call('POST', '/api/auth/email/verify', { token, password: 'long-enough-pass' });
    expect(verified.statusCode, verified.body).toBe(200);
    const user = verified.json();
    expect(user).toEqual({
      id: created?.id,
      email,
      firstName: 'Maria',
      lastName: 'Lopez',
      subscriptionStatus: 'pending_verification',
      isAdmin: false,
      isOwner: false,
      emailVerified: true,
      language: 'es',
      secondFactor: null,
      secondFactorPending: false,
    });
    // The session knows the browser it was started from.
    const devices = (await v.call('GET', '/api/auth/sessions')).json().devices;
    expect(devices).toEqual([expect.objectContaining({ ipAddress: v.remoteAddress, current: true })]);

    // The session works, and the account holds what the draft held.
    expect((await v.call('GET', '/api/auth/user')).json()).toEqual(user);
    const subscription = (await v.call('GET', '/api/subscription')).json();
    expect(subscription).toMatchObject({
      status: 'pending_verification',
      plan: { paymentType: 'monthly' },
      queuedDisputes: 2,
    });
    const report = (await v.call('GET', '/api/credit-report')).json();
    expect(report.negativeItems.map((item: { creditorName: string }) => item.creditorName)).toEqual(
      state.creditPull.result?.negativeItems.map((item) => item.creditorName),
    );
    const disputed = report.negativeItems.filter((item: { isDisputed: boolean }) => item.isDisputed);
    expect(disputed.map((item: { creditorName: string }) => item.creditorName)).toEqual([
      first?.creditorName,
      second?.creditorName,
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email, username, isAdmin: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    // The street, phone and SSN's last four are sealed in the row; its owner reads them opened.
    expect(await findOwnProfile(t.db, t.cipher, user.id)).toMatchObject({
      firstName: 'Maria',
      ssnLast4: '6789',
      phone: answers.phone,
      address: { zipCode: '78701' },
    });
    const documents = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
    expect(documents.map((d) => [d.side, d.draftId]).sort()).toEqual([
      ['back', null],
      ['front', null],
    ]);
    expect(
      await t.db
        .select()
        .from(onboardingDrafts)
        .where(eq(onboardingDrafts.id, draft?.id ?? '')),
    ).toEqual([]);
    expect(await documentRowsOf(t, draft?.id ?? '')).toEqual([]);
    const agreements = await t.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, user.id));
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({ paymentType: 'monthly', version: AGREEMENT_VERSION, language: 'es' });
    expect(agreements[0]?.ipAddress).toBe(v.remoteAddress);
    const consents = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, user.id));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      fcraConsent: true,
      permissiblePurposeConsent: true,
      ipAddress: v.remoteAddress,
    });
    const reports = await t.db.select().from(creditReports).where(eq(creditReports.userId, user.id));
    expect(reports.map((r) => r.id)).toEqual([report.id]);
    const queued = await t.db.select().from(disputes).where(eq(disputes.userId, user.id));
    // Two accounts can share a creditor's name: the stored item is found by its place in the same order.
    const firstIndex = state.creditPull.result?.negativeItems.findIndex((item) => item.id === first?.id) ?? -1;
    const storedFirst = report.negativeItems[firstIndex] as { id: string } | undefined;
    expect(queued.find((d) => d.tradelineId === storedFirst?.id)).toMatchObject({
      reasonCode: 'identity_theft',
      reasonCodes: ['identity_theft', 'not_mine'],
    });
    expect(queued.every((d) => d.status === 'draft' && d.queuedByPaymentId !== null)).toBe(true);

    // The password works for signing in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/login',
      payload: { email: mixedCaseEmail, password: 'long-enough-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(user.id);
  });

  it('makes an admin of a visitor whose email is in ADMIN_EMAILS only once the email is verified', async () => {
    const boss = await createTestApp({ adminEmails: ['boss@example.com'] });
    try {
      const v = visitor(boss);
      await completeSteps(boss, v, 5, uniqueProfile({ email: 'Boss@Example.com' }));
      const res = await v.call('POST', '/api/onboarding/create-account', account('theboss'));
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ email: 'boss@example.com' });
      const [row] = await boss.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row?.isAdmin).toBe(false);
      expect((await openVerificationLink(boss, 'boss@example.com')).json()).toMatchObject({ isAdmin: true });
    } finally {
      await boss.close();
    }
  });
});

describe('what is refused', () => {
  it('takes a username once, whatever its case, and creates nothing for the second visitor', async () => {
    const username = freshUsername();
    const first = await readyVisitor();
    expect((await createAccount(first.v, account(username))).statusCode).toBe(202);

    const second = await readyVisitor();
    const draft = await draftRowOf(t, second.v);
    const res = await createAccount(second.v, account(username.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
    expect(res.cookies.map((c) => c.name)).not.toContain('cp_session');
    expect(await usersWithEmail(second.answers.email)).toEqual([]);
    await expectDraftIntact(second.v, draft?.id);
    // Another name then works from the same draft.
    expect((await createAccount(second.v, account(freshUsername()))).statusCode).toBe(202);
  });

  it('answers an address that has an account as it answers a new one, signs nobody in and writes to its owner', async () => {
    const first = await readyVisitor();
    const fresh = await createAccount(first.v, account(freshUsername()));
    const again = await readyVisitor(first.answers.email.toUpperCase());
    const draft = await draftRowOf(t, again.v);
    const res = await createAccount(again.v, account(freshUsername(), 'another-long-pass'));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual(fresh.cookies.map((c) => [c.name, c.value]));
    expect(again.v.jar.size).toBe(0);
    expect(await usersWithEmail(first.answers.email)).toHaveLength(1);
    // Nothing of the draft reaches the account, and nothing of it is kept.
    expect(draft?.id).toBeTruthy();
    expect(
      await t.db
        .select()
        .from(onboardingDrafts)
        .where(eq(onboardingDrafts.id, draft?.id ?? '')),
    ).toEqual([]);
    expect(await documentRowsOf(t, draft?.id ?? '')).toEqual([]);
    // The account is unconfirmed: its mailbox gets a fresh link that says so; the password typed now is nobody's.
    const mails = (await t.outbox()).filter((message) => message.to === first.answers.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your email for CreditPath',
      'Confirm your CreditPath account',
    ]);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/login',
        payload: { email: first.answers.email, password },
      });
    expect((await login('another-long-pass')).statusCode).toBe(401);
    expect((await login('long-enough-pass')).statusCode).toBe(200);

    // A confirmed account's owner hears that someone tried; their session goes on untouched.
    const member = await signUpMember(t);
    const theirs = await readyVisitor(member.email);
    const tried = await createAccount(theirs.v, account(freshUsername()));
    expect([tried.statusCode, tried.json()]).toEqual([202, { email: member.email }]);
    expect(theirs.v.jar.size).toBe(0);
    const owner = visitor(t, { session: member.cookie });
    expect((await owner.call('GET', '/api/auth/user')).json().email).toBe(member.email);
    expect((await t.outbox()).filter((message) => message.to === member.email).at(-1)?.subject).toBe(
      'Someone tried to create an account with your email',
    );
  });

  it('refuses before step 5 is done, or without a draft', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 4, uniqueProfile());
    const early = await createAccount(v, account(freshUsername()));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '5' });
    const nobody = await createAccount(visitor(t), account(freshUsername()));
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
    expect((await draftRowOf(t, v))?.id).toBeTruthy();
  });

  it('refuses a signed-in member', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    await completeSteps(t, m, 2, uniqueProfile());
    const res = await createAccount(m, account(freshUsername()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SIGNED_IN');
  });

  it('answers 400 with the field and its message key to a bad form', async () => {
    const { v } = await readyVisitor();
    const cases: [object, { path: string; message: string }][] = [
      [account('ab'), { path: 'username', message: 'onboarding.errors.username_min_3' }],
      [account('a'.repeat(21)), { path: 'username', message: 'onboarding.errors.username_max_20' }],
      [account(freshUsername(), 'short'), { path: 'password', message: 'onboarding.errors.password_min_8' }],
      [
        { ...account(freshUsername()), confirmPassword: 'something-else' },
        { path: 'confirmPassword', message: 'onboarding.errors.passwords_no_match' },
      ],
    ];
    for (const [body, issue] of cases) {
      const res = await createAccount(v, body);
      expect(res.statusCode, issue.message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [issue] });
    }
    expect((await createAccount(v, { ...account(freshUsername()), isAdmin: true })).statusCode).toBe(400);
    expect((await v.state()).completedSteps).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a common password, or the email as the password, and keeps the draft', async () => {
    const { v, answers } = await readyVisitor();
    const draft = await draftRowOf(t, v);
    for (const password of ['password1', 'Qwerty123', answers.email]) {
      const res = await createAccount(v, account(freshUsername(), password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        issues: [{ path: 'password', code: 'custom', message: 'auth.errors.passwordTooCommon' }],
      });
    }
    expect(await usersWithEmail(answers.email)).toEqual([]);
    await expectDraftIntact(v, draft?.id);
  });
});

describe('all or nothing', () => {
  it('lets exactly one of two visitors racing for a username have it, and keeps the loser’s draft', async () => {
    const username = freshUsername();
    const a = await readyVisitor();
    const b = await readyVisitor();
    const drafts = { a: (await draftRowOf(t, a.v))?.id, b: (await draftRowOf(t, b.v))?.id };
    const [resA, resB] = await Promise.all([
      createAccount(a.v, account(username)),
      createAccount(b.v, account(username.toUpperCase())),
    ]);
    expect([resA.statusCode, resB.statusCode].sort()).toEqual([202, 409]);
    const [winner, loser] = resA.statusCode === 202 ? [a, b] : [b, a];
    const loserRes = resA.statusCode === 202 ? resB : resA;
    expect(loserRes.json().code).toBe('USERNAME_TAKEN');
    expect(await usersWithEmail(winner.answers.email)).toHaveLength(1);
    expect(await usersWithEmail(loser.answers.email)).toEqual([]);
    const owners = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    expect(owners).toHaveLength(1);
    await expectDraftIntact(loser.v, loser === a ? drafts.a : drafts.b);
  });

  it('answers both of two visitors racing for one email alike, and creates one account', async () => {
    const email = uniqueProfile().email;
    const a = await readyVisitor(email);
    const b = await readyVisitor(email);
    const drafts = [(await draftRowOf(t, a.v))?.id ?? '', (await draftRowOf(t, b.v))?.id ?? ''];
    const [resA, resB] = await Promise.all([
      createAccount(a.v, account(freshUsername())),
      createAccount(b.v, account(freshUsername())),
    ]);
    expect([resA.statusCode, resB.statusCode]).toEqual([202, 202]);
    expect(resA.json()).toEqual(resB.json());
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await t.db.select().from(onboardingDrafts).where(inArray(onboardingDrafts.id, drafts))).toEqual([]);
  });

  it('leaves no row behind when the transaction fails at its end, and the draft can try again', async () => {
    const { v, answers } = await readyVisitor();
    const draft = await draftRowOf(t, v);
    const draftId = draft?.id ?? '';
    expect(draftId).toMatch(/^[0-9a-f-]{36}$/);
    // Moving the photos to the new member is one of the last writes: make exactly this draft's move fail.
    await t.db.execute(
      sql.raw(`create function refuse_document_move() returns trigger language plpgsql as $$
        begin raise exception 'forced failure for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_document_move before update on identity_documents for each row
        when (old.draft_id = '${draftId}'::uuid) execute function refuse_document_move()`),
    );
    try {
      const before = await rowCounts();
      const res = await createAccount(v, account(freshUsername()));
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL');
      expect(res.cookies.map((c) => c.name)).not.toContain('cp_session');
      expect(await rowCounts()).toEqual(before);
      expect(await usersWithEmail(answers.email)).toEqual([]);
      await expectDraftIntact(v, draftId);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_document_move on identity_documents'));
      await t.db.execute(sql.raw('drop function refuse_document_move()'));
    }
    const retried = await createAccount(v, account(freshUsername()));
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await usersWithEmail(answers.email)).toHaveLength(1);
  });
});
