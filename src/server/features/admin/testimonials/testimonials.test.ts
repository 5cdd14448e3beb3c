import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { callAs } from '#server/test-support/admin.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { PUBLIC_TESTIMONIALS_MAX } from '#shared/constants/testimonials.ts';

const t = setUpTestApp();
const admin = setUpOnce(() => signUpAdmin(t));
const member = setUpOnce(() => signUpMember(t));

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
    firstName: string;
    language: string;
  }[];
const publicNames = async (lang = 'en') => (await publicList(lang)).map((row) => row.firstName);
const TESTIMONIAL_ACTIONS = [
  'testimonial_recorded',
  'testimonial_published',
  'testimonial_unpublished',
  'testimonial_withdrawn',
] as const;
const testimonialAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, [...TESTIMONIAL_ACTIONS]))
    .orderBy(auditLog.createdAt);

describe('admin testimonials', () => {
  it('refuses a visitor and a member on every admin endpoint, and changes nothing', async () => {
    const { id } = await create();
    const audited = (await testimonialAudit()).length;
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
    expect(await testimonialAudit()).toHaveLength(audited);
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
    expect(await publicNames()).not.toContain('Lucia');

    const published = await publish(id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', recordedBy: admin.email });
    const shown = (await publicList('es')).find((row) => row.firstName === 'Lucia');
    // No id, no consent record, no admin: only what the page prints, and the language it marks the quote with.
    expect(shown).toEqual({ firstName: 'Lucia', city: 'El Paso, TX', quote: 'Todo en español.', language: 'es' });

    expect((await publish(id, false)).json()).toMatchObject({ status: 'review', publishedAt: null });
    expect(await publicNames('es')).not.toContain('Lucia');
  });

  it('never shows a withdrawn testimonial again', async () => {
    const { id } = await create({ firstName: 'Amalia' });
    await publish(id);
    expect(await publicNames()).toContain('Amalia');

    const withdrawn = await asAdmin()('POST', `/api/admin/testimonials/${id}/withdrawal`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', publishedAt: null });
    expect(await publicNames()).not.toContain('Amalia');

    const again = await publish(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'withdrawn' });
    expect(await publicNames()).not.toContain('Amalia');
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
    const members = [
      ['Ana', 'en'],
      ['Beto', 'es'],
      ['Carla', 'en'],
      ['Dario', 'es'],
      ['Elena', 'en'],
      ['Fabio', 'en'],
      ['Gloria', 'es'],
    ] as const;
    for (const [firstName, language] of members) {
      t.clock.advance(60_000);
      await publish((await create({ firstName, language })).id);
    }
    const spanishPage = await publicList('es');
    expect(spanishPage).toHaveLength(PUBLIC_TESTIMONIALS_MAX);
    const newest = [...members].reverse();
    expect(spanishPage.slice(0, 3).map((row) => row.firstName)).toEqual(
      newest.filter(([, language]) => language === 'es').map(([firstName]) => firstName),
    );
    expect(spanishPage.slice(3).every((row) => row.language === 'en')).toBe(true);
    expect((await publicNames('en'))[0]).toBe('Fabio');
  });

  it('writes each change to the audit log in its own words, and nothing for a change that changes nothing', async () => {
    const before = (await testimonialAudit()).length;
    const step = async (call: () => Promise<unknown>) => {
      t.clock.advance(1_000);
      await call();
    };
    const { id } = await create({ firstName: 'Marta' });
    await step(() => publish(id));
    await step(() => publish(id));
    await step(() => publish(id, false));
    await step(() => publish(id, false));
    await step(() => publish(id));
    await step(() => asAdmin()('POST', `/api/admin/testimonials/${id}/withdrawal`));
    await step(() => asAdmin()('POST', `/api/admin/testimonials/${id}/withdrawal`));
    await step(() => publish(id));

    const entries = (await testimonialAudit()).slice(before);
    expect(entries.map((entry) => entry.action)).toEqual([
      'testimonial_recorded',
      'testimonial_published',
      'testimonial_unpublished',
      'testimonial_published',
      'testimonial_withdrawn',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        targetUserId: null,
        details: { testimonialId: id, firstName: 'Marta' },
      });
    }
  });
});
