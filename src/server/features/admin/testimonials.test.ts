import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TESTIMONIALS_MAX } from '#shared/constants/testimonials.ts';
import { callAs } from '../../test-support/admin.ts';
import { signUpAdmin, signUpMember } from '../../test-support/members.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let member: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const asAdmin = () => callAs(t, admin.cookie);
const aTestimonial = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  city: 'El Paso, TX',
  quote: 'I finally understood my report.',
  language: 'en',
  consentText: 'I agree that CreditPath may show my words with my first name and city on its website.',
  consentSource: 'email',
  consentGivenOn: '2026-11-20',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await asAdmin()('POST', '/api/admin/testimonials', aTestimonial(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
};
const publish = (id: string, published = true) =>
  asAdmin()('POST', `/api/admin/testimonials/${id}/publication`, { published });
const publicList = async (lang = 'en') =>
  (await t.app.inject({ method: 'GET', url: `/api/site/testimonials?lang=${lang}` })).json().testimonials as {
    id: string;
    firstName: string;
    language: string;
  }[];

describe('admin testimonials', () => {
  it('refuses a visitor and a member on every admin endpoint, and changes nothing', async () => {
    const { id } = await create();
    const calls = [
      ['GET', '/api/admin/testimonials', undefined],
      ['POST', '/api/admin/testimonials', aTestimonial()],
      ['POST', `/api/admin/testimonials/${id}/publication`, { published: true }],
      ['POST', `/api/admin/testimonials/${id}/withdrawal`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await callAs(t, undefined)(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const asMember = await callAs(t, member.cookie)(method, url, body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('FORBIDDEN');
    }
    const listed = (await asAdmin()('GET', '/api/admin/testimonials')).json().testimonials;
    expect(listed.find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'review', publishedAt: null });
    expect(await publicList()).toEqual([]);
  });

  it('requires the written consent: its words, how it was given and when (not after today)', async () => {
    for (const field of ['consentText', 'consentSource', 'consentGivenOn']) {
      const res = await asAdmin()('POST', '/api/admin/testimonials', aTestimonial({ [field]: undefined }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    for (const bad of [{ consentText: '   ' }, { consentSource: 'phone call' }, { consentGivenOn: '2026-11-23' }]) {
      expect(
        (await asAdmin()('POST', '/api/admin/testimonials', aTestimonial(bad))).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    // The test clock's day is still accepted.
    await create({ consentGivenOn: '2026-11-22' });
  });

  it('takes one given name, never a surname', async () => {
    for (const firstName of ['Rosa Martinez', 'R. Martinez', '', 'A'.repeat(41), 'Rosa2']) {
      const res = await asAdmin()('POST', '/api/admin/testimonials', aTestimonial({ firstName }));
      expect(res.statusCode, firstName).toBe(400);
    }
    await create({ firstName: 'Mary-Jo' });
    await create({ firstName: 'D’Andre' });
  });

  it('shows a published testimonial with its first name and city only, and never an unpublished one', async () => {
    const { id } = await create({ firstName: 'Lucia', quote: 'Todo en español.', language: 'es' });
    expect((await publicList()).map((row) => row.id)).not.toContain(id);

    const published = await publish(id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', recordedBy: admin.email });
    const shown = (await publicList('es')).find((row) => row.id === id);
    expect(shown).toEqual({ id, firstName: 'Lucia', city: 'El Paso, TX', quote: 'Todo en español.', language: 'es' });

    expect((await publish(id, false)).json()).toMatchObject({ status: 'review', publishedAt: null });
    expect((await publicList('es')).map((row) => row.id)).not.toContain(id);
  });

  it('never shows a withdrawn testimonial again', async () => {
    const { id } = await create({ firstName: 'Ana' });
    await publish(id);
    expect((await publicList()).map((row) => row.id)).toContain(id);

    const withdrawn = await asAdmin()('POST', `/api/admin/testimonials/${id}/withdrawal`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', publishedAt: null });
    expect((await publicList()).map((row) => row.id)).not.toContain(id);

    const again = await publish(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'withdrawn' });
    expect((await publicList()).map((row) => row.id)).not.toContain(id);
    // The consent record stays for the admins.
    const listed = (await asAdmin()('GET', '/api/admin/testimonials')).json().testimonials;
    expect(listed.find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'withdrawn' });
  });

  it('answers 404 for a testimonial that does not exist and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await publish(missing)).statusCode).toBe(404);
    expect((await asAdmin()('POST', `/api/admin/testimonials/${missing}/withdrawal`)).statusCode).toBe(404);
    expect((await publish('not-an-id')).statusCode).toBe(400);
  });

  it('lists the reader’s language first, newest first, at most six', async () => {
    const ids: { id: string; language: string }[] = [];
    for (const [index, language] of ['en', 'es', 'en', 'es', 'en', 'en', 'es'].entries()) {
      t.clock.advance(60_000);
      const { id } = await create({
        firstName: ['Ana', 'Beto', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gloria'][index],
        language,
      });
      await publish(id);
      ids.push({ id, language });
    }
    const spanishPage = await publicList('es');
    expect(spanishPage).toHaveLength(PUBLIC_TESTIMONIALS_MAX);
    const newest = [...ids].reverse();
    expect(spanishPage.slice(0, 3).map((row) => row.id)).toEqual(
      newest.filter((row) => row.language === 'es').map((row) => row.id),
    );
    expect(spanishPage.slice(3).every((row) => row.language === 'en')).toBe(true);
    expect((await publicList('en'))[0]?.id).toBe(newest.find((row) => row.language === 'en')?.id);
  });
});
