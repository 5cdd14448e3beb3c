import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { mailings, mailingTracking, proofsOfAddress } from '#server/db/schema/mailings.ts';
import { retainedRecords } from '#server/db/schema/privacy.ts';
import { users } from '#server/db/schema/users.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { MAILING_FEE_CENTS, mailOneLetter } from '#server/test-support/mailing-charges.ts';
import {
  MEMBER_PASSWORD,
  openVerificationLink,
  passSecondFactor,
  registerAccount,
  signInWithPassword,
  signUpAdmin,
} from '#server/test-support/members.ts';
import { dumpDatabase, queryRows } from '#server/test-support/onboarding.ts';
import { type FullMember, LUCIA, memberWithEverything, ZEBULON } from '#server/test-support/privacy.ts';
import {
  legacyPendingMember,
  TEST_ACTIVATION_KEY,
  TEST_PAYMENT_REFERENCE,
} from '#server/test-support/subscriptions.ts';
import { sessionCookieOf, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { PLANS } from '#shared/constants/plans.ts';
import { openRetainedRecord, RETAINED_KINDS } from './retained-records.ts';

const OWNER_EMAIL = 'owner.of.the.business@example.com';
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, ownerEmail: OWNER_EMAIL, sessionTtlMs: 10 ** 11 });
const admin = setUpOnce(() => signUpAdmin(t));

const deleteAccount = (cookie: string, password = MEMBER_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password } });
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const auditOf = (userId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId));
const retainedOf = (userId: string) =>
  t.db.select().from(retainedRecords).where(eq(retainedRecords.formerUserId, userId));

describe('deleting my account', () => {
  let lucia: FullMember;
  let zebulon: FullMember;
  beforeAll(async () => {
    lucia = await memberWithEverything(t, admin, LUCIA);
    zebulon = await memberWithEverything(t, admin, ZEBULON);
  });

  it('needs the password: a wrong one changes nothing', async () => {
    // Her session's "last active" is brought up to date first, so the dumps differ by the refusal alone.
    expect((await whoAmI(lucia.cookie)).statusCode).toBe(200);
    const before = await dumpDatabase(t);
    const res = await deleteAccount(lucia.cookie, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      issues: [{ path: 'password', message: 'errors.WRONG_CURRENT_PASSWORD' }],
    });
    const after = await dumpDatabase(t);
    // Only the wrong guess was counted.
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual(['attempt_counters']);
    expect((await whoAmI(lucia.cookie)).statusCode).toBe(200);
  });

  it('ends every session and leaves no row or file of the member, but the law’s records, sealed, and the audit log', async () => {
    // A letter we mailed for her, with its USPS scan and its fee, and the proof of address that went with it.
    const mailed = await mailOneLetter(t, lucia.id);
    await t.db.insert(mailingTracking).values({
      id: 'evnt_lucia_accepted',
      mailingId: mailed.mailingId,
      step: 'mailed',
      occurredAt: t.clock.now(),
      location: '78701',
    });
    const proof = Buffer.from(`${LUCIA.marker} proof of address`);
    await t.db.insert(proofsOfAddress).values({
      userId: lucia.id,
      mediaType: 'image/jpeg',
      byteSize: proof.length,
      imageSealed: t.cipher.encrypt(proof),
      createdAt: t.clock.now(),
    });
    const otherDevice = sessionCookieOf(await signInWithPassword(t, lucia.email));
    const res = await deleteAccount(lucia.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((cookie) => cookie.name === 'cp_session')?.value).toBe('');
    expect((await whoAmI(lucia.cookie)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);

    // Every table, every column (bytea as hex, text and base64): nothing names Lucia, but these two.
    const dump = await dumpDatabase(t);
    const hers = [
      lucia.id,
      lucia.email,
      LUCIA.firstName,
      LUCIA.lastName,
      LUCIA.street,
      LUCIA.phone,
      LUCIA.ssn,
      LUCIA.marker,
      LUCIA.creditor,
      lucia.reportId,
      lucia.disputeId,
      mailed.mailingId,
      mailed.paymentId,
    ];
    const found = Object.entries(dump).flatMap(([table, rows]) =>
      hers.filter((value) => rows.includes(value)).map((value) => `${table}: ${value}`),
    );
    expect(found.filter((line) => !/^(audit_log|retained_records): /u.test(line))).toEqual([]);
    // The retained records name the former account by its id alone; who it was is inside the seal.
    expect(found.filter((line) => line.startsWith('retained_records'))).toEqual([`retained_records: ${lucia.id}`]);
    expect(await t.db.select().from(mailings).where(eq(mailings.userId, lucia.id))).toEqual([]);
    expect(await t.db.select().from(mailingTracking).where(eq(mailingTracking.mailingId, mailed.mailingId))).toEqual(
      [],
    );
    expect(await t.db.select().from(proofsOfAddress).where(eq(proofsOfAddress.userId, lucia.id))).toEqual([]);

    const kept = await retainedOf(lucia.id);
    expect(kept.map((row) => row.kind).sort()).toEqual(['payment_records', 'service_agreement']);
    const now = t.clock.now();
    for (const row of kept) {
      expect(row.reason).toBe(RETAINED_KINDS[row.kind as keyof typeof RETAINED_KINDS]);
      expect(row.purgeAfter.toISOString()).toBe(
        new Date(Date.UTC(now.getUTCFullYear() + 5, now.getUTCMonth(), now.getUTCDate(), 15)).toISOString(),
      );
    }
    const agreement = openRetainedRecord(
      t.cipher,
      kept.find((row) => row.kind === 'service_agreement')?.contentSealed ?? Buffer.alloc(0),
    );
    expect(agreement).toMatchObject({
      formerMember: { id: lucia.id, email: lucia.email, firstName: 'Lucia', lastName: 'Testcase' },
      agreement: { paymentType: 'monthly', version: AGREEMENT_VERSION, document: expect.any(Object) },
    });
    const paid = openRetainedRecord(
      t.cipher,
      kept.find((row) => row.kind === 'payment_records')?.contentSealed ?? Buffer.alloc(0),
    );
    expect(paid).toMatchObject({
      ending: { reason: 'account_deleted', refundDueCents: 0 },
      subscriptions: [{ paymentType: 'monthly' }],
      payments: [
        { kind: 'purchase', amountCents: PLANS.monthly.priceCents, externalReference: TEST_PAYMENT_REFERENCE },
        { kind: 'mailing', amountCents: MAILING_FEE_CENTS },
      ],
    });

    // The audit log keeps what it had about her, and says she deleted the account.
    const entries = await auditOf(lucia.id);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['subscription_activated', 'account_deleted']),
    );
    expect(entries.find((entry) => entry.action === 'account_deleted')).toMatchObject({
      actorId: lucia.id,
      actorEmail: lucia.email,
      targetEmail: lucia.email,
      details: { retainedRecords: 'service_agreement, payment_records', refundDueCents: 0 },
    });

    const mail = (await t.outbox()).filter((message) => message.to === lucia.email).at(-1);
    expect(mail?.subject).toBe('Your CreditPath account was deleted');
    expect(mail?.text).toContain('for 5 years');

    // Her password opens nothing any more (asked after the dump: a failed sign-in counts against the address typed).
    expect((await signInWithPassword(t, lucia.email)).statusCode).toBe(401);
    // Another member's data is untouched.
    expect((await whoAmI(zebulon.cookie)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/disputes', headers: { cookie: zebulon.cookie } })).json(),
    ).toHaveLength(1);
  });
});

describe('the tables that name a member', () => {
  it('each lets the user row go: its rows go with it, or only the reference does (staff who acted, a testimonial purgeMember deletes first)', async () => {
    const references = await queryRows<{ table: string; column: string; rule: string }>(
      t,
      sql`select kcu.table_name as "table", kcu.column_name as "column", rc.delete_rule as rule
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name
          where ccu.table_name = 'users' and kcu.table_schema = 'public'
          order by 1, 2`,
    );
    const kept = references.filter((reference) => reference.rule !== 'CASCADE');
    expect(kept.map(({ table, column, rule }) => `${table}.${column}: ${rule}`)).toEqual([
      'bureau_response_letters.uploaded_by: SET NULL',
      'lob_events.user_id: SET NULL',
      'payments.verified_by: SET NULL',
      'stripe_events.user_id: SET NULL',
      'subscription_history.actor_id: SET NULL',
      'testimonials.recorded_by: SET NULL',
      'testimonials.user_id: SET NULL',
    ]);
    expect(references.length).toBeGreaterThan(kept.length);
  });
});

describe('who may not delete their account', () => {
  it('refuses the last admin, and lets an admin go once another remains', async () => {
    const refused = await deleteAccount(admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    const second = await signUpAdmin(t);
    const res = await deleteAccount(second.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, second.id))).toHaveLength(0);
    expect(await retainedOf(second.id)).toEqual([]);
  });

  it('never lets the owner go, whatever other admins there are', async () => {
    await registerAccount(t, { email: OWNER_EMAIL, firstName: 'Olivia', lastName: 'Owner' });
    const verified = await openVerificationLink(t, OWNER_EMAIL);
    expect(verified.json()).toMatchObject({ isOwner: true });
    const res = await deleteAccount(sessionCookieOf(verified));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OWNER_PROTECTED' });
  });
});

describe('a member whose plan is running', () => {
  it('may delete inside the right to cancel: the plan ends, and its refund is recorded as owed', async () => {
    // A purchase from the old pay-first flow, paid and activated: a plan started today has been charged nothing.
    const member = await legacyPendingMember(t, { names: { firstName: 'Rita', lastName: 'Refund' } });
    const post = (url: string, payload: object, cookie = member.cookie) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    await passSecondFactor(t, admin);
    const activated = await post(
      '/api/subscription/activate',
      { userId: member.id, adminKey: TEST_ACTIVATION_KEY, paymentReference: TEST_PAYMENT_REFERENCE },
      admin.cookie,
    );
    expect(activated.statusCode, activated.body).toBe(200);

    const res = await deleteAccount(member.cookie);
    expect(res.statusCode, res.body).toBe(204);
    const owed = PLANS.monthly.priceCents;
    const [deleted] = (await auditOf(member.id)).filter((entry) => entry.action === 'account_deleted');
    expect(deleted?.details).toMatchObject({ refundDueCents: owed });
    const payments = (await retainedOf(member.id)).find((row) => row.kind === 'payment_records');
    expect(openRetainedRecord(t.cipher, payments?.contentSealed ?? Buffer.alloc(0))).toMatchObject({
      ending: { reason: 'account_deleted', refundDueCents: owed },
    });
    const mail = (await t.outbox()).filter((message) => message.to === member.email).at(-1);
    expect(mail?.text).toContain(`We owe you a refund of $${(owed / 100).toFixed(2)}`);
  });
});
