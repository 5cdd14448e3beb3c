import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDownloadBudget, FILE_DOWNLOADS_PER_HOUR } from '#server/lib/download-budget.ts';
import { SESSION_COOKIE } from '#server/plugins/sessions.ts';
import { createSession } from '#server/sessions/session-queries.ts';
import { insertUsers } from '#server/test-support/admin.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import type { SignedAgreementsResponse } from '#shared/schemas/subscription.ts';
import { AGREEMENT_VERSION } from './agreement.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-contracts-'));
const outbox = path.join(folder, 'outbox');
const YEAR_MS = 365 * 86_400_000;
// An outbox of the test's own, so each message is read whole, its attachments included.
const t = setUpTestApp({
  sessionTtlMs: YEAR_MS,
  mail: { transport: { kind: 'outbox', dir: outbox }, from: 'CreditPath <no-reply@localhost>' },
});
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A member with a proven email, signed in. */
async function member(firstName: string, lastName: string) {
  const [id] = await insertUsers(t, [{ firstName, lastName, emailVerifiedAt: t.clock.now() }]);
  if (!id) throw new Error('no member');
  const { token } = await createSession({ db: t.db, clock: t.clock, sessionTtlMs: YEAR_MS }, id);
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

function call(cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function sign(cookie: string, plan: string, lang: 'en' | 'es') {
  const res = await call(cookie, 'POST', '/api/subscription/agreement', { plan, version: AGREEMENT_VERSION, lang });
  expect(res.statusCode).toBe(201);
  return res.json() as { acceptedAt: string };
}

async function mails(): Promise<ParsedMail[]> {
  await t.app.afterReply.settled();
  const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  return Promise.all(names.map(async (name) => simpleParser(fs.readFileSync(path.join(outbox, name)))));
}

/** The PDF read back as a person sees it (poppler-utils), whitespace flattened: lines wrap anywhere. */
function textOf(pdf: Buffer, name: string): { flat: string; pages: number } {
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { flat: text.replace(/\s+/g, ' '), pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

const listOf = async (cookie: string | undefined) => call(cookie, 'GET', '/api/subscription/agreements');

describe('the signed agreement, kept by the member (15 U.S.C. § 1679e(c))', () => {
  let english: { id: string; cookie: string };
  let spanish: { id: string; cookie: string };

  beforeAll(async () => {
    english = await member('Maria', 'Lopez');
    spanish = await member('Ana', 'García');
  });

  it('emails the English copy as a PDF the moment the agreement is signed, and lists it on the account', async () => {
    const before = (await mails()).length;
    const accepted = await sign(english.cookie, 'monthly', 'en');
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe('Your signed agreement with CreditPath');
    expect(mail?.text).toContain(
      'Attached is a PDF copy of the agreement you signed on 11/22/2026, 10:00 AM Eastern Time',
    );
    expect(mail?.text).toContain('“Consumer Credit File Rights Under State and Federal Law”');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toMatch(/^agreement-2026-11-22-[0-9a-f]{8}\.pdf$/);

    const { flat, pages } = textOf(attachment?.content ?? Buffer.alloc(0), 'emailed-en');
    expect(pages).toBeGreaterThanOrEqual(4);
    for (const words of [
      'Your signed agreement',
      'Business: CreditPath,',
      'Member: Maria Lopez',
      'Plan and price: Professional, $120.00 per month',
      'When it is charged: nothing when you sign; each month after it ends, and only if letters were prepared in',
      'You may cancel before midnight on: 11/25/2026, Hawaii time',
      'Signed electronically: 11/22/2026, 10:00 AM Eastern Time (11/22/2026, 3:00 PM UTC)',
      `Agreement version: ${AGREEMENT_VERSION}`,
      'Consumer Credit File Rights Under State and Federal Law',
      'You have a right to dispute inaccurate information in your credit report',
      'Credit repair services agreement',
      'Plan: Professional.',
      'Price: $120.00 for each monthly billing period in which we prepare dispute letters for you',
      'Nothing is charged when you sign. Each billing period is charged after it ends',
      'Notice of Cancellation',
      'You may cancel this contract, without any penalty or obligation',
      // Their own deadline: signed on Sunday 11/22, three business days are Monday to Wednesday.
      'before midnight on 11/25/2026, Hawaii time (that is 5:00 AM, 11/26/2026, Eastern Time)',
      'I hereby cancel this transaction,',
      `Agreement version ${AGREEMENT_VERSION} · Page 1 of ${pages}`,
    ]) {
      expect(flat).toContain(words);
    }

    const list = (await listOf(english.cookie)).json() as SignedAgreementsResponse;
    expect(list.agreements).toMatchObject([
      { paymentType: 'monthly', version: AGREEMENT_VERSION, language: 'en', acceptedAt: accepted.acceptedAt },
    ]);
  });

  it('serves the same copy at any time later, to its owner only, as a file nobody caches', async () => {
    const [agreement] = ((await listOf(english.cookie)).json() as SignedAgreementsResponse).agreements;
    const url = `/api/subscription/agreements/${agreement?.id}/pdf`;
    t.clock.advance(40 * 86_400_000);
    const res = await call(english.cookie, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="agreement-2026-11-22-[0-9a-f]{8}\.pdf"$/,
    );
    // Built from the stored text and dated by the signature: the same bytes as the email's, weeks later.
    const emailed = (await mails()).find((mail) => mail.subject === 'Your signed agreement with CreditPath');
    expect(res.rawPayload.equals(emailed?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(true);

    const someoneElse = await call(spanish.cookie, 'GET', url);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json().code).toBe('NOT_FOUND');
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await call(english.cookie, 'GET', '/api/subscription/agreements/not-an-id/pdf')).statusCode).toBe(400);
    expect(((await listOf(spanish.cookie)).json() as SignedAgreementsResponse).agreements).toEqual([]);
  });

  it('gives a Spanish signer the Spanish copy, by email and on the account, newest first', async () => {
    const before = (await mails()).length;
    await sign(spanish.cookie, 'per_dispute', 'es');
    t.clock.advance(5 * 86_400_000);
    await sign(spanish.cookie, 'premium', 'es');
    const sent = (await mails()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Su contrato firmado con CreditPath',
      'Su contrato firmado con CreditPath',
    ]);
    expect(sent[0]?.text).toContain('Hola, Ana:');
    expect(sent[0]?.attachments[0]?.filename).toMatch(/^contrato-/);

    const { agreements } = (await listOf(spanish.cookie)).json() as SignedAgreementsResponse;
    expect(agreements.map((agreement) => agreement.paymentType)).toEqual(['premium', 'per_dispute']);
    const res = await call(spanish.cookie, 'GET', `/api/subscription/agreements/${agreements[1]?.id}/pdf`);
    const { flat } = textOf(res.rawPayload, 'basic-es');
    for (const words of [
      'Su contrato firmado',
      'Cliente: Ana García',
      'Plan y precio: Básico, $',
      'Firmado electrónicamente:',
      'Derechos del consumidor',
      'Contrato de servicios de reparación de crédito',
      'No se le cobra nada al firmar. El precio se cobra una sola vez',
      'Aviso de cancelación',
      'Por la presente cancelo esta transacción,',
      'Versión del contrato',
    ]) {
      expect(flat).toContain(words);
    }
    expect(flat).toMatch(/antes de la medianoche del \d\d\/\d\d\/\d{4}, hora de Hawái/);
  });

  it('spends the budget every file a member reads back shares, and only on a copy of their own', async () => {
    const reader = await member('Sam', 'Reader');
    await sign(reader.cookie, 'premium', 'en');
    const [own] = ((await listOf(reader.cookie)).json() as SignedAgreementsResponse).agreements;
    const budget = createDownloadBudget(t);
    for (let index = 1; index < FILE_DOWNLOADS_PER_HOUR; index += 1) await budget.hit(reader.id);
    expect((await call(reader.cookie, 'GET', `/api/subscription/agreements/${own?.id}/pdf`)).statusCode).toBe(200);
    const [another] = ((await listOf(english.cookie)).json() as SignedAgreementsResponse).agreements;
    expect((await call(reader.cookie, 'GET', `/api/subscription/agreements/${another?.id}/pdf`)).statusCode).toBe(404);
    const spent = await call(reader.cookie, 'GET', `/api/subscription/agreements/${own?.id}/pdf`);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('RATE_LIMITED');
  });

  it('keeps the signature when the email cannot be sent, and logs why', async () => {
    const someone = await member('Lee', 'Park');
    await t.app.afterReply.settled();
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    try {
      await sign(someone.cookie, 'monthly', 'en');
      await t.app.afterReply.settled();
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect(t.logs()).toContain('the signed agreement email failed after the answer was sent');
    const { agreements } = (await listOf(someone.cookie)).json() as SignedAgreementsResponse;
    expect(agreements).toHaveLength(1);
    expect(
      (await call(someone.cookie, 'GET', `/api/subscription/agreements/${agreements[0]?.id}/pdf`)).statusCode,
    ).toBe(200);
  });
});
