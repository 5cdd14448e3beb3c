import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementAcceptances, payments } from '#server/db/schema/billing.ts';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import { manualItems } from '#server/db/schema/manual-entries.ts';
import { identityDocuments, onboardingDrafts } from '#server/db/schema/onboarding.ts';
import { users } from '#server/db/schema/users.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { findOwnProfile } from '#server/features/profile/member-profile.ts';
import { aManualItem } from '#server/test-support/manual-entries.ts';
import { openVerificationLink, signUpMember } from '#server/test-support/members.ts';
import {
  appTables,
  completeSteps,
  documentRowsOf,
  draftRowOf,
  draftsWithId,
  queryRows,
  uniqueProfile,
  type Visitor,
  verificationToken,
  visitor,
} from '#server/test-support/onboarding.ts';
import { createTestApp, setUpTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';

const t = setUpTestApp();

const account = (password = 'long-enough-pass') => ({ password, confirmPassword: password });
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

/** A visitor who finished step 4 and has not created the account yet. */
async function readyVisitor(email?: string, app: TestApp = t) {
  const v = visitor(app);
  const answers = uniqueProfile(email ? { email } : {});
  await completeSteps(app, v, 4, answers);
  return { v, answers };
}

/** The draft is still whole: same row, both photos on it, steps 1 to 4 done, no session. */
async function expectDraftIntact(v: Visitor, draftId: string | undefined) {
  expect((await draftRowOf(t, v))?.id).toBe(draftId);
  expect((await documentRowsOf(t, draftId ?? '')).map((row) => row.side).sort()).toEqual(['back', 'front']);
  const state = await v.state();
  expect(state).toMatchObject({ viewer: 'visitor', completedSteps: [1, 2, 3, 4] });
  expect(v.jar.has('cp_session')).toBe(false);
}

describe('creating the account at step 5', () => {
  it('creates the member with everything given on the way, signs this browser in, and keeps the choice for step 6', async () => {
    const v = visitor(t);
    const answers = uniqueProfile();
    const mixedCaseEmail = answers.email.replace('visitor', 'Visitor.Journey').toUpperCase();
    const email = mixedCaseEmail.toLowerCase();
    const state = await completeSteps(t, v, 3, { ...answers, email: mixedCaseEmail });
    const [first, second] = state.creditPull.result?.negativeItems ?? [];
    const chosen = await v.call('PUT', '/api/onboarding/selection', {
      paymentType: 'monthly',
      selectedItems: [first?.id, second?.id],
      selectedDisputeReasons: { [first?.id ?? '']: ['identity_theft', 'not_mine'] },
    });
    expect(chosen.statusCode).toBe(200);
    const draft = await draftRowOf(t, v);

    const res = await createAccount(v, { ...account(), lang: 'es' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ email });
    // The onboarding cookie goes, a session of the new account comes (and the no-session hint goes with it): step
    // 6 is the member's.
    expect(res.cookies.map((c) => c.name).sort()).toEqual([
      'cp_device',
      'cp_no_session',
      'cp_onboarding',
      'cp_session',
    ]);
    expect(v.jar.has('cp_onboarding')).toBe(false);
    expect(v.jar.has('cp_no_session')).toBe(false);
    const [created] = await usersWithEmail(email);
    expect(created).toMatchObject({ emailVerifiedAt: null, username: null, language: 'es' });
    expect((await v.call('GET', '/api/auth/user')).json()).toMatchObject({
      email,
      emailVerified: false,
      subscriptionStatus: 'incomplete',
    });

    // The draft is the member's now, found without its cookie, at step 6, holding only the choice, re-keyed.
    const after = (await v.state()) as OnboardingStateResponse;
    expect(after).toMatchObject({
      viewer: 'member',
      completedSteps: [1, 2, 3, 4, 5],
      currentStep: 6,
      profile: null,
      manualItems: [],
      expiresAt: null,
    });
    const [kept] = await draftsWithId(t, draft?.id ?? '');
    expect(kept).toMatchObject({
      userId: created?.id,
      profileSealed: null,
      reportSealed: null,
      manualItemsSealed: null,
    });
    const report = (await v.call('GET', '/api/credit-report')).json();
    expect(report.negativeItems.map((item: { creditorName: string }) => item.creditorName)).toEqual(
      state.creditPull.result?.negativeItems.map((item) => item.creditorName),
    );
    // Two accounts can share a creditor's name: the stored items are found by their place in the same order.
    const order = state.creditPull.result?.negativeItems.map((item) => item.id) ?? [];
    const storedId = (id: string | undefined) => report.negativeItems[order.indexOf(id ?? '')]?.id;
    expect(after.selection).toEqual({
      paymentType: 'monthly',
      selectedItems: [storedId(first?.id), storedId(second?.id)],
      selectedDisputeReasons: { [storedId(first?.id)]: ['identity_theft', 'not_mine'] },
    });

    // Nothing signed, nothing paid, nothing queued yet.
    for (const table of [agreementAcceptances, payments, disputes]) {
      expect(
        await t.db
          .select()
          .from(table)
          .where(eq(table.userId, created?.id ?? '')),
        getTableName(table),
      ).toEqual([]);
    }

    // The street, phone and SSN's last four are sealed in the row; its owner reads them opened.
    expect(await findOwnProfile(t.db, t.cipher, created?.id ?? '')).toMatchObject({
      firstName: 'Maria',
      ssnLast4: '6789',
      phone: answers.phone,
      address: { zipCode: '78701' },
    });
    const documents = await t.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, created?.id ?? ''));
    expect(documents.map((d) => [d.side, d.draftId]).sort()).toEqual([
      ['back', null],
      ['front', null],
    ]);
    const reports = await t.db
      .select()
      .from(creditReports)
      .where(eq(creditReports.userId, created?.id ?? ''));
    expect(reports.map((r) => r.id)).toEqual([report.id]);

    // The link, in the language the onboarding was read in, opened in this signed-in browser confirms the address
    // and keeps the password (decision 014 (a)).
    const [mail] = (await t.outbox()).filter((message) => message.to === email);
    expect(mail).toMatchObject({ subject: 'Confirme su correo electrónico para CreditPath', language: 'es' });
    const verified = await v.call('POST', '/api/auth/email/verify', { token: await verificationToken(t, email) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await v.call('GET', '/api/auth/user')).json()).toMatchObject({ emailVerified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/login',
      payload: { email: mixedCaseEmail, password: 'long-enough-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('makes a visitor’s hand-entered items the account’s items, sealed, with a report the choice still matches', async () => {
    const mismo = await createTestApp({ creditProvider: 'mismo' });
    try {
      const v = visitor(mismo);
      await completeSteps(mismo, v, 2, uniqueProfile());
      const added = await v.call('POST', '/api/onboarding/manual-items', aManualItem());
      const state = added.json() as OnboardingStateResponse;
      const [draftItem] = state.manualItems;
      const [offered] = state.creditPull.result?.negativeItems ?? [];
      await v.call('PUT', '/api/onboarding/selection', {
        paymentType: 'monthly',
        selectedItems: [offered?.id],
        selectedDisputeReasons: { [offered?.id ?? '']: ['not_mine'] },
      });
      const res = await v.call('POST', '/api/onboarding/create-account', account());
      expect(res.statusCode, res.body).toBe(202);
      const user = (await v.call('GET', '/api/auth/user')).json();
      // The same item, under the id it had in the draft: its tradeline key, and any dispute, follow it.
      const rows = await mismo.db.select().from(manualItems).where(eq(manualItems.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: draftItem?.id, accountNumberLast4: '7890' });
      expect(rows[0]?.entry).toMatchObject({ creditorName: 'Midland Credit Management' });
      expect(Buffer.from(rows[0]?.accountNumberSealed ?? []).toString('latin1')).not.toContain('8812');
      expect(mismo.cipher.decrypt(Buffer.from(rows[0]?.accountNumberSealed ?? [])).toString()).toBe(
        '8812-3344-5566-7890',
      );
      const reports = await mismo.db.select().from(creditReports).where(eq(creditReports.userId, user.id));
      expect(reports.map((r) => [r.source, r.format])).toEqual([['manual', 'manual']]);
      const [stored] = await mismo.db
        .select()
        .from(tradelines)
        .where(eq(tradelines.reportId, reports[0]?.id ?? ''));
      expect(stored?.tradelineKey).toBe(`manual:${draftItem?.id}`);
      expect((await v.state()).selection).toEqual({
        paymentType: 'monthly',
        selectedItems: [stored?.id],
        selectedDisputeReasons: { [stored?.id ?? '']: ['not_mine'] },
      });
      // The member sees them as their own entries; the draft no longer holds them.
      const entries = (await v.call('GET', '/api/credit-report/manual')).json();
      expect(entries.items).toEqual([expect.objectContaining({ id: draftItem?.id, accountNumberLast4: '7890' })]);
      const [kept] = await mismo.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, user.id));
      expect(kept).toMatchObject({ reportSealed: null, manualItemsSealed: null });
    } finally {
      await mismo.close();
    }
  });

  it('makes an admin of a visitor whose email is in ADMIN_EMAILS only once the email is verified', async () => {
    const boss = await createTestApp({ adminEmails: ['boss@example.com'] });
    try {
      const v = visitor(boss);
      await completeSteps(boss, v, 4, uniqueProfile({ email: 'Boss@Example.com' }));
      const res = await v.call('POST', '/api/onboarding/create-account', account());
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ email: 'boss@example.com' });
      const [row] = await boss.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row?.isAdmin).toBe(false);
      expect((await openVerificationLink(boss, 'boss@example.com', 'long-enough-pass')).json()).toMatchObject({
        isAdmin: true,
      });
    } finally {
      await boss.close();
    }
  });
});

describe('step 6: the agreement and the plan, as the member', () => {
  it('in manual mode starts the plan with nothing charged once the email is confirmed and the agreement signed', async () => {
    const { v, answers } = await readyVisitor();
    await createAccount(v, account());
    const email = answers.email;
    const { selection } = await v.state();
    const sign = () =>
      v.call('POST', '/api/subscription/agreement', { plan: 'monthly', version: AGREEMENT_VERSION, lang: 'en' });
    // Signing waits for a confirmed email.
    expect((await sign()).statusCode).toBe(403);
    await v.call('POST', '/api/auth/email/verify', { token: await verificationToken(t, email) });
    expect((await sign()).statusCode).toBe(201);
    const started = await v.call('POST', '/api/subscription/start', selection ?? {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ disputesCreated: 1 });
    const user = (await v.call('GET', '/api/auth/user')).json();
    // Billing in arrears: the first period's payment is only scheduled (billed after it closes, with its letters),
    // nothing is due, reported or taken now.
    const rows = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((row) => [row.status, row.dueAt, row.reportedAt, row.verifiedAt])).toEqual(
      rows.map(() => ['scheduled', null, null, null]),
    );
    expect((await v.call('GET', '/api/auth/user')).json().subscriptionStatus).not.toBe('pending_verification');
    const queued = await t.db.select().from(disputes).where(eq(disputes.userId, user.id));
    expect(queued.map((d) => [d.tradelineId, d.status])).toEqual([[selection?.selectedItems[0], 'draft']]);
    // Done: the member's draft goes.
    expect((await v.call('DELETE', '/api/onboarding')).statusCode).toBe(204);
    expect((await v.state()).completedSteps).toEqual([]);
  });
});

describe('what is refused', () => {
  it('answers an address that has an account as it answers a new one, signs nobody in and writes to its owner', async () => {
    const first = await readyVisitor();
    const fresh = await createAccount(first.v, account());
    expect(fresh.statusCode).toBe(202);
    const again = await readyVisitor(first.answers.email.toUpperCase());
    const draft = await draftRowOf(t, again.v);
    const res = await createAccount(again.v, account('another-long-pass'));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    // Nobody is signed in to an account whose mailbox this browser has not proven.
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual([['cp_onboarding', '']]);
    expect(again.v.jar.size).toBe(0);
    expect(await usersWithEmail(first.answers.email)).toHaveLength(1);
    // Nothing of the draft reaches the account, and nothing of it is kept.
    expect(draft?.id).toBeTruthy();
    expect(await draftsWithId(t, draft?.id ?? '')).toEqual([]);
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
    const tried = await createAccount(theirs.v, account());
    expect([tried.statusCode, tried.json()]).toEqual([202, { email: member.email }]);
    expect(theirs.v.jar.size).toBe(0);
    const owner = visitor(t, { session: member.cookie });
    expect((await owner.call('GET', '/api/auth/user')).json().email).toBe(member.email);
    expect((await t.outbox()).filter((message) => message.to === member.email).at(-1)?.subject).toBe(
      'Someone tried to create an account with your email',
    );
  });

  it('refuses before step 4 is done, or without a draft', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 3, uniqueProfile());
    const early = await createAccount(v, account());
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '4' });
    const nobody = await createAccount(visitor(t), account());
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
    expect((await draftRowOf(t, v))?.id).toBeTruthy();
  });

  it('refuses a signed-in member', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    const res = await createAccount(m, account());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SIGNED_IN');
  });

  it('answers 400 with the field and its message key to a bad form, and takes no username', async () => {
    const { v } = await readyVisitor();
    const cases: [object, { path: string; message: string }][] = [
      [account('short'), { path: 'password', message: 'onboarding.errors.password_min_8' }],
      [
        { ...account(), confirmPassword: 'something-else' },
        { path: 'confirmPassword', message: 'onboarding.errors.passwords_no_match' },
      ],
    ];
    for (const [body, issue] of cases) {
      const res = await createAccount(v, body);
      expect(res.statusCode, issue.message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [issue] });
    }
    expect((await createAccount(v, { ...account(), username: 'maria' })).statusCode).toBe(400);
    expect((await createAccount(v, { ...account(), isAdmin: true })).statusCode).toBe(400);
    expect((await v.state()).completedSteps).toEqual([1, 2, 3, 4]);
  });

  it('refuses a common password, or the email as the password, and keeps the draft', async () => {
    const { v, answers } = await readyVisitor();
    const draft = await draftRowOf(t, v);
    for (const password of ['password1', 'Qwerty123', answers.email]) {
      const res = await createAccount(v, account(password));
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
  it('answers both of two visitors racing for one email alike, and creates one account', async () => {
    const email = uniqueProfile().email;
    const a = await readyVisitor(email);
    const b = await readyVisitor(email);
    const drafts = [(await draftRowOf(t, a.v))?.id ?? '', (await draftRowOf(t, b.v))?.id ?? ''];
    const [resA, resB] = await Promise.all([createAccount(a.v, account()), createAccount(b.v, account())]);
    expect([resA.statusCode, resB.statusCode]).toEqual([202, 202]);
    expect(resA.json()).toEqual(resB.json());
    expect(await usersWithEmail(email)).toHaveLength(1);
    // The winner's draft waits for step 6 as the member's; the loser's is gone.
    const left = await t.db.select().from(onboardingDrafts).where(inArray(onboardingDrafts.id, drafts));
    expect(left).toHaveLength(1);
    expect(left[0]?.userId).toBe((await usersWithEmail(email))[0]?.id);
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
      const res = await createAccount(v, account());
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
    const retried = await createAccount(v, account());
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await usersWithEmail(answers.email)).toHaveLength(1);
  });
});
