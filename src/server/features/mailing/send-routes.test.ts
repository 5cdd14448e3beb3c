import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { disputes } from '#server/db/schema/disputes.ts';
import { mailings, proofsOfAddress } from '#server/db/schema/mailings.ts';
import { buildHeicFile } from '#server/documents/test-support/build-heic-file.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import type { RecordedRequest } from '#server/test-support/lob-double.ts';
import { MEMBER_PASSWORD, requestAs, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import {
  anotherInstance,
  LOB_WEBHOOK_SECRET,
  setUpOnce,
  setUpTestApp,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { memberProfile } from '#shared/test-support/members.ts';
import { resumeUnsentMailings } from './index.ts';
import { ADDRESS_VERIFICATIONS_PER_HOUR } from './send-routes.ts';

const t = setUpTestApp({}, undefined, { lob: true });
const admin = setUpOnce(() => signUpAdmin(t));
const PRICE = DEFAULT_MAILING_PRICE_CENTS;
const MINUTE = 60_000;

/** Photos told apart in the PDF by their size in pixels. */
const SIZES = { front: [120, 80], back: [100, 64], proof: [70, 110] } as const;
/** A photo of that size in pixels, with EXIF that must not survive the upload. */
const photo = ([width, height]: readonly [number, number]) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .withExif({ IFD0: { Copyright: 'GPS 40.7128 N secret-marker' } })
    .jpeg()
    .toBuffer();

async function upload(
  app: TestApp,
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  content: Buffer,
  type = 'image/jpeg',
) {
  const file = multipartFile('file', 'photo.jpg', content, type);
  return app.app.inject({ method, url, payload: file.payload, headers: { ...file.headers, cookie } });
}

/**
 * An active member whose one dispute's letters are written and not mailed yet (status ready), with their ID's
 * front and back and a proof of address on file unless told otherwise; `street` sets their profile's street.
 */
async function readyMember(options: { street?: string; enclosures?: boolean } = {}) {
  const member = await memberWithSentDisputes(t, admin, 1, false);
  const call = requestAs(t, member.cookie);
  if (options.street) {
    const saved = await call('PUT', '/api/profile', {
      ...memberProfile,
      address: { ...memberProfile.address, street: options.street },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  }
  if (options.enclosures !== false) {
    for (const side of ['front', 'back'] as const) {
      const res = await upload(t, member.cookie, 'POST', `/api/onboarding/documents/${side}`, await photo(SIZES[side]));
      expect(res.statusCode, res.body).toBe(201);
    }
    const proof = await upload(t, member.cookie, 'PUT', '/api/mailing/proof-of-address', await photo(SIZES.proof));
    expect(proof.statusCode, proof.body).toBe(201);
  }
  const [dispute] = (await call('GET', '/api/disputes')).json() as DisputeResponse[];
  const bureau = dispute?.bureaus[0]?.bureau;
  if (!dispute || !bureau) throw new Error('no sent dispute');
  const base = `/api/disputes/${dispute.id}/bureaus/${bureau}/mailing`;
  return { ...member, call, disputeId: dispute.id, bureau, base };
}

const confirm = (enclosures: string[] = ['id_copy', 'proof_of_address'], priceCents = PRICE) => ({
  enclosures,
  agreed: true,
  priceCents,
});

const letterRequests = (): RecordedRequest[] =>
  t.lob?.requests.filter((request) => request.method === 'POST' && request.path === '/v1/letters') ?? [];

const mailingRowsOf = (userId: string) => t.db.select().from(mailings).where(eq(mailings.userId, userId));

/** What the reconciling job hands mailings over with: the app's own database, clock, configuration and Lob client. */
const mailingDeps = () => ({ db: t.db, cipher: t.cipher, clock: t.clock, config: t.config, lob: t.lobClient });

function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** Each page's text, and the pixel size of the image it shows (null for a page of text). */
async function pagesOf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page, index) => {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const image = objects
      ?.values()
      .map((ref) => document.context.lookup(ref))
      .find((found): found is PDFRawStream => found instanceof PDFRawStream);
    if (!image) return { index, image: null };
    const size = (key: string) => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    return { index, image: [size('Width'), size('Height')] };
  });
}

describe('the offer', () => {
  it('offers mailing at the configured price and class', async () => {
    const member = await signUpMember(t);
    const res = await requestAs(t, member.cookie)('GET', '/api/mailing/offer');
    expect(res.json()).toEqual({ available: true, priceCents: PRICE, mailClass: 'usps_certified_return_receipt' });
  });
});

describe('the preview', () => {
  it('shows the bureau, the return address verified with Lob and Lob’s standardized form, the enclosures, the price', async () => {
    const member = await readyMember({ enclosures: false });
    const res = await member.call('GET', `${member.base}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      disputeId: member.disputeId,
      bureau: member.bureau,
      returnAddress: { name: 'Maria Lopez', address: { street: '100 Main Street', city: 'Austin', state: 'TX' } },
      verification: {
        outcome: 'deliverable',
        reason: null,
        suggestion: { street: '100 Main Street', zipCode: '78701-1234' },
      },
      enclosures: { id_copy: { available: false }, proof_of_address: { available: false, uploadedAt: null } },
      mailClass: 'usps_certified_return_receipt',
      priceCents: PRICE,
    });
    expect(preview.recipient.lines.length).toBe(2);
    expect(t.lob?.requests.at(-1)).toMatchObject({ path: '/v1/us_verifications', refused: null });
  });

  it('warns of a missing unit, with Lob’s word for it', async () => {
    const member = await readyMember({ street: '5 Missing Unit Avenue' });
    const preview = (await member.call('GET', `${member.base}/preview`)).json();
    expect(preview.verification).toMatchObject({ outcome: 'missing_unit', reason: 'deliverable_missing_unit' });
    expect(preview.enclosures).toMatchObject({ id_copy: { available: true }, proof_of_address: { available: true } });
  });

  it('says an undeliverable address is, and refuses to mail to it (422, the reason, nothing written)', async () => {
    const member = await readyMember({ street: '1 Undeliverable Road' });
    const preview = (await member.call('GET', `${member.base}/preview`)).json();
    expect(preview.verification).toMatchObject({ outcome: 'undeliverable', reason: 'undeliverable' });
    const sent = letterRequests().length;
    const res = await member.call('POST', member.base, confirm());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_UNDELIVERABLE', reason: 'undeliverable' });
    expect(await mailingRowsOf(member.id)).toEqual([]);
    expect(letterRequests().length).toBe(sent);
  });

  it('refuses a street line longer than an envelope takes, in the preview and when mailing', async () => {
    const member = await readyMember({ street: `1 ${'Very Long Avenue Name '.repeat(3)}Northeast Apartment 4` });
    const preview = (await member.call('GET', `${member.base}/preview`)).json();
    expect(preview.verification).toMatchObject({ outcome: 'undeliverable', reason: 'street_too_long' });
    const res = await member.call('POST', member.base, confirm());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_UNDELIVERABLE', reason: 'street_too_long' });
    expect(await mailingRowsOf(member.id)).toEqual([]);
  });

  it('keeps the member from marking by hand a letter we are mailing: USPS’s scans move it', async () => {
    const member = await readyMember();
    expect((await member.call('POST', member.base, confirm())).statusCode).toBe(201);
    const today = t.clock.now().toISOString().slice(0, 10);
    const byHand = await member.call('POST', `/api/disputes/${member.disputeId}/bureaus/${member.bureau}/mailed`, {
      mailedOn: today,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'mailed_by_us' });
  });

  it('does not mail a letter that says an identity theft report is enclosed: we do not carry it', async () => {
    const member = await readyMember({ enclosures: false });
    await t.db
      .update(disputes)
      .set({ identityTheftReport: true, reasonCodes: ['identity_theft'], reasonCode: 'identity_theft' })
      .where(eq(disputes.id, member.disputeId));
    const sent = letterRequests().length;
    for (const res of [
      await member.call('GET', `${member.base}/preview`),
      await member.call('POST', member.base, confirm([])),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ENCLOSURE_MISSING', reason: 'identity_theft_report' });
    }
    expect(await mailingRowsOf(member.id)).toEqual([]);
    expect(letterRequests().length).toBe(sent);
  });

  it('answers another member’s letter 404, a visitor 401', async () => {
    const member = await readyMember({ enclosures: false });
    const other = await signUpMember(t);
    expect((await requestAs(t, other.cookie)('GET', `${member.base}/preview`)).statusCode).toBe(404);
    expect((await requestAs(t, other.cookie)('POST', member.base, confirm([]))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${member.base}/preview` })).statusCode).toBe(401);
  });

  it(`verifies with Lob at most ${ADDRESS_VERIFICATIONS_PER_HOUR} times an hour per member; another member’s letter spends nothing`, async () => {
    const member = await readyMember({ enclosures: false });
    const prober = await readyMember({ enclosures: false });
    const verifications = () => t.lob?.requests.filter((request) => request.path === '/v1/us_verifications').length;
    for (let attempt = 1; attempt <= ADDRESS_VERIFICATIONS_PER_HOUR; attempt += 1) {
      expect((await prober.call('GET', `${member.base}/preview`)).statusCode, `probe ${attempt}`).toBe(404);
    }
    for (let attempt = 1; attempt <= ADDRESS_VERIFICATIONS_PER_HOUR; attempt += 1) {
      expect((await prober.call('GET', `${prober.base}/preview`)).statusCode, `preview ${attempt}`).toBe(200);
    }
    const asked = verifications();
    const refused = await prober.call('GET', `${prober.base}/preview`);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(verifications()).toBe(asked);
    // Their budget is their own: the member whose letter was probed still previews it.
    expect((await member.call('GET', `${member.base}/preview`)).statusCode).toBe(200);
    t.clock.advance(HOUR_MS + MINUTE);
    expect((await prober.call('GET', `${prober.base}/preview`)).statusCode).toBe(200);
  });

  it('answers 503 when Lob cannot be reached', async () => {
    const member = await readyMember({ enclosures: false });
    t.lob?.setUnavailable(true);
    try {
      const res = await member.call('GET', `${member.base}/preview`);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PRINT_SERVICE_UNAVAILABLE');
    } finally {
      t.lob?.setUnavailable(false);
    }
  });
});

describe('the proof of address', () => {
  it('refuses what is not an image (415) and a file too big (413), and keeps nothing', async () => {
    const member = await readyMember({ enclosures: false });
    const text = await upload(
      t,
      member.cookie,
      'PUT',
      '/api/mailing/proof-of-address',
      Buffer.from('a bill'),
      'image/png',
    );
    expect(text.statusCode).toBe(415);
    // A HEIC photo is a real image, but one that cannot be printed: refused rather than left out of the envelope.
    const heic = await upload(t, member.cookie, 'PUT', '/api/mailing/proof-of-address', buildHeicFile().file);
    expect(heic.statusCode).toBe(415);
    const huge = Buffer.alloc(ID_IMAGE_MAX_BYTES + 1, 0xff);
    const big = await upload(t, member.cookie, 'PUT', '/api/mailing/proof-of-address', huge);
    expect(big.statusCode).toBe(413);
    expect((await member.call('GET', '/api/mailing/proof-of-address')).statusCode).toBe(404);
  });

  it('keeps a photo sealed and stripped of its metadata; reads it back; deletes it', async () => {
    const member = await readyMember({ enclosures: false });
    const bytes = await photo(SIZES.proof);
    expect(bytes.includes('secret-marker')).toBe(true);
    const res = await upload(t, member.cookie, 'PUT', '/api/mailing/proof-of-address', bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mediaType: 'image/jpeg', uploadedAt: t.clock.now().toISOString() });
    const [row] = await t.db.select().from(proofsOfAddress).where(eq(proofsOfAddress.userId, member.id));
    if (!row) throw new Error('no proof stored');
    expect(row.imageSealed.includes('secret-marker')).toBe(false);
    const opened = t.cipher.decrypt(row.imageSealed);
    expect(opened.includes('secret-marker')).toBe(false);
    expect(opened.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await member.call('GET', '/api/mailing/proof-of-address')).json()).toEqual(res.json());
    expect((await member.call('DELETE', '/api/mailing/proof-of-address')).statusCode).toBe(204);
    expect((await member.call('GET', '/api/mailing/proof-of-address')).statusCode).toBe(404);
  });
});

describe('the letter as it would be mailed', () => {
  it('is the letter, then the ID’s front and back, then the proof of address, and lists exactly those', async () => {
    const member = await readyMember();
    const res = await member.call('GET', `${member.base}/letter.pdf?enclosures=id_copy,proof_of_address`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pagesOf(res.rawPayload);
    const enclosurePages = pages.filter((page) => page.image);
    expect(enclosurePages.map((page) => page.image)).toEqual([SIZES.front, SIZES.back, SIZES.proof]);
    // The letter's pages come first, all of them.
    expect(enclosurePages.map((page) => page.index)).toEqual([pages.length - 3, pages.length - 2, pages.length - 1]);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Enclosures:');
    expect(text).toContain('A copy of my government-issued photo ID');
    expect(text).toContain('Proof of my current address');
    // Papers nobody puts in the envelope are not claimed.
    expect(text).not.toContain('credit report that shows');
    // Nobody signs a printed page: no line for a pen, the member's typed name closes the letter.
    expect(text).toMatch(/Sincerely, Maria Lopez/);
    expect(text).not.toMatch(/_{5}/);
  });

  it('names only the ID when only the ID goes in; nothing when nothing does', async () => {
    const member = await readyMember();
    const idOnly = await member.call('GET', `${member.base}/letter.pdf?enclosures=id_copy`);
    expect((await pagesOf(idOnly.rawPayload)).filter((page) => page.image).map((page) => page.image)).toEqual([
      SIZES.front,
      SIZES.back,
    ]);
    const text = pdfText(idOnly.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('A copy of my government-issued photo ID');
    expect(text).not.toContain('Proof of my current address');
    const bare = pdfText((await member.call('GET', `${member.base}/letter.pdf`)).rawPayload);
    expect(bare).not.toContain('Enclosures:');
  });

  it('keeps the letter the member prints themself as it was, with every enclosure named', async () => {
    const member = await readyMember();
    const own = await member.call('GET', `/api/disputes/${member.disputeId}/download-pdf/${member.bureau}`);
    expect(own.statusCode).toBe(200);
    const text = pdfText(own.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Proof of my current address');
    expect(text).toContain('credit report that shows');
    expect(text).toMatch(/_{5}/);
  });

  it('refuses an enclosure not on file (409 ENCLOSURE_MISSING), and bad input with 400', async () => {
    const member = await readyMember({ enclosures: false });
    const res = await member.call('GET', `${member.base}/letter.pdf?enclosures=proof_of_address`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ENCLOSURE_MISSING', reason: 'proof_of_address' });
    expect((await member.call('GET', `${member.base}/letter.pdf?enclosures=passport`)).statusCode).toBe(400);
    expect((await member.call('GET', `${member.base}/letter.pdf?enclosures=id_copy,id_copy`)).statusCode).toBe(400);
  });
});

describe('mailing a letter', () => {
  it('queues it with Lob as certified mail with return receipt, the PDF that was shown, the mailing’s id as key', async () => {
    const member = await readyMember();
    const res = await member.call('POST', member.base, confirm());
    expect(res.statusCode, res.body).toBe(201);
    const mailing = res.json();
    expect(mailing).toMatchObject({
      disputeId: member.disputeId,
      bureau: member.bureau,
      status: 'queued',
      enclosures: ['id_copy', 'proof_of_address'],
      priceCents: PRICE,
      cancellable: true,
      charged: false,
      tracking: [],
      sendAfter: new Date(+t.clock.now() + 5 * MINUTE).toISOString(),
    });
    expect(mailing.trackingNumber).toMatch(/^9407\d{16}$/);
    const sent = letterRequests().at(-1);
    expect(sent).toMatchObject({
      refused: null,
      idempotencyKey: mailing.id,
      body: {
        extra_service: 'certified_return_receipt',
        mail_type: 'usps_first_class',
        to: { address_line1: expect.any(String) },
        from: { name: 'Maria Lopez', address_line1: '100 Main Street', address_city: 'Austin', address_state: 'TX' },
        metadata: { mailing_id: mailing.id },
      },
    });
    // What Lob got is what the member was shown.
    const shown = await member.call('GET', `${member.base}/letter.pdf?enclosures=id_copy,proof_of_address`);
    if (!sent?.file) throw new Error('no PDF sent');
    expect(pdfText(sent.file)).toBe(pdfText(shown.rawPayload));
    expect((await pagesOf(sent.file)).filter((page) => page.image)).toHaveLength(3);
    const [row] = await mailingRowsOf(member.id);
    expect(row).toMatchObject({ status: 'queued', lobLetterId: expect.stringMatching(/^ltr_/) });
    const list = (await member.call('GET', '/api/mailings')).json();
    expect(list.mailings).toEqual([mailing]);
  });

  it('refuses a price changed since it was shown, a missing enclosure, and a letter already mailed by hand', async () => {
    const member = await readyMember({ enclosures: false });
    const price = await member.call('POST', member.base, confirm([], PRICE + 100));
    expect(price.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(price.statusCode).toBe(409);
    const missing = await member.call('POST', member.base, confirm(['id_copy']));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'ENCLOSURE_MISSING', reason: 'id_copy' });
    const byHand = await member.call('POST', `${member.base.replace('/mailing', '')}/mailed`, {
      mailedOn: t.clock.now().toISOString().slice(0, 10),
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const mailed = await member.call('POST', member.base, confirm([]));
    expect(mailed.statusCode).toBe(409);
    expect(mailed.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(
      (await member.call('POST', member.base, { enclosures: [], agreed: false, priceCents: PRICE })).statusCode,
    ).toBe(400);
    expect(await mailingRowsOf(member.id)).toEqual([]);
  });

  it('mails a letter once under a double click: one 201, one 409 ALREADY_MAILING, one letter at Lob', async () => {
    const member = await readyMember();
    const before = letterRequests().length;
    const answers = await Promise.all([
      member.call('POST', member.base, confirm()),
      member.call('POST', member.base, confirm()),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('ALREADY_MAILING');
    expect(letterRequests().length - before).toBe(1);
    expect(await mailingRowsOf(member.id)).toHaveLength(1);
  });

  it('mails a letter once when two instances are asked at the same moment', async () => {
    const member = await readyMember();
    const lob = t.lob;
    if (!lob) throw new Error('no Lob double');
    const second = await anotherInstance(t, {
      printMail: {
        apiKey: 'test_second',
        webhookSecret: LOB_WEBHOOK_SECRET,
        apiUrl: `${lob.url}/v1`,
        priceCents: PRICE,
      },
    });
    try {
      const before = letterRequests().length;
      const ask = (app: typeof t.app) =>
        app.inject({ method: 'POST', url: member.base, headers: { cookie: member.cookie }, payload: confirm() });
      const answers = await Promise.all([ask(t.app), ask(second.app)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(letterRequests().length - before).toBe(1);
      expect(await mailingRowsOf(member.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers 503 when Lob refuses the letter for now, keeps no mailing, and mails on the retry', async () => {
    const member = await readyMember();
    // Lob verifies the address, then refuses the letter as too many requests: it made nothing.
    t.lob?.setUnavailable(true, '/v1/letters', 429);
    try {
      const res = await member.call('POST', member.base, confirm());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'PRINT_SERVICE_UNAVAILABLE' });
      expect(res.json().reason).toBeUndefined();
      expect(letterRequests().at(-1)?.refused).toMatch(/down/);
    } finally {
      t.lob?.setUnavailable(false);
    }
    expect(await mailingRowsOf(member.id)).toEqual([]);
    const retry = await member.call('POST', member.base, confirm());
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('keeps the mailing when Lob failed on its side (it may have made the letter), and hands it over once, with the same key', async () => {
    const member = await readyMember();
    t.lob?.setUnavailable(true, '/v1/letters');
    try {
      const res = await member.call('POST', member.base, confirm());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'PRINT_SERVICE_UNAVAILABLE', reason: 'retrying' });
    } finally {
      t.lob?.setUnavailable(false);
    }
    const [kept] = await mailingRowsOf(member.id);
    expect(kept).toMatchObject({ status: 'queued', lobLetterId: null });
    // Asking again could only make a second letter: the member is told it is under way.
    const again = await member.call('POST', member.base, confirm());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MAILING');
    if (!kept || !t.lob) throw new Error('no mailing kept');
    const deps = mailingDeps();
    t.clock.advance(3 * MINUTE);
    const before = letterRequests().length;
    expect(await resumeUnsentMailings(deps)).toBe(1);
    expect(letterRequests().slice(before)).toMatchObject([{ idempotencyKey: kept.id, refused: null }]);
    const [handedOver] = await mailingRowsOf(member.id);
    expect(handedOver?.lobLetterId).toMatch(/^ltr_/);
  });

  it('keeps what a mailing being handed over needs, and gives it up after a day without Lob, so the letter can go again', async () => {
    const member = await readyMember();
    t.lob?.setUnavailable(true, '/v1/letters');
    try {
      expect((await member.call('POST', member.base, confirm())).statusCode).toBe(503);
      // Its proof of address is built into the letter again on each try, and the account waits for the handover.
      const removed = await member.call('DELETE', '/api/mailing/proof-of-address');
      expect(removed.statusCode).toBe(409);
      expect(removed.json()).toMatchObject({ code: 'ALREADY_MAILING', reason: 'enclosed' });
      const deleted = await member.call('POST', '/api/account/delete', { password: MEMBER_PASSWORD });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toMatchObject({ reason: 'mailing_in_flight' });
      if (!t.lob) throw new Error('no Lob double');
      const deps = mailingDeps();
      // Lob stays down for a day: past its 24 hours a retry with the same key could make a second letter.
      t.clock.advance(24 * 60 * MINUTE);
      const failures: string[] = [];
      expect(await resumeUnsentMailings(deps, (_, mailingId) => failures.push(mailingId))).toBe(0);
      const [givenUp] = await mailingRowsOf(member.id);
      expect(givenUp).toMatchObject({ status: 'cancelled', lobLetterId: null, paymentId: null });
      expect(failures).toEqual([givenUp?.id]);
    } finally {
      t.lob?.setUnavailable(false);
    }
    const again = await member.call('POST', member.base, confirm());
    expect(again.statusCode, again.body).toBe(201);
  });

  it('resumes a mailing whose answer from Lob was never stored, with the same key: Lob’s first letter, not a second', async () => {
    const member = await readyMember();
    const created = await member.call('POST', member.base, confirm());
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await mailingRowsOf(member.id);
    if (!row?.lobLetterId || !t.lob) throw new Error('not mailed');
    // As if the instance had stopped between Lob's answer and storing it.
    await t.db.update(mailings).set({ lobLetterId: null, trackingNumber: null }).where(eq(mailings.id, row.id));
    const deps = mailingDeps();
    // Not while the member's own request may still be asking Lob.
    expect(await resumeUnsentMailings(deps)).toBe(0);
    t.clock.advance(3 * MINUTE);
    const before = letterRequests().length;
    expect(await resumeUnsentMailings(deps)).toBe(1);
    expect(letterRequests().slice(before)).toMatchObject([{ idempotencyKey: row.id, refused: null }]);
    const [resumed] = await mailingRowsOf(member.id);
    expect(resumed).toMatchObject({ lobLetterId: row.lobLetterId, trackingNumber: row.trackingNumber });
    expect(await resumeUnsentMailings(deps)).toBe(0);
  });
});

describe('cancelling', () => {
  it('cancels before Lob’s send date (nothing mailed or charged); after it, 409 NOT_CANCELLABLE', async () => {
    const member = await readyMember();
    const first = (await member.call('POST', member.base, confirm())).json();
    const cancelled = await member.call('POST', `/api/mailings/${first.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false, charged: false });
    expect(t.lob?.requests.at(-1)).toMatchObject({ method: 'DELETE', refused: null });
    // A cancelled mailing holds the letter no more: it can be mailed again.
    t.clock.advance(MINUTE);
    const second = await member.call('POST', member.base, confirm());
    expect(second.statusCode, second.body).toBe(201);
    t.clock.advance(6 * MINUTE);
    const late = await member.call('POST', `/api/mailings/${second.json().id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NOT_CANCELLABLE');
    const list = (await member.call('GET', '/api/mailings')).json();
    expect(
      list.mailings.map((mailing: { status: string; cancellable: boolean }) => [mailing.status, mailing.cancellable]),
    ).toEqual([
      ['queued', false],
      ['cancelled', false],
    ]);
    const other = await signUpMember(t);
    expect((await requestAs(t, other.cookie)('POST', `/api/mailings/${second.json().id}/cancel`)).statusCode).toBe(404);
  });
});

describe('a member who deletes their account', () => {
  it('takes back the letters Lob has not printed: each is cancelled there', async () => {
    const member = await readyMember();
    const queued = (await member.call('POST', member.base, confirm())).json();
    const [row] = await mailingRowsOf(member.id);
    const deleted = await member.call('POST', '/api/account/delete', { password: MEMBER_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(t.lob?.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/letters/${row?.lobLetterId}`,
      refused: null,
    });
    expect(await mailingRowsOf(member.id)).toEqual([]);
    expect(queued.status).toBe('queued');
  });
});

describe('without LOB_API_KEY', () => {
  const off = setUpTestApp();
  it('offers nothing and mails nothing', async () => {
    const member = await signUpMember(off);
    const call = requestAs(off, member.cookie);
    expect((await call('GET', '/api/mailing/offer')).json()).toEqual({
      available: false,
      priceCents: null,
      mailClass: 'usps_certified_return_receipt',
    });
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await call('POST', `/api/disputes/${id}/bureaus/experian/mailing`, confirm());
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/disputes/${id}/bureaus/experian/mailing/preview`)).statusCode).toBe(404);
    // No proof of address is taken to be enclosed with letters nobody mails.
    const proof = await upload(off, member.cookie, 'PUT', '/api/mailing/proof-of-address', await photo(SIZES.proof));
    expect(proof.statusCode).toBe(404);
  });
});
