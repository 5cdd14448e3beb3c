import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingDrafts } from '#server/db/schema/onboarding.ts';
import { users } from '#server/db/schema/users.ts';
import { signUpMember } from '#server/test-support/members.ts';
import {
  completeSteps,
  documentRowsOf,
  draftRowOf,
  draftsWithId,
  idPhoto,
  uniqueProfile,
  visitor,
} from '#server/test-support/onboarding.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { DRAFT_TTL_MS } from '#shared/constants/onboarding.ts';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { purgeStaleDrafts } from './draft-queries.ts';

const HOUR = 60 * 60 * 1000;
const t = setUpTestApp();

describe('resuming a draft', () => {
  it('shows a returning visitor steps 1 and 2 done, step 3 open, the profile without the SSN and the photos', async () => {
    const answers = uniqueProfile();
    const v = visitor(t);
    const saved = await v.call('PUT', '/api/onboarding/profile', answers);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('123456789');
    expect(saved.body).not.toContain('123-45-6789');
    expect(saved.cookies.find((c) => c.name === 'cp_onboarding')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/onboarding',
      expires: new Date(t.clock.now().getTime() + DRAFT_TTL_MS),
    });
    expect((await v.upload('front', await idPhoto())).statusCode).toBe(201);
    expect((await v.upload('back', await idPhoto('png'), 'back.png', 'image/png')).statusCode).toBe(201);

    // A new request with nothing but the cookie, as after a reload.
    const res = await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: { cookie: v.cookie() } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('123-45-6789');
    const state = res.json();
    expect(state).toMatchObject({ viewer: 'visitor', completedSteps: [1, 2], currentStep: 3, reportWay: null });
    const { ssn: _ssn, ...rest } = answers;
    expect(state.profile).toEqual({ ...rest, ssnLast4: '6789' });
    expect(state.documents.front).toMatchObject({ side: 'front', mediaType: 'image/jpeg', hasThumbnail: true });
    expect(state.documents.back).toMatchObject({ side: 'back', mediaType: 'image/png', hasThumbnail: true });
    expect(state.documents.front.byteSize).toBeGreaterThan(0);
    expect(state.creditPull.status).toBe('idle');
    expect(state.expiresAt).toBe(new Date(t.clock.now().getTime() + DRAFT_TTL_MS).toISOString());
  });

  it('keeps the saved SSN when a later save leaves it out, and needs one the first time', async () => {
    const { ssn: _ssn, ...withoutSsn } = uniqueProfile();
    const first = visitor(t);
    const refused = await first.call('PUT', '/api/onboarding/profile', withoutSsn);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'ssn', code: 'custom', message: 'onboarding.errors.ssnInvalid' }]);
    expect((await first.state()).profile).toBeNull();

    const v = visitor(t);
    await v.call('PUT', '/api/onboarding/profile', uniqueProfile({ ssn: '987654321' }));
    const resaved = await v.call('PUT', '/api/onboarding/profile', {
      ...withoutSsn,
      address: { ...withoutSsn.address, city: 'Dallas' },
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().profile).toMatchObject({ ssnLast4: '4321', address: { city: 'Dallas' } });
    expect((await v.state()).profile?.ssnLast4).toBe('4321');
  });

  it('remembers the step the visitor is on and refuses a step that is not reachable', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const back = await v.call('PUT', '/api/onboarding/step', { step: 1 });
    expect(back.statusCode).toBe(200);
    expect(back.json().currentStep).toBe(1);
    expect((await v.state()).currentStep).toBe(1);
    expect((await v.call('PUT', '/api/onboarding/step', { step: 2 })).json().currentStep).toBe(2);
    expect((await v.state()).currentStep).toBe(2);

    const ahead = await v.call('PUT', '/api/onboarding/step', { step: 4 });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '3' });
    expect((await v.state()).currentStep).toBe(2);

    const fresh = visitor(t);
    const locked = await fresh.call('PUT', '/api/onboarding/step', { step: 2 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
  });

  it('shows a visitor without the cookie an empty state, and makes no draft for a read', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const res = await t.app.inject({ method: 'GET', url: '/api/onboarding' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(anOnboardingState());
    expect(res.cookies).toEqual([]);
  });

  it('shows an empty state for a cookie that names no draft', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding',
      headers: { cookie: 'cp_onboarding=not-a-token-anyone-was-given' },
    });
    expect(res.json()).toEqual(anOnboardingState());
  });

  it('discards the draft and its photos on request, and clears the cookie', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 2, uniqueProfile());
    const draft = await draftRowOf(t, v);
    const res = await v.call('DELETE', '/api/onboarding');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'cp_onboarding')?.value).toBe('');
    expect(await draftsWithId(t, draft?.id ?? '')).toEqual([]);
    expect(await documentRowsOf(t, draft?.id ?? '')).toEqual([]);
    expect((await v.state()).currentStep).toBe(1);
  });
});

describe('new drafts', () => {
  it('are limited per address: a script cannot fill the database with drafts', async () => {
    const step = (cookie = '') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/onboarding/step',
        payload: { step: 1 },
        remoteAddress: '192.0.2.77',
        headers: { cookie },
      });
    const first = await step();
    const draftCookie = `cp_onboarding=${first.cookies.find((c) => c.name === 'cp_onboarding')?.value}`;
    for (let i = 1; i < 30; i += 1) expect((await step()).statusCode).toBe(200);
    const refused = await step();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // A visitor who already has a draft keeps working from that address.
    expect((await step(draftCookie)).statusCode).toBe(200);
  });
});

describe('one draft, one visitor', () => {
  it('never shows a visitor another visitor’s draft', async () => {
    const a = visitor(t);
    const answersA = uniqueProfile({ firstName: 'Alicia' });
    await completeSteps(t, a, 2, answersA);
    const b = visitor(t);
    expect(await b.state()).toMatchObject({ currentStep: 1, profile: null, documents: { front: null, back: null } });
    await b.call('PUT', '/api/onboarding/profile', uniqueProfile({ firstName: 'Beatriz' }));
    expect((await b.state()).profile?.firstName).toBe('Beatriz');
    expect((await b.state()).documents).toEqual({ front: null, back: null });
    expect((await a.state()).profile?.firstName).toBe('Alicia');
    expect(b.jar.get('cp_onboarding')).not.toBe(a.jar.get('cp_onboarding'));
  });

  it('shows a photo’s thumbnail to its owner only', async () => {
    const a = visitor(t);
    await completeSteps(t, a, 2, uniqueProfile());
    expect((await a.call('GET', '/api/onboarding/documents/front/thumbnail')).statusCode).toBe(200);

    const b = visitor(t);
    await b.call('PUT', '/api/onboarding/profile', uniqueProfile());
    const theirs = await b.call('GET', '/api/onboarding/documents/front/thumbnail');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    const nobody = await t.app.inject({ method: 'GET', url: '/api/onboarding/documents/front/thumbnail' });
    expect(nobody.statusCode).toBe(404);
  });

  it('never lets a visitor delete another visitor’s photo', async () => {
    const a = visitor(t);
    await completeSteps(t, a, 2, uniqueProfile());
    const draftA = await draftRowOf(t, a);
    const b = visitor(t);
    await b.call('PUT', '/api/onboarding/profile', uniqueProfile());
    expect((await b.call('DELETE', '/api/onboarding/documents/front')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/onboarding/documents/back' })).statusCode).toBe(204);
    expect((await documentRowsOf(t, draftA?.id ?? '')).map((row) => row.side).sort()).toEqual(['back', 'front']);
    expect((await a.state()).completedSteps).toEqual([1, 2]);
  });

  it('does not show a signed-in member the visitor draft behind a cookie they hold', async () => {
    const a = visitor(t);
    const answers = uniqueProfile({ firstName: 'Alicia' });
    await completeSteps(t, a, 2, answers);
    const member = await signUpMember(t);
    const both = `${member.cookie}; ${a.cookie()}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: { cookie: both } });
    expect(res.json()).toMatchObject({
      viewer: 'member',
      currentStep: 1,
      completedSteps: [],
      profile: null,
      documents: { front: null, back: null },
    });
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/documents/front/thumbnail',
      headers: { cookie: both },
    });
    expect(thumbnail.statusCode).toBe(404);

    // A member has no visitor steps to write; the visitor's draft stays as it was.
    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/profile',
      headers: { cookie: both },
      payload: uniqueProfile({ firstName: 'Mallory' }),
    });
    expect(written.statusCode).toBe(409);
    expect(written.json().code).toBe('ALREADY_SIGNED_IN');
    const still = await a.state();
    expect(still.profile?.firstName).toBe('Alicia');
    expect(still.completedSteps).toEqual([1, 2]);
    expect((await draftRowOf(t, a))?.userId).toBeNull();
  });
});

describe('the purge of untouched drafts', () => {
  it('forgets a draft untouched for 24 hours, purges it with its photos, and keeps one touched at 23 hours', async () => {
    const stale = visitor(t);
    await completeSteps(t, stale, 2, uniqueProfile());
    const kept = visitor(t);
    await completeSteps(t, kept, 2, uniqueProfile());
    const staleDraft = await draftRowOf(t, stale);
    const keptDraft = await draftRowOf(t, kept);

    t.clock.advance(23 * HOUR);
    expect((await kept.call('PUT', '/api/onboarding/step', { step: 3 })).statusCode).toBe(200);
    // A read does not count as a touch.
    expect((await stale.state()).completedSteps).toEqual([1, 2]);
    t.clock.advance(HOUR + 1);

    expect(await stale.state()).toEqual(anOnboardingState());
    expect((await kept.state()).completedSteps).toEqual([1, 2]);

    expect(await purgeStaleDrafts(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await draftsWithId(t, staleDraft?.id ?? '')).toEqual([]);
    expect(await documentRowsOf(t, staleDraft?.id ?? '')).toEqual([]);
    expect(await draftsWithId(t, keptDraft?.id ?? '')).toHaveLength(1);
    expect(await documentRowsOf(t, keptDraft?.id ?? '')).toHaveLength(2);
    expect((await kept.state()).currentStep).toBe(3);
    // The stale cookie starts over: a write makes a new draft, not the old one back.
    await stale.call('PUT', '/api/onboarding/profile', uniqueProfile());
    expect((await draftRowOf(t, stale))?.id).not.toBe(staleDraft?.id);
    expect(await documentRowsOf(t, staleDraft?.id ?? '')).toEqual([]);
  });
});

describe('a member’s draft, waiting for step 6', () => {
  it('is never purged for its age before the member has a plan, and goes once they have one', async () => {
    const v = visitor(t);
    const state = await completeSteps(t, v, 5, uniqueProfile());
    expect(state).toMatchObject({ viewer: 'member', currentStep: 6, expiresAt: null });
    const userId = (await v.call('GET', '/api/auth/user')).json().id;
    const [draft] = await t.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    expect(draft).toBeDefined();

    // Days later, with the onboarding cookie long gone, the member finds the choice again.
    t.clock.advance(3 * 24 * HOUR);
    await purgeStaleDrafts(t.db, t.clock.now());
    v.jar.delete('cp_onboarding');
    expect(await v.state()).toMatchObject({ currentStep: 6, selection: state.selection });

    // Once the member has a plan, however it was started, the draft has done its work.
    await t.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, userId));
    await purgeStaleDrafts(t.db, t.clock.now());
    expect(await draftsWithId(t, draft?.id ?? '')).toEqual([]);
    expect((await v.state()).completedSteps).toEqual([]);
  });
});
