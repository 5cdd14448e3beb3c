import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { memberProfiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/users.ts';
import { auditedCall, callAs, insertUsers } from '#server/test-support/admin.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import {
  enrolSecondFactor,
  openVerificationLink,
  registerAccount,
  signUpAdmin,
  signUpMember,
} from '#server/test-support/members.ts';
import { sessionCookieOf, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { AdminUsersResponse } from '#shared/schemas/admin.ts';
import { COUNT_CAP } from '../total-queries.ts';

const OWNER = 'owner@example.com';
// The owner is configured but has not signed up yet: the tests below need a time with a single admin.
const t = setUpTestApp({ ownerEmail: OWNER, adminEmails: [OWNER] });
const admin = setUpOnce(() => signUpAdmin(t));

const setAdmin = (cookie: string, userId: string, isAdmin: boolean) =>
  callAs(t, cookie)('POST', `/api/admin/users/${userId}/admin-status`, { isAdmin });
const listUsers = async (query: string) => {
  const res = await callAs(t, admin.cookie)('GET', `/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminUsersResponse;
};
const auditOf = (targetUserId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId)).orderBy(auditLog.createdAt);
const listings = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'users_listed'));

describe('GET /api/admin/users', () => {
  it('shows each account with its plan, phone, onboarding and roles', async () => {
    const member = await signUpMember(t, { firstName: 'Rosa', lastName: 'Quintero' });
    await pullDemoReport(t, member.cookie);
    const { users: found } = await listUsers('search=quintero');
    expect(found).toEqual([
      {
        id: member.id,
        email: member.email,
        firstName: 'Rosa',
        lastName: 'Quintero',
        phoneNumber: '(555) 123-4567',
        subscriptionStatus: 'incomplete',
        subscriptionTier: null,
        isAdmin: false,
        isOwner: false,
        onboardingCompleted: true,
        createdAt: t.clock.now().toISOString(),
        lastLoginAt: t.clock.now().toISOString(),
      },
    ]);
    expect((await listUsers(`search=${encodeURIComponent(admin.email)}`)).users[0]).toMatchObject({
      isAdmin: true,
      phoneNumber: null,
      onboardingCompleted: false,
    });
  });

  it('opens the phone from the sealed profile, and from a profile saved before sealing', async () => {
    const sealed = await signUpMember(t, { firstName: 'Selma', lastName: 'Sealedphone' });
    await pullDemoReport(t, sealed.cookie);
    const [row] = await t.db.select().from(memberProfiles).where(eq(memberProfiles.userId, sealed.id));
    // Nothing to read in the clear: the list can only have opened the sealed contact.
    expect([row?.phone, row?.contactSealed?.includes('555')]).toEqual([null, false]);
    const legacy = await signUpMember(t, { firstName: 'Lena', lastName: 'Legacyphone' });
    await pullDemoReport(t, legacy.cookie);
    await t.db
      .update(memberProfiles)
      .set({ contactSealed: null, phone: '(555) 987-6543', street: '9 Old Rd', ssnLast4: '6789' })
      .where(eq(memberProfiles.userId, legacy.id));
    const { users: found } = await listUsers('search=phone&sort=lastName&order=asc');
    expect(found.map((user) => [user.lastName, user.phoneNumber])).toEqual([
      ['Legacyphone', '(555) 987-6543'],
      ['Sealedphone', '(555) 123-4567'],
    ]);
    const changed = await setAdmin(admin.cookie, sealed.id, false);
    expect(changed.json()).toMatchObject({ id: sealed.id, phoneNumber: '(555) 123-4567' });
  });

  it('searches email and names case-insensitively, with % and _ taken literally', async () => {
    await insertUsers(t, [
      { email: 'zoe.alvarez@example.com', firstName: 'Zoë', lastName: 'Álvarez' },
      { email: 'percent@example.com', firstName: 'Pat', lastName: 'Hundred%' },
      { email: 'under_score@example.com', firstName: 'Uma', lastName: 'Score' },
    ]);
    expect((await listUsers('search=ZOE.ALV')).users.map((u) => u.lastName)).toEqual(['Álvarez']);
    expect((await listUsers('search=álvar')).users.map((u) => u.firstName)).toEqual(['Zoë']);
    expect((await listUsers('search=ed%25')).users.map((u) => u.email)).toEqual(['percent@example.com']);
    expect((await listUsers('search=r_s')).users.map((u) => u.email)).toEqual(['under_score@example.com']);
    expect((await listUsers('search=%20%20pat%20%20')).users.map((u) => u.lastName)).toEqual(['Hundred%']);
    expect((await listUsers('search=nobody-at-all')).total).toBe(0);
  });

  it('matches a search of one or two characters at the start of the email or a name only', async () => {
    await insertUsers(t, [
      { email: 'xq@example.com', firstName: 'Xiomara', lastName: 'Quell' },
      { email: 'oxana.maxim@example.com', firstName: 'Oxana', lastName: 'Maxim' },
    ]);
    expect((await listUsers('search=XI')).users.map((u) => u.firstName)).toEqual(['Xiomara']);
    expect((await listUsers('search=ox')).users.map((u) => u.firstName)).toEqual(['Oxana']);
    expect((await listUsers('search=x')).users.map((u) => u.firstName)).toEqual(['Xiomara']);
    expect((await listUsers('search=%25')).total).toBe(0);
    // Three characters and more are found anywhere.
    expect((await listUsers('search=xim')).users.map((u) => u.firstName)).toEqual(['Oxana']);
  });

  it('counts the matches no further than a cap, says when there are more, and knows the page past it', async () => {
    await insertUsers(
      t,
      Array.from({ length: COUNT_CAP + 5 }, (_, index) => ({ email: `bulk.${index}@capped.example.com` })),
    );
    const first = await listUsers('search=capped.example');
    expect([first.total, first.totalCapped, first.users.length]).toEqual([COUNT_CAP, true, 25]);
    // The last page the cap covers is full, and more follow it.
    const lastCovered = await listUsers(`search=capped.example&page=${COUNT_CAP / 25}`);
    expect([lastCovered.total, lastCovered.totalCapped]).toEqual([COUNT_CAP, true]);
    // A page past the cap counts to its own end: here that reaches every match, so the total is exact.
    const past = await listUsers(`search=capped.example&page=${COUNT_CAP / 25 + 1}`);
    expect([past.total, past.totalCapped, past.users.length]).toEqual([COUNT_CAP + 5, false, 5]);
  });

  it('filters by plan status, sorts and pages without overlap', async () => {
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await insertUsers(
      t,
      ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo'].map((lastName, index) => ({
        email: `${lastName.toLowerCase()}@pending.example.com`,
        lastName,
        subscriptionStatus: 'pending_verification' as const,
        subscriptionTier: 'monthly' as const,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const pending = await listUsers('status=pending_verification&sort=lastName&order=asc');
    expect(pending.total).toBe(5);
    expect(pending.users.map((u) => u.lastName)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(pending.users.every((u) => u.subscriptionStatus === 'pending_verification')).toBe(true);
    const byEmail = await listUsers('status=pending_verification&sort=email&order=desc');
    expect(byEmail.users[0]?.email).toBe('echo@pending.example.com');
    const oldestFirst = await listUsers('status=pending_verification&sort=createdAt&order=asc');
    expect(oldestFirst.users.map((u) => u.lastName)).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo']);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listUsers(`status=pending_verification&sort=lastName&order=asc&pageSize=2&page=${page}`)),
    );
    expect(pages.map((page) => page.users.map((u) => u.lastName))).toEqual([
      ['Alpha', 'Bravo'],
      ['Charlie', 'Delta'],
      ['Echo'],
    ]);
    expect(pages.map((page) => [page.total, page.totalCapped, page.page, page.pageSize])).toEqual([
      [5, false, 1, 2],
      [5, false, 2, 2],
      [5, false, 3, 2],
    ]);
    expect((await listUsers('status=inactive')).total).toBe(0);
  });

  it("reads the spec's empty `search=&status=` as no filter", async () => {
    const everyone = await listUsers('');
    expect(everyone.total).toBeGreaterThan(5);
    expect(await listUsers('search=&status=')).toEqual(everyone);
  });

  it('refuses bad queries with 400, recording nothing', async () => {
    const before = await listings();
    for (const query of ['status=pending', 'sort=password', 'order=up', 'pageSize=101', 'page=0', 'limit=5']) {
      const res = await callAs(t, admin.cookie)('GET', `/api/admin/users?${query}`);
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await callAs(t, admin.cookie)('GET', `/api/admin/users?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect(await listings()).toHaveLength(before.length);
  });

  it('records every page an admin reads: who, from where, which page and filters, how many people', async () => {
    const recorded = async (query: string) => {
      const before = new Set((await listings()).map((entry) => entry.id));
      await listUsers(query);
      return (await listings()).filter((entry) => !before.has(entry.id));
    };
    expect(await recorded('status=pending_verification&search=pending&sort=lastName&pageSize=2&page=2')).toMatchObject([
      {
        ...auditedCall(t, admin, null),
        details: { page: 2, search: 'pending', status: 'pending_verification', rowCount: 2 },
      },
    ]);
    expect((await recorded('search=nobody-at-all')).map((entry) => entry.details)).toEqual([
      { page: 1, search: 'nobody-at-all', rowCount: 0 },
    ]);
  });
});

describe('POST /api/admin/users/:userId/admin-status', () => {
  it('grants and revokes, recording who, what, whom, from where — only when something changed', async () => {
    const member = await signUpMember(t, { firstName: 'Nora', lastName: 'Granted' });
    const granted = await setAdmin(admin.cookie, member.id, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: member.id, isAdmin: true, isOwner: false });
    expect((await setAdmin(admin.cookie, member.id, true)).json().isAdmin).toBe(true);
    // The new admin's own session is an admin's at once (the server decides, not the browser): it is asked to
    // set up the second factor, and once it has, it is let in.
    const asNewAdmin = () => callAs(t, member.cookie)('GET', '/api/admin/metrics');
    expect((await asNewAdmin()).json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    await enrolSecondFactor(t, member.cookie);
    expect((await asNewAdmin()).statusCode).toBe(200);

    const revoked = await setAdmin(admin.cookie, member.id, false);
    expect(revoked.json()).toMatchObject({ isAdmin: false });
    expect([(await asNewAdmin()).statusCode, (await asNewAdmin()).json().code]).toEqual([403, 'FORBIDDEN']);

    const entries = await auditOf(member.id);
    expect(entries.map((entry) => entry.action)).toEqual(['admin_granted', 'admin_revoked']);
    expect(entries.map((entry) => entry.actorId)).toEqual([admin.id, admin.id]);
    expect(entries[0]).toMatchObject({ ...auditedCall(t, admin, member), details: {} });
  });

  it('answers 404 for an unknown user and 400 for a bad id or body', async () => {
    const unknown = await setAdmin(admin.cookie, '00000000-0000-4000-8000-000000000000', true);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await setAdmin(admin.cookie, 'not-a-uuid', true)).statusCode).toBe(400);
    for (const body of [{}, { isAdmin: 'yes' }, { isAdmin: true, isOwner: true }]) {
      const res = await callAs(t, admin.cookie)('POST', `/api/admin/users/${admin.id}/admin-status`, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('never removes the last admin, not even by themselves', async () => {
    const admins = await t.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins.map((row) => row.id)).toEqual([admin.id]);
    const res = await setAdmin(admin.cookie, admin.id, false);
    expect([res.statusCode, res.json().code]).toEqual([409, 'LAST_ADMIN']);
    expect((await auditOf(admin.id)).map((entry) => entry.action)).toEqual([]);
  });

  it('lets exactly one of two admins demoting each other at the same moment succeed', async () => {
    const other = await signUpMember(t, { firstName: 'Otto', lastName: 'Other' });
    await setAdmin(admin.cookie, other.id, true);
    await enrolSecondFactor(t, other.cookie);
    const answers = await Promise.all([
      setAdmin(admin.cookie, other.id, false),
      setAdmin(other.cookie, admin.id, false),
    ]);
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won?.statusCode).toBe(200);
    // The other is refused either way: as the last admin when both were admins as they came in and it waited for
    // the member lock, or as no admin any more when the winner's change was already in as it came in (PostgreSQL
    // runs the two truly at once, so either happens).
    expect([
      [409, 'LAST_ADMIN'],
      [403, 'FORBIDDEN'],
    ]).toContainEqual([lost?.statusCode, lost?.json().code]);
    const remaining = await t.db.select().from(users).where(eq(users.isAdmin, true));
    expect(remaining).toHaveLength(1);
    // The first admin stays in charge for the test after this one.
    if (remaining[0]?.id !== admin.id) await setAdmin(other.cookie, admin.id, true);
  });

  it('never demotes the owner, and lets an admin step down while another remains', async () => {
    const registered = await openVerificationLink(
      t,
      await registerAccount(t, { email: OWNER, firstName: 'Olivia', lastName: 'Owner' }),
    );
    expect(registered.json()).toMatchObject({ isAdmin: true, isOwner: true });
    const owner = { id: registered.json().id as string, cookie: sessionCookieOf(registered) };
    await enrolSecondFactor(t, owner.cookie);
    const refused = await setAdmin(admin.cookie, owner.id, false);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'OWNER_PROTECTED']);
    expect((await setAdmin(owner.cookie, owner.id, false)).json().code).toBe('OWNER_PROTECTED');
    expect((await listUsers(`search=${OWNER}`)).users[0]).toMatchObject({ isAdmin: true, isOwner: true });

    const steppedDown = await setAdmin(admin.cookie, admin.id, false);
    expect(steppedDown.json()).toMatchObject({ id: admin.id, isAdmin: false });
    expect((await callAs(t, admin.cookie)('GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await auditOf(admin.id)).at(-1)).toMatchObject({ action: 'admin_revoked', actorId: admin.id });
  });
});
