import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { passkeys, webauthnChallenges } from '#server/db/schema/privacy.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { callAs } from '#server/test-support/admin.ts';
import {
  MEMBER_PASSWORD,
  registerAccount,
  signInWithPassword,
  signUpAdmin,
  signUpMember,
} from '#server/test-support/members.ts';
import {
  addPasskey,
  createSoftwareAuthenticator,
  finishAddingPasskey,
  finishPasskeySignIn,
  startAddingPasskey,
  startPasskeySignIn,
} from '#server/test-support/passkeys.ts';
import { createTestApp, sessionCookieOf, setUpTestApp } from '#server/test-support/test-app.ts';
import { MAX_PASSKEYS_PER_ACCOUNT, PASSKEY_CHALLENGE_TTL_MS } from '#shared/constants/passkeys.ts';

const MINUTE_MS = 60 * 1000;
/** Wrong current passwords an account may give a minute (config: AUTH_RATE_LIMIT_PER_ACCOUNT). */
const PER_ACCOUNT = 3;

const t = setUpTestApp({
  sessionTtlMs: 365 * 24 * 60 * MINUTE_MS,
  authRateLimit: { perIp: 10_000, perAccount: PER_ACCOUNT, windowMs: MINUTE_MS },
});

const list = async (cookie: string) => {
  const res = await callAs(t, cookie)('GET', '/api/auth/passkeys');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().passkeys as { id: string; name: string; lastUsedAt: string | null }[];
};
const rowsOf = (userId: string) => t.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const codeOf = (res: { json(): { code?: string } }) => res.json().code;

describe('a member with a passkey', () => {
  it('adds one, signs in with it from a new browser without an email, renames it and removes it', async () => {
    const member = await signUpMember(t, { firstName: 'Paz', lastName: 'Clave' });
    const phone = createSoftwareAuthenticator();
    expect(await list(member.cookie)).toEqual([]);

    const added = await addPasskey(t, member, phone, '  My phone  ');
    expect(added).toMatchObject({ name: 'My phone', lastUsedAt: null, synced: false });
    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({
      credentialId: phone.credentials[0]?.id.toString('base64url'),
      counter: 0,
      deviceType: 'singleDevice',
      transports: ['internal', 'hybrid'],
    });
    // Only the public key is kept: the COSE key of the authenticator's P-256 pair.
    expect(row?.publicKey.length).toBeGreaterThan(64);
    expect(await list(member.cookie)).toEqual([added]);

    // A browser with no cookie at all: the authenticator offers the passkey, no email is typed.
    const ceremony = await startPasskeySignIn(t);
    expect(ceremony.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(ceremony.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await finishPasskeySignIn(t, ceremony.challenge, phone.signIn(ceremony.options), {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: member.id, email: member.email, emailVerified: true });
    const cookie = sessionCookieOf(signedIn);
    const me = await callAs(t, cookie)('GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ id: member.id });
    // The challenge is gone, the counter and the last use are kept, and the member is told of the new browser.
    expect(await t.db.select().from(webauthnChallenges)).toEqual([]);
    const [used] = await rowsOf(member.id);
    expect(used?.counter).toBe(1);
    expect(used?.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.filter((notice) => notice.kind === 'new_sign_in')).toHaveLength(1);
    expect(signedIn.cookies.find((c) => c.name === 'cp_webauthn')?.value).toBe('');

    const renamed = await callAs(t, cookie)('PATCH', `/api/auth/passkeys/${added.id}`, { name: 'Work phone' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: added.id,
      name: 'Work phone',
      lastUsedAt: used?.lastUsedAt?.toISOString(),
    });
    expect((await list(member.cookie)).map((passkey) => passkey.name)).toEqual(['Work phone']);

    const removed = await callAs(t, cookie)('DELETE', `/api/auth/passkeys/${added.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await list(member.cookie)).toEqual([]);
    // The password still signs in; the removed passkey does not.
    const again = await startPasskeySignIn(t);
    const refused = await finishPasskeySignIn(t, again.challenge, phone.signIn(again.options));
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 'PASSKEY_REFUSED']);
    const password = await signInWithPassword(t, member.email);
    expect(password.statusCode, password.body).toBe(200);
  });

  it('keeps several, each from its own device, and a device adds the account once', async () => {
    const member = await signUpMember(t);
    const phone = createSoftwareAuthenticator();
    const laptop = createSoftwareAuthenticator();
    await addPasskey(t, member, phone, 'Phone');
    t.clock.advance(MINUTE_MS);
    await addPasskey(t, member, laptop, 'Laptop');
    expect((await list(member.cookie)).map((passkey) => passkey.name)).toEqual(['Phone', 'Laptop']);

    // The options name both: the phone, asked again, refuses as a real authenticator does.
    const started = await startAddingPasskey(t, member.cookie);
    expect(started.options?.excludeCredentials?.map((credential) => credential.id).sort()).toEqual(
      [...phone.credentials, ...laptop.credentials].map((credential) => credential.id.toString('base64url')).sort(),
    );
    expect(started.options?.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(() => started.options && phone.register(started.options)).toThrow(/InvalidStateError/);

    // Each signs in to the same account.
    for (const device of [phone, laptop]) {
      const ceremony = await startPasskeySignIn(t);
      const res = await finishPasskeySignIn(t, ceremony.challenge, device.signIn(ceremony.options));
      expect(res.json().id).toBe(member.id);
    }
  });

  it('cannot add more than the limit', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < MAX_PASSKEYS_PER_ACCOUNT; i += 1) {
      await addPasskey(t, member, createSoftwareAuthenticator(), `Key ${i + 1}`);
    }
    const refused = await startAddingPasskey(t, member.cookie);
    expect([refused.res.statusCode, codeOf(refused.res)]).toEqual([409, 'TOO_MANY_PASSKEYS']);
    expect(await rowsOf(member.id)).toHaveLength(MAX_PASSKEYS_PER_ACCOUNT);
  });
});

describe('adding a passkey', () => {
  it('needs the current password, on the budget of wrong ones the password change spends too', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      const wrong = await startAddingPasskey(t, member.cookie, 'not-my-password');
      expect([wrong.res.statusCode, codeOf(wrong.res)]).toEqual([400, 'WRONG_CURRENT_PASSWORD']);
      expect(wrong.res.cookies.find((c) => c.name === 'cp_webauthn')).toBeUndefined();
    }
    // Spent: even the right password waits, and so does the password change.
    const right = await startAddingPasskey(t, member.cookie);
    expect([right.res.statusCode, codeOf(right.res)]).toEqual([429, 'RATE_LIMITED']);
    const change = await callAs(t, member.cookie)('POST', '/api/auth/password/change', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'a-new-password-9',
    });
    expect(change.statusCode).toBe(429);
    expect(await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, member.id))).toEqual([]);

    t.clock.advance(MINUTE_MS);
    expect((await startAddingPasskey(t, member.cookie)).res.statusCode).toBe(200);
  });

  it('is refused to an unverified account: until the mailbox is proven, the password may be an impostor’s', async () => {
    const email = await registerAccount(t);
    const signedIn = await signInWithPassword(t, email);
    const started = await startAddingPasskey(t, sessionCookieOf(signedIn));
    expect([started.res.statusCode, codeOf(started.res)]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  });

  it('refuses a replayed challenge, another member’s challenge, an expired one, a wrong origin and no verification', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const device = createSoftwareAuthenticator();
    const finish = (cookie: string, challenge: string | null, response: unknown) =>
      finishAddingPasskey(t, cookie, challenge, { name: 'Phone', response });
    const refusedWith = async (res: Promise<{ statusCode: number; json(): { code?: string } }>) => {
      const answer = await res;
      return [answer.statusCode, answer.json().code];
    };
    const REFUSED = [400, 'PASSKEY_REFUSED'];

    // Answered once, the challenge is spent: the same answer again, or a new one, finds nothing.
    const first = await startAddingPasskey(t, member.cookie);
    if (!first.options) throw new Error('no options');
    const answer = device.register(first.options);
    expect((await finish(member.cookie, first.challenge, answer)).statusCode).toBe(201);
    expect(await refusedWith(finish(member.cookie, first.challenge, answer))).toEqual(REFUSED);
    expect(
      await refusedWith(finish(member.cookie, first.challenge, createSoftwareAuthenticator().register(first.options))),
    ).toEqual(REFUSED);

    // Another member's ceremony: its cookie in this member's request is refused (and spent).
    const theirs = await startAddingPasskey(t, other.cookie);
    if (!theirs.options) throw new Error('no options');
    expect(
      await refusedWith(
        finish(member.cookie, theirs.challenge, createSoftwareAuthenticator().register(theirs.options)),
      ),
    ).toEqual(REFUSED);

    // Past five minutes.
    const late = await startAddingPasskey(t, member.cookie);
    if (!late.options) throw new Error('no options');
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expect(
      await refusedWith(finish(member.cookie, late.challenge, createSoftwareAuthenticator().register(late.options))),
    ).toEqual(REFUSED);

    // Made on a copy of our site, or without the fingerprint, face or PIN check.
    for (const tweaks of [{ origin: 'https://creditpath.example.net' }, { userVerified: false }]) {
      const started = await startAddingPasskey(t, member.cookie);
      if (!started.options) throw new Error('no options');
      const response = createSoftwareAuthenticator().register(started.options, tweaks);
      expect(await refusedWith(finish(member.cookie, started.challenge, response))).toEqual(REFUSED);
    }

    // No cookie, a cookie that is no id, an answer that is no attestation: 400, never 500.
    const started = await startAddingPasskey(t, member.cookie);
    if (!started.options) throw new Error('no options');
    const good = createSoftwareAuthenticator().register(started.options);
    expect(await refusedWith(finish(member.cookie, null, good))).toEqual(REFUSED);
    expect(await refusedWith(finish(member.cookie, 'cp_webauthn=not-an-id', good))).toEqual(REFUSED);
    const broken = { ...good, response: { ...good.response, attestationObject: 'AAAA' } };
    const again = await startAddingPasskey(t, member.cookie);
    expect(await refusedWith(finish(member.cookie, again.challenge, broken))).toEqual(REFUSED);
    expect(
      (await finish(member.cookie, again.challenge, { ...good, response: { clientDataJSON: '!!' } })).statusCode,
    ).toBe(400);

    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(await rowsOf(other.id)).toHaveLength(0);
  });
});

describe('another member', () => {
  it('cannot rename or remove a passkey that is not theirs (404), and it stays as it was', async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const passkey = await addPasskey(t, owner, createSoftwareAuthenticator(), 'Owner phone');
    const rename = await callAs(t, other.cookie)('PATCH', `/api/auth/passkeys/${passkey.id}`, { name: 'Mine now' });
    expect([rename.statusCode, codeOf(rename)]).toEqual([404, 'NOT_FOUND']);
    const remove = await callAs(t, other.cookie)('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect([remove.statusCode, codeOf(remove)]).toEqual([404, 'NOT_FOUND']);
    expect(await list(other.cookie)).toEqual([]);
    expect(await list(owner.cookie)).toEqual([passkey]);
    // A visitor is not even asked which.
    expect((await callAs(t, undefined)('DELETE', `/api/auth/passkeys/${passkey.id}`)).statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('refuses a replayed answer, a wrong origin, no verification, a cloned authenticator and an expired challenge', async () => {
    const member = await signUpMember(t);
    const device = createSoftwareAuthenticator();
    await addPasskey(t, member, device);
    const REFUSED = [400, 'PASSKEY_REFUSED'];
    const attempt = async (challenge: string | null, response: unknown) => {
      const res = await finishPasskeySignIn(t, challenge, response);
      return [res.statusCode, codeOf(res)];
    };

    // Signed once: the same answer with the same challenge cookie, a second time, opens nothing.
    const once = await startPasskeySignIn(t);
    const answer = device.signIn(once.options);
    expect((await finishPasskeySignIn(t, once.challenge, answer)).statusCode).toBe(200);
    expect(await attempt(once.challenge, answer)).toEqual(REFUSED);

    // Signed for a copy of our site: refused, and that challenge is spent for the real answer too.
    const phished = await startPasskeySignIn(t);
    expect(
      await attempt(phished.challenge, device.signIn(phished.options, { origin: 'https://creditpath.example.net' })),
    ).toEqual(REFUSED);
    expect(await attempt(phished.challenge, device.signIn(phished.options))).toEqual(REFUSED);

    const unverified = await startPasskeySignIn(t);
    expect(await attempt(unverified.challenge, device.signIn(unverified.options, { userVerified: false }))).toEqual(
      REFUSED,
    );

    // A copy of the key whose counter fell behind the one we saw last.
    await t.db.update(passkeys).set({ counter: 1000 }).where(eq(passkeys.userId, member.id));
    const cloned = await startPasskeySignIn(t);
    expect(await attempt(cloned.challenge, device.signIn(cloned.options))).toEqual(REFUSED);
    await t.db.update(passkeys).set({ counter: 0 }).where(eq(passkeys.userId, member.id));

    const late = await startPasskeySignIn(t);
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expect(await attempt(late.challenge, device.signIn(late.options))).toEqual(REFUSED);

    // A registration challenge does not answer a sign-in, nor an answer without any challenge.
    const registration = await startAddingPasskey(t, member.cookie);
    expect(
      await attempt(
        registration.challenge,
        device.signIn({ challenge: registration.options?.challenge ?? '', rpId: 'localhost' }),
      ),
    ).toEqual(REFUSED);
    const fresh = await startPasskeySignIn(t);
    expect(await attempt(null, device.signIn(fresh.options))).toEqual(REFUSED);
  });

  it('is the second factor for staff: the admin pages open without the app code', async () => {
    const admin = await signUpAdmin(t);
    const key = createSoftwareAuthenticator();
    await addPasskey(t, admin, key, 'Security key');
    const ceremony = await startPasskeySignIn(t);
    const res = await finishPasskeySignIn(t, ceremony.challenge, key.signIn(ceremony.options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().secondFactor).toEqual({ enrolled: true, verified: true });
    const cookie = sessionCookieOf(res);
    expect((await callAs(t, cookie)('GET', '/api/admin/metrics')).statusCode).toBe(200);

    // A password sign-in of the same admin still owes the code.
    const password = await signInWithPassword(t, admin.email);
    const metrics = await callAs(t, sessionCookieOf(password))('GET', '/api/admin/metrics');
    expect([metrics.statusCode, codeOf(metrics)]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
  });

  it('cannot be added by staff who have not passed their second factor: a password alone would buy one', async () => {
    const enrolled = await signUpAdmin(t);
    const password = await signInWithPassword(t, enrolled.email);
    const notPassed = await startAddingPasskey(t, sessionCookieOf(password));
    expect([notPassed.res.statusCode, codeOf(notPassed.res)]).toEqual([403, 'TWO_FACTOR_REQUIRED']);

    const staff = await signUpMember(t, { firstName: 'Sam', lastName: 'Staff' });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.id));
    const notEnrolled = await startAddingPasskey(t, staff.cookie);
    expect([notEnrolled.res.statusCode, codeOf(notEnrolled.res)]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    // Twelve hours after the factor, an admin session is asked for it again before adding one.
    t.clock.advance(13 * 60 * MINUTE_MS);
    const stale = await startAddingPasskey(t, enrolled.cookie);
    expect(stale.res.statusCode).toBe(403);
  });

  it('ends the browser’s earlier session, as a password sign-in does', async () => {
    const member = await signUpMember(t);
    const device = createSoftwareAuthenticator();
    await addPasskey(t, member, device);
    const ceremony = await startPasskeySignIn(t, { cookie: member.cookie });
    const res = await finishPasskeySignIn(t, ceremony.challenge, device.signIn(ceremony.options), {
      cookie: member.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).not.toBe(member.cookie);
    expect((await callAs(t, member.cookie)('GET', '/api/auth/user')).statusCode).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('an account without a password', () => {
  it('keeps its last passkey: removing it would leave no way in', async () => {
    const member = await signUpMember(t);
    const first = await addPasskey(t, member, createSoftwareAuthenticator(), 'One');
    const second = await addPasskey(t, member, createSoftwareAuthenticator(), 'Two');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    expect((await callAs(t, member.cookie)('DELETE', `/api/auth/passkeys/${first.id}`)).statusCode).toBe(204);
    const last = await callAs(t, member.cookie)('DELETE', `/api/auth/passkeys/${second.id}`);
    expect([last.statusCode, codeOf(last)]).toEqual([409, 'LAST_SIGN_IN_METHOD']);
    expect(await list(member.cookie)).toEqual([second]);
  });
});

describe('the per-address budget of passkey sign-ins', () => {
  it('answers 429 once an address spent it, to ceremonies started and answered alike', async () => {
    const limited = await createTestApp({ authRateLimit: { perIp: 4, perAccount: 5, windowMs: MINUTE_MS } });
    try {
      const from = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/passkeys/sign-in/options', payload: {}, remoteAddress });
      for (let i = 0; i < 4; i += 1) expect((await from('203.0.113.9')).statusCode).toBe(200);
      const spent = await from('203.0.113.9');
      expect([spent.statusCode, codeOf(spent)]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      // Answers count on the same budget: a well-formed one from that address waits too.
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/sign-in',
        payload: {
          response: {
            id: 'AAAA',
            rawId: 'AAAA',
            type: 'public-key',
            clientExtensionResults: {},
            response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
          },
        },
        remoteAddress: '203.0.113.9',
      });
      expect(answer.statusCode).toBe(429);
      // Another address still signs in.
      expect((await from('203.0.113.10')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
