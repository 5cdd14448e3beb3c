import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MANY_SIGN_INS } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import type { SignedInDevice } from '#shared/schemas/auth.ts';
import { type Browser, browser, SAFARI_ON_IPHONE, verifiedMember } from './test-browser.ts';

const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

const devicesOf = async (b: Browser): Promise<SignedInDevice[]> =>
  (await b.call('GET', '/api/auth/sessions')).json().devices;

/** A member signed in on a laptop (where they verified) and then on a phone. */
async function memberOnTwoDevices() {
  const laptop = browser(t);
  const email = await verifiedMember(t, laptop);
  t.clock.advance(60_000);
  const phone = browser(t, { userAgent: SAFARI_ON_IPHONE });
  await phone.login(email);
  return { email, laptop, phone };
}

describe('signed-in devices', () => {
  it('lists the member’s browsers, the most recently active first, and marks this one', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const fromLaptop = await laptop.call('GET', '/api/auth/sessions');
    expect(fromLaptop.statusCode).toBe(200);
    expect(fromLaptop.json().devices).toEqual([
      {
        id: expect.any(String),
        device: 'Safari on iPhone',
        ipAddress: phone.ip,
        createdAt: t.clock.now().toISOString(),
        lastSeenAt: t.clock.now().toISOString(),
        current: false,
      },
      expect.objectContaining({ device: 'Chrome on Windows', ipAddress: laptop.ip, current: true }),
    ]);

    // The laptop is used again later (past the few minutes "last active" may lag): it moves to the top.
    t.clock.advance(10 * 60_000);
    const again = await devicesOf(laptop);
    expect(again.map((d) => [d.device, d.current])).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iPhone', false],
    ]);
    // The browser that asks has just been active itself.
    expect((await devicesOf(phone)).map((d) => [d.device, d.current])).toEqual([
      ['Safari on iPhone', true],
      ['Chrome on Windows', false],
    ]);
  });

  it('leaves out sessions that ran out', async () => {
    const { phone } = await memberOnTwoDevices();
    // The laptop signed in a minute before the phone: its 30 days are over, the phone's are not.
    t.clock.advance(30 * 24 * 60 * 60 * 1000 - 30_000);
    expect((await devicesOf(phone)).map((d) => d.device)).toEqual(['Safari on iPhone']);
  });

  it('signs one other browser out', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const phoneId = (await devicesOf(laptop)).find((d) => !d.current)?.id;
    const res = await laptop.call('DELETE', `/api/auth/sessions/${phoneId}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toEqual([]);
    expect((await phone.me()).statusCode).toBe(401);
    expect((await laptop.me()).statusCode).toBe(200);
    expect(await devicesOf(laptop)).toHaveLength(1);
  });

  it('signs this browser out when it names itself, and clears its cookie', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const own = (await devicesOf(laptop)).find((d) => d.current)?.id;
    const res = await laptop.call('DELETE', `/api/auth/sessions/${own}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'cp_session')?.value).toBe('');
    expect((await laptop.me()).statusCode).toBe(401);
    expect((await phone.me()).statusCode).toBe(200);
  });

  it("refuses another member's device with 404 and changes nothing", async () => {
    const { laptop } = await memberOnTwoDevices();
    const other = browser(t);
    await verifiedMember(t, other);
    const theirs = (await devicesOf(other))[0]?.id;
    const res = await laptop.call('DELETE', `/api/auth/sessions/${theirs}`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await other.me()).statusCode).toBe(200);
    expect(await devicesOf(laptop)).toHaveLength(2);
    expect((await laptop.call('DELETE', `/api/auth/sessions/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('signs out everywhere, this browser included', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const other = browser(t);
    await verifiedMember(t, other);
    const res = await laptop.call('POST', '/api/auth/sessions/sign-out-everywhere');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'cp_session')?.value).toBe('');
    expect((await laptop.me()).statusCode).toBe(401);
    expect((await phone.me()).statusCode).toBe(401);
    expect((await other.me()).statusCode).toBe(200);
  });

  it('answers 401 to a visitor and 400 with issues to a bad id or body', async () => {
    const visitor = browser(t);
    expect((await visitor.call('GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await visitor.call('DELETE', `/api/auth/sessions/${randomUUID()}`)).statusCode).toBe(401);
    expect((await visitor.call('POST', '/api/auth/sessions/sign-out-everywhere')).statusCode).toBe(401);
    const { laptop } = await memberOnTwoDevices();
    const badId = await laptop.call('DELETE', '/api/auth/sessions/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues[0].path).toBe('deviceId');
    const badBody = await laptop.call('POST', '/api/auth/sessions/sign-out-everywhere', { all: false });
    expect(badBody.statusCode).toBe(400);
    expect(await devicesOf(laptop)).toHaveLength(2);
  });
});
