import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { MEMBER_PASSWORD } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { findUserByEmail } from './service.ts';
import { browser, freshEmail, SAFARI_ON_IPHONE, verifiedMember } from './test-browser.ts';

// The configured defaults: 20 attempts a minute per client address, 5 per account.
const t = setUpTestApp();

const WRONG = 'wrong-password-0';
const statusesOf = async (attempts: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(attempts)).map((res) => res.statusCode);

describe('lock-out without denial of service', () => {
  it("locks strangers out after 5 failures, while the owner's browser still signs in", async () => {
    const own = browser(t);
    const email = await verifiedMember(t, own);
    const guesses = [];
    for (let i = 0; i < 6; i += 1) guesses.push((await browser(t).login(email, WRONG)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

    const untrusted = await browser(t).login(email);
    expect(untrusted.statusCode).toBe(429);
    expect(Number(untrusted.headers['retry-after'])).toBeGreaterThan(0);
    // The answer says which budget is spent: the sign-in page then offers a link by email.
    expect(untrusted.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
      reason: UNTRUSTED_SIGN_INS_SPENT,
    });

    const owner = await own.login(email);
    expect(owner.statusCode).toBe(200);
    // Even from the very address the guesses came from, a device cookie is what counts.
    const sameAddress = browser(t, { ip: own.ip });
    sameAddress.jar.set('cp_device', own.jar.get('cp_device') ?? '');
    expect((await sameAddress.login(email)).statusCode).toBe(200);
  });

  it("locks a trusted browser only by its own failures, and not another account's device cookie", async () => {
    const own = browser(t);
    const email = await verifiedMember(t, own);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await own.login(email, WRONG)).statusCode);
    const ownLimited = await own.login(email);
    statuses.push(ownLimited.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The browser's own typos: no link is offered for them, and the budget opens again within the minute.
    expect(ownLimited.json().reason).toBeUndefined();
    expect((await browser(t).login(email)).statusCode).toBe(200);

    // A device cookie proves something for its own account only.
    const other = browser(t);
    await verifiedMember(t, other);
    other.jar.set('cp_device', own.jar.get('cp_device') ?? '');
    for (let i = 0; i < 5; i += 1) await browser(t).login(email, WRONG);
    expect((await other.login(email)).statusCode).toBe(429);
  });

  it('counts failures only: a success clears the budget it was counted on', async () => {
    const email = freshEmail();
    await browser(t).register(email);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await browser(t).login(email, WRONG)).statusCode);
    statuses.push((await browser(t).login(email)).statusCode);
    for (let i = 0; i < 5; i += 1) statuses.push((await browser(t).login(email, WRONG)).statusCode);
    statuses.push((await browser(t).login(email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429]);
  });

  it('refuses the 21st untrusted attempt from one address across accounts, and no other address', async () => {
    const statuses = await statusesOf(
      Array.from({ length: 21 }, () => browser(t, { ip: '10.9.9.9' }).login(freshEmail(), WRONG)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect((await browser(t, { ip: '10.9.9.10' }).login(freshEmail(), WRONG)).statusCode).toBe(401);
  });

  it('groups IPv6 clients by /64', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const ip = `2001:db8:1:2::${(i + 1).toString(16)}`;
      statuses.push((await browser(t, { ip }).login(freshEmail(), WRONG)).statusCode);
    }
    expect(statuses[20]).toBe(429);
  });
});

describe('a sign-in from a new browser', () => {
  it('is told to the member, naming the browser and address; a known browser and the verification link are not', async () => {
    const own = browser(t);
    const email = await verifiedMember(t, own);
    const user = await findUserByEmail(t.db, email);
    const told = () =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? ''));
    expect(await told()).toEqual([]);
    await own.login(email);
    expect(await told()).toEqual([]);

    const phone = browser(t, { userAgent: SAFARI_ON_IPHONE });
    await phone.login(email);
    const [devicesFromPhone] = [(await phone.call('GET', '/api/auth/sessions')).json().devices];
    const phoneSession = devicesFromPhone.find((d: { current: boolean }) => d.current);
    expect(await told()).toEqual([
      expect.objectContaining({
        kind: 'new_sign_in',
        subjectKey: `session:${phoneSession.id}`,
        data: { device: 'Safari on iPhone', ipAddress: phone.ip },
      }),
    ]);
    await phone.login(email);
    expect(await told()).toHaveLength(1);
  });
});

describe('other account budgets', () => {
  it('limits sign-ups per email, and opens again after a minute', async () => {
    const email = freshEmail();
    const b = browser(t);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await b.register(email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    t.clock.advance(60_000);
    expect((await b.register(email)).statusCode).toBe(202);
  });

  it('sends at most 5 link emails an hour to one address, and then answers 429 to "send it again"', async () => {
    const b = browser(t);
    const email = freshEmail();
    await b.register(email);
    await b.login(email);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await b.call('POST', '/api/auth/email/resend')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    t.clock.advance(60 * 60 * 1000);
    expect((await b.call('POST', '/api/auth/email/resend')).statusCode).toBe(204);
  });

  it('limits reset requests by the address asked for, counting requests and never whether it has an account', async () => {
    const forgotten = async (email: string) => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await browser(t).call('POST', '/api/auth/password/forgot', { email })).statusCode);
      }
      return statuses;
    };
    // The member's sign-up sent one link email already; an address nobody named before has all five.
    const known = await verifiedMember(t, browser(t));
    expect(await forgotten(known)).toEqual([202, 202, 202, 202, 429, 429]);
    expect(await forgotten(freshEmail())).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('limits reset requests per client address', async () => {
    const statuses = await statusesOf(
      Array.from({ length: 21 }, () =>
        browser(t, { ip: '10.8.8.8' }).call('POST', '/api/auth/password/forgot', { email: freshEmail() }),
      ),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('answers 429 after 5 wrong current passwords, even to the right one', async () => {
    const b = browser(t);
    await verifiedMember(t, b);
    const change = (currentPassword: string) =>
      b.call('POST', '/api/auth/password/change', { currentPassword, newPassword: 'a-brand-new-secret-7' });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await change(WRONG)).statusCode);
    statuses.push((await change(MEMBER_PASSWORD)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    t.clock.advance(60_000);
    expect((await change(MEMBER_PASSWORD)).statusCode).toBe(204);
  });
});
