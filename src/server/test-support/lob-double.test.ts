import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Configuration,
  LetterEditable,
  LettersApi,
  UsVerificationsApi,
  UsVerificationsWritable,
} from '@lob/lob-typescript-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LobDouble, startLobDouble } from './lob-double.ts';

// The double's contract: Lob's official SDK works against it, and what Lob's description refuses, it refuses.

const SECRET = 'lob-webhook-secret';
const DAY = 24 * 3600_000;
let double: LobDouble;
let clockOffset = 0;
const config = () => new Configuration({ username: 'test_key', basePath: `${double.url}/v1` });

const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const webhook = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
  res.writeHead(200).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  double = await startLobDouble({
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/lob`,
    now: () => new Date(Date.now() + clockOffset),
  });
});
afterAll(async () => {
  await double.close();
  await new Promise((resolve) => webhook.close(resolve));
});

// Built with the SDK's own model, as the product will: it copies what it is given and checks nothing.
const certifiedLetter = (overrides: Record<string, unknown> = {}) =>
  new LetterEditable({
    description: 'Dispute letter to Equifax',
    to: {
      name: 'Equifax Information Services',
      address_line1: 'PO Box 740256',
      address_city: 'Atlanta',
      address_state: 'GA',
      address_zip: '30374',
    },
    from: {
      name: 'Ana Member',
      address_line1: '210 King St',
      address_line2: 'Apt 4',
      address_city: 'San Francisco',
      address_state: 'CA',
      address_zip: '94107',
    },
    file: '<html><body>I dispute the following items.</body></html>',
    color: false,
    use_type: 'operational',
    extra_service: 'certified_return_receipt',
    ...overrides,
  });

/** The SDK's failure, as the product will see it: the HTTP status and Lob's error body. */
async function refusal(call: Promise<unknown>) {
  const failure = (await call.then(
    () => null,
    (error: unknown) => error,
  )) as { response?: { status: number; data: unknown } } | null;
  if (!failure?.response) throw new Error('the call was not refused');
  return { status: failure.response.status, body: failure.response.data };
}

/** A webhook's check of Lob's signature, as Lob documents it (the product's webhook will do the same). */
function verifyLobSignature(headers: http.IncomingHttpHeaders, body: string, secret: string): boolean {
  const signature = headers['lob-signature'];
  const timestamp = headers['lob-signature-timestamp'];
  if (typeof signature !== 'string' || typeof timestamp !== 'string') return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('US verifications', () => {
  it('verifies an ordinary address as deliverable, with its components, upper-cased as Lob does by default', async () => {
    const verification = await new UsVerificationsApi(config()).verifySingle(
      new UsVerificationsWritable({
        primary_line: '210 King Street',
        city: 'San Francisco',
        state: 'CA',
        zip_code: '94107',
      }),
    );
    expect(verification).toMatchObject({
      deliverability: 'deliverable',
      primary_line: '210 KING STREET',
      last_line: 'SAN FRANCISCO CA 94107-1234',
      components: { primary_number: '210', city: 'SAN FRANCISCO', state: 'CA', zip_code: '94107' },
    });
    expect(verification.id).toMatch(/^us_ver_/);
  });

  it.each([
    ['1 UNDELIVERABLE Road', 'undeliverable'],
    ['5 Missing Unit Avenue', 'deliverable_missing_unit'],
  ])('lets a test choose the answer by the primary line: %s → %s', async (primary_line, deliverability) => {
    const address = new UsVerificationsWritable({ primary_line, zip_code: '00926' });
    const verification = await new UsVerificationsApi(config()).verifySingle(address);
    expect(verification.deliverability).toBe(deliverability);
  });

  it('reads the form encodings the description also accepts: urlencoded and multipart', async () => {
    const auth = `Basic ${Buffer.from('test_key:').toString('base64')}`;
    const form = new URLSearchParams({ primary_line: '210 King Street', zip_code: '94107' });
    const urlencoded = await fetch(`${double.url}/v1/us_verifications`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(urlencoded.status).toBe(200);
    const multipart = new FormData();
    multipart.set('zip_code', '94107');
    const refused = await fetch(`${double.url}/v1/us_verifications`, {
      method: 'POST',
      headers: { authorization: auth },
      body: multipart,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid', status_code: 422 } });
  });
});

describe('letters', () => {
  it('creates a certified letter with return receipt, and reads it back', async () => {
    const letters = new LettersApi(config());
    const letter = await letters.create(certifiedLetter());
    expect(letter.id).toMatch(/^ltr_[a-f0-9]+$/);
    expect(letter).toMatchObject({ extra_service: 'certified_return_receipt', carrier: 'USPS', tracking_events: [] });
    expect(letter.tracking_number).toMatch(/^\d{20}$/);
    expect(Date.parse(String(letter.send_date))).toBeGreaterThan(Date.now());
    expect(String(letter.expected_delivery_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await letters.get(letter.id)).id).toBe(letter.id);
    expect(double.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/letters/${letter.id}`, refused: null });
  });

  it('answers a retry with the same Idempotency-Key with the same letter', async () => {
    const letters = new LettersApi(config());
    const first = await letters.create(certifiedLetter(), 'mailing-42');
    const retry = await letters.create(certifiedLetter(), 'mailing-42');
    const other = await letters.create(certifiedLetter(), 'mailing-43');
    expect(retry.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(double.requests.at(-2)).toMatchObject({ idempotencyKey: 'mailing-42', refused: null });
  });

  it.each([
    ['a letter without `to`', { to: undefined }, /to/],
    ['an extra service Lob does not offer', { extra_service: 'express' }, /extra_service/],
    ['a letter without `use_type`', { use_type: undefined }, /use_type/],
  ])('refuses %s with 422 and Lob’s error body, and records why', async (_, overrides, why) => {
    const { status, body } = await refusal(new LettersApi(config()).create(certifiedLetter(overrides)));
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: 'invalid', status_code: 422, message: expect.stringMatching(why) } });
    expect(double.requests.at(-1)?.refused).toMatch(why);
  });

  it('refuses a call without an API key with 401', async () => {
    const anonymous = new Configuration({ basePath: `${double.url}/v1` });
    const { status, body } = await refusal(new LettersApi(anonymous).create(certifiedLetter()));
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 'unauthorized', status_code: 401 } });
    expect(double.requests.at(-1)?.refused).toMatch(/API key/);
  });

  it('answers 404 with Lob’s error body for a letter it does not hold', async () => {
    const { status, body } = await refusal(new LettersApi(config()).get('ltr_0000000000000000'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'not_found', status_code: 404 } });
  });

  it('cancels a letter before its send date, and refuses once the send date has passed', async () => {
    const letters = new LettersApi(config());
    const early = await letters.create(certifiedLetter());
    expect(await letters.cancel(early.id)).toMatchObject({ id: early.id, deleted: true });
    const late = await letters.create(certifiedLetter());
    clockOffset = DAY;
    try {
      const { status, body } = await refusal(letters.cancel(late.id));
      expect(status).toBe(422);
      expect(body).toMatchObject({ error: { code: 'not_deletable', status_code: 422 } });
    } finally {
      clockOffset = 0;
    }
  });
});

describe('tracking events', () => {
  it('posts Lob’s event, signed as Lob documents, and the letter keeps the tracking event', async () => {
    const letters = new LettersApi(config());
    const letter = await letters.create(certifiedLetter());
    const delivery = await double.sendEvent(letter.id, 'letter.certified.mailed');
    expect(delivery.status).toBe(200);
    const sent = received.at(-1);
    if (!sent) throw new Error('no event received');
    expect(JSON.parse(sent.body)).toMatchObject({
      object: 'event',
      reference_id: letter.id,
      event_type: { id: 'letter.certified.mailed', resource: 'letters' },
      body: { id: letter.id, tracking_number: letter.tracking_number },
    });
    expect(verifyLobSignature(sent.headers, sent.body, SECRET)).toBe(true);
    expect(verifyLobSignature(sent.headers, sent.body.replace('mailed', 'delivered'), SECRET)).toBe(false);
    expect(verifyLobSignature(sent.headers, sent.body, 'another-secret')).toBe(false);
    expect(verifyLobSignature({ ...sent.headers, 'lob-signature': undefined }, sent.body, SECRET)).toBe(false);

    await double.sendEvent(letter.id, 'letter.certified.delivered');
    const tracked = await letters.get(letter.id);
    expect(tracked.tracking_events?.map((event) => [event.type, event.name])).toEqual([
      ['certified', 'Mailed'],
      ['certified', 'Delivered'],
    ]);
  });

  it('refuses to send an event type Lob’s description does not list', async () => {
    const letter = await new LettersApi(config()).create(certifiedLetter());
    await expect(double.sendEvent(letter.id, 'letter.teleported')).rejects.toThrow(/outside Lob's description/);
  });

  it('tracks a letter by the events of its mail class', async () => {
    const letters = new LettersApi(config());
    const certified = await letters.create(certifiedLetter());
    await expect(double.sendEvent(certified.id, 'letter.mailed')).rejects.toThrow(/is certified mail/);
    const ordinary = await letters.create(certifiedLetter({ extra_service: null }));
    expect(ordinary.tracking_number).toBeUndefined();
    await expect(double.sendEvent(ordinary.id, 'letter.certified.mailed')).rejects.toThrow(/is not certified mail/);
    await double.sendEvent(ordinary.id, 'letter.in_transit');
    expect((await letters.get(ordinary.id)).tracking_events?.map((event) => [event.type, event.name])).toEqual([
      ['normal', 'In Transit'],
    ]);
  });
});
