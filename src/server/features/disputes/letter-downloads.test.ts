import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { letters } from '#server/db/schema/disputes.ts';
import { sealLegacyLetters } from '#server/features/letters/seal-legacy-letters.ts';
import { openLetter } from '#server/features/letters/sealed-letter.ts';
import { takeStep } from '#server/test-support/disputes.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { memberProfile as profile } from '#shared/test-support/members.ts';

const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
const admin = setUpOnce(() => signUpAdmin(t));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-downloads-'));
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const disputeOf = async (cookie: string, id: string) =>
  ((await call('GET', '/api/disputes', cookie)).json() as DisputeResponse[]).find((dispute) => dispute.id === id);

/** An active member's dispute of the first item reported by `bureauCount` bureaus, sent. */
async function sentDispute(bureauCount: number) {
  const member = await activeMember(t, admin);
  const item = member.report.negativeItems.find((negative) => negative.bureaus.length === bureauCount);
  if (!item) throw new Error(`the demo report has no item reported by ${bureauCount} bureaus`);
  const drafted = await call('POST', '/api/disputes', member.cookie, {
    negativeItemId: item.id,
    disputeReason: 'not_mine',
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const id = (drafted.json() as DisputeResponse).id;
  expect((await call('POST', '/api/disputes/process', member.cookie, { disputeIds: [id] })).statusCode).toBe(200);
  return { member, item, id };
}

const rawContents = async (disputeId: string) =>
  (
    await t.db
      .select({ raw: sql<string>`${letters.content}::text` })
      .from(letters)
      .where(eq(letters.disputeId, disputeId))
  ).map((row) => row.raw);

function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the letters of a dispute', () => {
  it('go only to the bureaus that report the item: one reporting bureau, one letter', async () => {
    const { member, item, id } = await sentDispute(1);
    const [reporting] = item.bureaus;
    const dispute = await disputeOf(member.cookie, id);
    expect(Object.keys(JSON.parse(dispute?.letterContent ?? '{}')).sort()).toEqual(['generatedAt', reporting].sort());
    expect(await rawContents(id)).toHaveLength(1);
    for (const bureau of BUREAUS) {
      const pdf = await call('GET', `/api/disputes/${id}/download-pdf/${bureau}`, member.cookie);
      expect(pdf.statusCode, bureau).toBe(bureau === reporting ? 200 : 404);
    }
    // Writing them again still writes to that bureau alone.
    expect((await call('POST', `/api/disputes/${id}/regenerate-letters`, member.cookie, {})).statusCode).toBe(200);
    const written = await t.db.select({ bureau: letters.bureau }).from(letters).where(eq(letters.disputeId, id));
    expect(written.map((row) => row.bureau)).toEqual([reporting, reporting]);
  });

  it('are stored sealed: no date of birth, SSN digits, street or name in the row', async () => {
    const { member, id } = await sentDispute(3);
    const raws = await rawContents(id);
    expect(raws).toHaveLength(3);
    const [year, month, day] = profile.dateOfBirth.split('-');
    for (const raw of raws) {
      // The row is one opaque envelope, and the envelope's bytes carry none of the letter's text.
      const { sealed, ...rest } = JSON.parse(raw);
      expect(rest).toEqual({});
      expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const bytes = Buffer.from(sealed, 'base64').toString('latin1');
      for (const secret of [
        profile.dateOfBirth,
        `${month}/${day}/${year}`,
        profile.ssn.slice(-4),
        profile.address.street,
        profile.lastName,
      ]) {
        expect(bytes).not.toContain(secret);
      }
    }
    // The member still reads them, in the API and on paper.
    const dispute = await disputeOf(member.cookie, id);
    expect(JSON.parse(dispute?.letterContent ?? '{}').experian).toContain(`Date of birth: ${month}/${day}/${year}`);
    const pdf = await call('GET', `/api/disputes/${id}/download-pdf/experian`, member.cookie);
    expect(pdfText(pdf.rawPayload)).toContain(profile.address.street);
  });

  it('written before letters were sealed still download, and are sealed once at start-up', async () => {
    const { member, id } = await sentDispute(3);
    const rows = await t.db.select().from(letters).where(eq(letters.disputeId, id));
    // Stored the way letters used to be: the plain letter in the row.
    for (const row of rows) {
      await t.db
        .update(letters)
        .set({ content: openLetter(t.cipher, row.content) })
        .where(eq(letters.id, row.id));
    }
    expect((await rawContents(id)).every((raw) => raw.includes(profile.address.street))).toBe(true);
    const before = await call('GET', `/api/disputes/${id}/download-pdf/equifax`, member.cookie);
    expect(pdfText(before.rawPayload)).toContain(profile.address.street);

    // Two instances starting at once share the work; neither seals a row twice.
    const sealed = await Promise.all([sealLegacyLetters(t.db, t.cipher), sealLegacyLetters(t.db, t.cipher)]);
    expect(sealed[0] + sealed[1]).toBe(rows.length);
    expect(await sealLegacyLetters(t.db, t.cipher)).toBe(0);
    const raws = await rawContents(id);
    expect(raws.every((raw) => !raw.includes(profile.address.street) && 'sealed' in JSON.parse(raw))).toBe(true);
    const after = await call('GET', `/api/disputes/${id}/download-pdf/equifax`, member.cookie);
    expect(pdfText(after.rawPayload)).toBe(pdfText(before.rawPayload));
    const resealed = await t.db.select().from(letters).where(eq(letters.disputeId, id));
    for (const row of rows) {
      const now = resealed.find((other) => other.id === row.id);
      expect(now && openLetter(t.cipher, now.content)).toEqual(openLetter(t.cipher, row.content));
    }
  });
});

describe('after a bureau answers "verified"', () => {
  it('proposes asking that bureau how it verified, and says when an item is too old to be reported', async () => {
    const member = await activeMember(t, admin);
    const item = member.report.negativeItems.find(
      (negative) => negative.bureaus.length > 1 && negative.disputeReasons.some((reason) => reason.code === 'outdated'),
    );
    if (!item) throw new Error('the demo report has no outdated item reported by several bureaus');
    const [verifying, deleting] = item.bureaus;
    if (!verifying || !deleting) throw new Error('the item is reported by fewer than two bureaus');
    const drafted = await call('POST', '/api/disputes', member.cookie, {
      negativeItemId: item.id,
      reasonCodes: ['outdated'],
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const id = (drafted.json() as DisputeResponse).id;
    expect((await call('POST', '/api/disputes/process', member.cookie, { disputeIds: [id] })).statusCode).toBe(200);
    const today = t.clock.now().toISOString().slice(0, 10);
    const mov = `/api/disputes/${id}/download-pdf/${verifying}?kind=method_of_verification`;
    // Nothing to ask before the bureau answers.
    expect((await call('GET', mov, member.cookie)).statusCode).toBe(404);
    for (const [bureau, outcome] of [
      [verifying, 'verified'],
      [deleting, 'deleted'],
    ] as const) {
      const base = `/api/disputes/${id}/bureaus/${bureau}`;
      expect((await call('POST', `${base}/mailed`, member.cookie, { mailedOn: today })).statusCode).toBe(200);
      const answered = await call('POST', `${base}/answer`, member.cookie, { outcome, respondedOn: today });
      expect(answered.statusCode, answered.body).toBe(200);
    }

    const dispute = await disputeOf(member.cookie, id);
    expect(dispute?.reportingEndedOn).toBe(item.reportingEndsOn);
    const asked = dispute?.nextSteps.filter((next) => next.kind === 'method_of_verification');
    expect(asked?.map(({ bureau }) => bureau)).toEqual([verifying]);
    // The letter is the campaign step's: none is written by kind, outside the campaign.
    expect(dispute?.followUps).toEqual([]);
    expect((await call('GET', mov, member.cookie)).statusCode).toBe(404);
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau: verifying });
    const pdf = await call('GET', `/api/disputes/${id}/steps/${step.id}/letter`, member.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Request for method of verification');
    expect(text).toContain('you answered that the');
    // The bureau that deleted the item is asked nothing.
    const none = await call('POST', `/api/disputes/${id}/steps`, member.cookie, {
      kind: 'method_of_verification',
      bureau: deleting,
    });
    expect(none.json()).toMatchObject({ code: 'STEP_NOT_OFFERED', reason: 'not_offered' });
  });
});
