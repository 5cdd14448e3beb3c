import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { findUserByEmail } from './service.ts';
import {
  type Browser,
  browser,
  freshEmail,
  mailsTo,
  SAFARI_ON_IPHONE,
  tokenFrom,
  verifiedMember,
} from './test-browser.ts';

// The configured defaults: 20 attempts a minute per client address, 5 per account.
const t = setUpTestApp();

const WRONG = 'wrong-password-0';
const askForLink = (b: Browser, email: string, language?: 'en' | 'es') =>
  b.call('POST', '/api/auth/sign-in-link', { email, ...(language ? { language } : {}) });
const openLink = (b: Browser, token: string) => b.call('POST', '/api/auth/sign-in-link/consume', { token });
const linksTo = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.text.includes('/sign-in-link'));

/** A verified member whose untrusted budget a stranger spent: any browser without the device cookie gets 429. */
async function lockedOutOwner() {
  const email = await verifiedMember(t, browser(t));
  for (let i = 0; i < 5; i += 1) await browser(t).login(email, WRONG);
  return email;
}

describe('a sign-in link by email', () => {
  it('lets the owner locked out by a stranger in, once, on a browser that is trusted from then on', async () => {
    const email = await lockedOutOwner();
    const phone = browser(t, { userAgent: SAFARI_ON_IPHONE });
    const refused = await phone.login(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', reason: UNTRUSTED_SIGN_INS_SPENT });

    const asked = await askForLink(phone, email);
    expect([asked.statusCode, asked.body]).toEqual([202, 'null']);
    const [mail] = await linksTo(email);
    expect(mail?.subject).toBe('Your link to sign in to CreditPath');
    expect(mail?.text).toContain('15 minutes, and only once');
    const token = await tokenFrom(t, email, '/sign-in-link');

    const opened = await openLink(phone, token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ email, secondFactorPending: false });
    expect((await phone.me()).statusCode).toBe(200);
    // Trusted now: the device cookie gives this browser its own budget, which the stranger never touched.
    expect(phone.jar.get('cp_device')).toBeTruthy();
    expect((await phone.login(email)).statusCode).toBe(200);
    expect((await browser(t).login(email)).statusCode).toBe(429);

    // The new-device notice, as for a password sign-in from a new browser.
    const user = await findUserByEmail(t.db, email);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user?.id ?? ''));
    expect(told).toEqual([
      expect.objectContaining({ kind: 'new_sign_in', data: { device: 'Safari on iPhone', ipAddress: phone.ip } }),
    ]);

    // Once only.
    const again = await openLink(browser(t), token);
    expect([again.statusCode, again.json().code, again.json().reason]).toEqual([400, 'LINK_INVALID', 'used']);
  });

  it('runs out after 15 minutes, like the other links', async () => {
    const email = await lockedOutOwner();
    const b = browser(t);
    expect((await askForLink(b, email)).statusCode).toBe(202);
    const token = await tokenFrom(t, email, '/sign-in-link');
    t.clock.advance(SIGN_IN_LINK_TTL_MS);
    const late = await openLink(b, token);
    expect([late.statusCode, late.json().code, late.json().reason]).toEqual([400, 'LINK_INVALID', 'expired']);
    expect((await b.me()).statusCode).toBe(401);
    const unknown = await openLink(b, 'not-a-link-we-sent');
    expect([unknown.statusCode, unknown.json().code, unknown.json().reason]).toEqual([400, 'LINK_INVALID', 'invalid']);
  });

  it('answers an unknown email the same 202 and sends nothing', async () => {
    const email = freshEmail('nobody');
    const res = await askForLink(browser(t), email);
    expect([res.statusCode, res.body]).toEqual([202, 'null']);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('never signs in an account whose email is not verified: the same 202, and the verification link instead', async () => {
    const email = freshEmail('unproven');
    const b = browser(t);
    await b.register(email);
    const before = (await mailsTo(t, email)).length;
    const res = await askForLink(b, email);
    expect([res.statusCode, res.body]).toEqual([202, 'null']);
    const sent = (await mailsTo(t, email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('/verify-email');
    expect(await linksTo(email)).toEqual([]);
  });

  it('writes in the language of the page that asked', async () => {
    const email = await verifiedMember(t, browser(t));
    expect((await askForLink(browser(t), email, 'es')).statusCode).toBe(202);
    const [mail] = await linksTo(email);
    expect(mail).toMatchObject({ language: 'es', subject: 'Su enlace para entrar a CreditPath' });
    expect(mail?.text).toContain('15 minutos y una sola vez');
  });

  it('still asks staff for their second factor', async () => {
    const admin = await signUpAdmin(t);
    const b = browser(t);
    expect((await askForLink(b, admin.email)).statusCode).toBe(202);
    const opened = await openLink(b, await tokenFrom(t, admin.email, '/sign-in-link'));
    expect(opened.json()).toMatchObject({ isAdmin: true, secondFactorPending: true });
    for (const url of ['/api/admin/metrics', '/api/dashboard/stats']) {
      const res = await b.call('GET', url);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    }
  });

  it('is limited per address asked for (known or not) and per client address', async () => {
    const statusesFor = async (email: string) => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await askForLink(browser(t), email)).statusCode);
      return statuses;
    };
    expect(await statusesFor(await verifiedMember(t, browser(t)))).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await statusesFor(freshEmail())).toEqual([202, 202, 202, 202, 202, 429]);
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await askForLink(browser(t, { ip: '10.6.6.6' }), freshEmail())).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('answers 400, never 5xx, to bad input', async () => {
    const b = browser(t);
    for (const body of [{}, { email: 'not-an-email' }, { email: 'a@example.com', extra: 1 }, { email: 42 }]) {
      expect((await b.call('POST', '/api/auth/sign-in-link', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(500) }, { token: 7 }]) {
      const res = await b.call('POST', '/api/auth/sign-in-link/consume', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});
