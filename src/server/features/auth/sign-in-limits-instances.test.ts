import { describe, expect, it } from 'vitest';
import { totpCode } from '#server/test-support/members.ts';
import { anotherInstance, setUpOnce, setUpTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { browser, freshEmail, verifiedMember } from './test-browser.ts';

/** Five attempts a minute per client address and per account, as the tests below spend them. */
const overrides = { authRateLimit: { perIp: 5, perAccount: 5, windowMs: 60_000 } };

/** Two instances of the app on one database, as behind a load balancer. */
const one = setUpTestApp(overrides);
const other = setUpOnce(
  () => anotherInstance(one, overrides),
  (instance) => instance.close(),
);
/** `one` as the account-test browsers see it, but answering from the other instance. */
const two = setUpOnce<TestApp>(async () => ({ ...one, app: other.app }));

const WRONG = 'wrong-password-0';

describe('sign-in budgets across two instances on one database', () => {
  it('share the untrusted budget: 5 failures spread over both refuse the 6th on either, even with the password', async () => {
    const email = await verifiedMember(one, browser(one));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await browser(i % 2 ? two : one).login(email, WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const instance of [one, two]) {
      const refused = await browser(instance).login(email);
      expect([refused.statusCode, refused.json().reason]).toEqual([429, UNTRUSTED_SIGN_INS_SPENT]);
    }
  });

  it('share the per-address budget: 5 attempts from one address spread over both refuse the 6th on either', async () => {
    const ip = '10.55.0.1';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await browser(i % 2 ? two : one, { ip }).login(freshEmail(), WRONG)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const instance of [one, two]) {
      const refused = await browser(instance, { ip }).login(freshEmail(), WRONG);
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    }
    // Another address is not held by it, on either instance.
    expect((await browser(two, { ip: '10.55.0.2' }).login(freshEmail(), WRONG)).statusCode).toBe(401);
  });

  it('share the sign-in links budget of an address', async () => {
    const email = freshEmail();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const asked = await browser(i % 2 ? two : one).call('POST', '/api/auth/sign-in-link', { email });
      statuses.push(asked.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('share the wait after wrong second-factor codes', async () => {
    const own = browser(one);
    const email = await verifiedMember(one, own);
    const started = await own.call('POST', '/api/auth/two-factor/enrolment');
    const secret: string = started.json().secret;
    expect(
      (await own.call('POST', '/api/auth/two-factor/enrolment/confirm', { code: totpCode(one, secret) })).statusCode,
    ).toBe(200);
    // A new session, which owes the code, used through both instances.
    const onOne = browser(one);
    expect((await onOne.login(email)).json().secondFactorPending).toBe(true);
    const onTwo = browser(two, { ip: onOne.ip });
    for (const [name, value] of onOne.jar) onTwo.jar.set(name, value);
    const wrong = totpCode(one, secret, 600);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await (i % 2 ? onTwo : onOne).call('POST', '/api/auth/two-factor/verify', { code: wrong })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (const b of [onOne, onTwo]) {
      const refused = await b.call('POST', '/api/auth/two-factor/verify', { code: totpCode(one, secret) });
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '60']);
    }
  });
});
