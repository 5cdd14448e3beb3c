import { describe, expect, it } from 'vitest';
import { aManualItem } from '#server/test-support/manual-entries.ts';
import { completeSteps, idPhoto, uniqueProfile, visitor } from '#server/test-support/onboarding.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { aManualView } from '#shared/rules/test-tradeline.ts';

const t = setUpTestApp();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const JSON_ROUTES: [Method, string][] = [
  ['PUT', '/api/onboarding/profile'],
  ['PUT', '/api/onboarding/step'],
  ['PUT', '/api/onboarding/selection'],
  ['POST', '/api/onboarding/credit-pull'],
  ['POST', '/api/onboarding/manual-items'],
  ['POST', '/api/onboarding/sample-report'],
  ['POST', '/api/onboarding/create-account'],
];

const valid = uniqueProfile();
const BAD_BODIES: [string, string][] = [
  ['malformed JSON', '{"firstName": "Maria",'],
  ['an empty body', ''],
  ['null', 'null'],
  ['an array', '[1, 2, 3]'],
  ['a string', '"profile"'],
  ['a number', '42'],
  ['wrong types', JSON.stringify({ ...valid, firstName: 42, address: 'Austin', step: '2', selectedItems: 'all' })],
  ['nulls everywhere', JSON.stringify({ firstName: null, step: null, consent: null, username: null })],
  [
    'a long string in a field',
    JSON.stringify({ ...valid, firstName: 'M'.repeat(50_000), username: 'u'.repeat(50_000) }),
  ],
  ['a huge body', JSON.stringify({ ...valid, lastName: 'L'.repeat(200_000) })],
  [
    'a NUL byte',
    JSON.stringify({ ...valid, firstName: 'Ma\u0000ria', address: { ...valid.address, street: 'a\u0000bcdef' } }),
  ],
  ['a prototype key', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
];

/** A visitor whose draft reaches step 3, so handlers that get past the schema have something to look at. */
async function busyVisitor() {
  const v = visitor(t);
  await completeSteps(t, v, 3, uniqueProfile());
  return v;
}

const send = (v: ReturnType<typeof visitor>, method: Method, url: string, payload: string, type = 'application/json') =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: v.remoteAddress,
    headers: { cookie: v.cookie(), 'content-type': type },
  });

describe('every bad input is a 4xx, never a 5xx', () => {
  it.each(BAD_BODIES)('%s', async (_name, payload) => {
    const v = await busyVisitor();
    for (const [method, url] of JSON_ROUTES) {
      const res = await send(v, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().code).toMatch(/^[A-Z_]+$/);
    }
    // Nothing the bad requests sent was kept.
    const state = await v.state();
    expect(state.completedSteps).toEqual([1, 2, 3]);
    expect(state.profile?.firstName).toBe('Maria');
  });

  it('answers 413 to a body over the JSON limit and 415 to a body that is not JSON', async () => {
    const v = await busyVisitor();
    const huge = await send(v, 'PUT', '/api/onboarding/profile', JSON.stringify({ firstName: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('BODY_TOO_LARGE');
    const text = await send(v, 'PUT', '/api/onboarding/profile', 'firstName=Maria', 'text/plain');
    expect(text.statusCode).toBe(415);
    const form = await send(v, 'PUT', '/api/onboarding/step', 'step=2', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
  });

  it('answers 400 to values of the right type that are out of range', async () => {
    const v = await busyVisitor();
    const cases: [Method, string, object][] = [
      ['PUT', '/api/onboarding/step', { step: 0 }],
      ['PUT', '/api/onboarding/step', { step: 7 }],
      ['PUT', '/api/onboarding/step', { step: 2.5 }],
      ['PUT', '/api/onboarding/step', { step: 2, extra: true }],
      ['PUT', '/api/onboarding/selection', { paymentType: 'yearly', selectedItems: ['not-a-uuid'] }],
      [
        'POST',
        '/api/onboarding/create-account',
        { password: 'long-enough-pass', confirmPassword: 'long-enough-pass', lang: 'fr' },
      ],
      ['POST', '/api/onboarding/manual-items', aManualItem({ creditorName: 'M'.repeat(101) })],
      ['POST', '/api/onboarding/manual-items', aManualItem({ views: [] })],
      ['POST', '/api/onboarding/manual-items', aManualItem({ views: [aManualView({ balanceCents: -1 })] })],
      ['PUT', '/api/onboarding/manual-items/not-a-uuid', aManualItem()],
      ['PUT', '/api/onboarding/profile', { ...valid, dateOfBirth: '1988-02-30' }],
      ['PUT', '/api/onboarding/profile', { ...valid, email: 'maria@' }],
    ];
    for (const [method, url, body] of cases) {
      const res = await v.call(method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 400 to an unknown document side, whatever the verb', async () => {
    const v = await busyVisitor();
    for (const side of ['middle', 'FRONT', '%00', 'front%2F..', '..%2Fback']) {
      expect((await v.upload(side, await idPhoto())).statusCode, side).toBe(400);
      expect((await v.call('DELETE', `/api/onboarding/documents/${side}`)).statusCode, side).toBe(400);
      const thumbnail = await v.call('GET', `/api/onboarding/documents/${side}/thumbnail`);
      expect(thumbnail.statusCode, side).toBeGreaterThanOrEqual(400);
      expect(thumbnail.statusCode, side).toBeLessThan(500);
    }
    expect((await v.state()).documents.front).not.toBeNull();
  });

  it('answers 4xx to uploads that are not one file', async () => {
    const v = await busyVisitor();
    const url = '/api/onboarding/documents/front';
    const noBoundary = await send(v, 'POST', url, 'garbage', 'multipart/form-data');
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const boundary = '----creditpathtwo';
    const photo = await idPhoto();
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from('\r\n'),
      ]);
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
    const cases: [Buffer, number][] = [
      // Exactly one file: a second one is refused, not skipped (upload-routes.test.ts tries every shape).
      [Buffer.concat([part('file'), part('other'), Buffer.from(`--${boundary}--\r\n`)]), 400],
      [Buffer.concat([part('file'), Buffer.from(`--${boundary}--\r\n`)]), 201],
      [Buffer.concat([field, Buffer.from(`--${boundary}--\r\n`)]), 400],
      [Buffer.from(`--${boundary}\r\nnot a header\r\n\r\n--${boundary}--\r\n`), 400],
    ];
    for (const [payload, status] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: v.remoteAddress,
        headers: { cookie: v.cookie(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, res.body).toBe(status);
    }
  });

  it('treats a garbled or oversized cookie as no draft', async () => {
    for (const cookie of [
      'cp_onboarding=',
      'cp_onboarding=%E0%A4%A',
      `cp_onboarding=${'a'.repeat(3000)}`,
      'cp_onboarding=x; cp_session=not-a-session',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: { cookie } });
      expect(res.statusCode, cookie.slice(0, 40)).toBe(200);
      expect(res.json()).toMatchObject({ currentStep: 1, profile: null });
    }
  });
});
