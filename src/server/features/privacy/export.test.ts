import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { mailings, mailingTracking, proofsOfAddress } from '#server/db/schema/mailings.ts';
import { users } from '#server/db/schema/users.ts';
import { queuedMailing } from '#server/test-support/mailings.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { type FullMember, LUCIA, memberWithEverything, ZEBULON } from '#server/test-support/privacy.ts';
import { readZip } from '#server/test-support/read-zip.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { DATA_EXPORTS_PER_HOUR } from '#shared/constants/privacy.ts';
import { HOUR_MS } from '#shared/constants/time.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let lucia: FullMember;
let zebulon: FullMember;

beforeAll(async () => {
  // Letters are mailed through the Lob double, which posts its tracking events to the listening app.
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY }, { lob: true });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.lob?.setWebhookUrl(`${origin}/api/webhooks/lob`);
  admin = await signUpAdmin(t);
  lucia = await memberWithEverything(t, admin, LUCIA);
  zebulon = await memberWithEverything(t, admin, ZEBULON);
});
afterAll(async () => {
  await t.close();
});

const download = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });

/** Every file of the member's download, and my-data.json parsed. */
async function exportOf(member: { cookie: string }) {
  const res = await download(member.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const files = readZip(res.rawPayload);
  const json = files.get('my-data.json');
  if (!json) throw new Error('no my-data.json');
  return { res, files, data: JSON.parse(json.toString('utf8')) };
}

describe('downloading my data', () => {
  it('gives a zip of everything we hold about the member, files opened, in their language', async () => {
    const { res, files, data } = await exportOf(lucia);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="my-data-${t.clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    expect(data.account).toMatchObject({ id: lucia.id, email: lucia.email, firstName: 'Lucia', lastName: 'Testcase' });
    // The profile is opened (it is theirs), but the SSN only by its last four.
    expect(data.profile).toMatchObject({
      dateOfBirth: LUCIA.dateOfBirth,
      ssnLast4: '0001',
      phone: LUCIA.phone,
      address: { street: LUCIA.street },
    });
    expect(data.consents).toEqual([expect.objectContaining({ fcraConsent: true })]);
    expect(data.agreementsSigned).toEqual([
      expect.objectContaining({ paymentType: 'monthly', document: expect.objectContaining({}) }),
    ]);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.payments).toEqual([
      expect.objectContaining({ kind: 'purchase', status: 'completed', verifiedBy: 'staff' }),
    ]);
    expect(data.subscriptionHistory.map((entry: { by: string }) => entry.by)).toContain('staff');
    // The demo pull, the imported file and the items typed in; the imported file itself travels unpacked.
    expect(data.creditReports.map((report: { source: string }) => report.source).sort()).toEqual([
      'demo',
      'manual',
      'mismo',
    ]);
    const imported = data.creditReports.find((report: { importedFile: string | null }) => report.importedFile);
    expect(files.get(imported.importedFile)?.toString('utf8')).toContain('_FirstName="LUCIA"');
    expect(data.creditReportItems.length).toBeGreaterThan(0);
    expect(data.creditReportItems[0]).not.toHaveProperty('accountNumberSealed');
    expect(data.itemsEnteredByHand).toEqual([
      expect.objectContaining({
        entry: expect.objectContaining({ creditorName: LUCIA.creditor }),
        accountNumberLast4: '7890',
      }),
    ]);
    // The member's own words, sealed at rest, opened.
    expect(data.disputes).toEqual([
      expect.objectContaining({ id: lucia.disputeId, additionalDetails: `${LUCIA.marker} in my own words` }),
    ]);
    expect(data.disputes[0]).not.toHaveProperty('additionalDetailsSealed');
    expect(data.letters.length).toBeGreaterThan(0);
    expect(data.letters[0].text.from[0]).toBe('Lucia Testcase');
    expect(data.notifications).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'plan_active' })]));
    expect(data.signedInDevices.length).toBeGreaterThan(0);
    expect(data.passkeys).toEqual([]);
    expect(data.auditEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'subscription_activated', by: 'staff' }),
        expect.objectContaining({ action: 'member_data_exported', by: 'you' }),
      ]),
    );
    // Staff's own address is not the member's to see.
    expect(data.auditEvents.find((entry: { by: string }) => entry.by === 'staff')).not.toHaveProperty('ipAddress');

    // Every file named in the data is in the zip, opened: the letters as PDFs, the uploads as they were sent.
    for (const letter of data.letters) expect(files.get(letter.file)?.subarray(0, 5).toString()).toBe('%PDF-');
    const answer = data.disputes[0].bureaus.find((bureau: { answerLetter: unknown }) => bureau.answerLetter);
    expect(files.get(answer.answerLetter.file)).toEqual(lucia.files.answerLetter);
    expect(files.get(data.reportPdfs[0].file)).toEqual(lucia.files.reportPdf);
    expect(files.get(data.idPhotos[0].file)).toEqual(lucia.files.idFront);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'my-data.json',
        ...data.letters.map((letter: { file: string }) => letter.file),
        answer.answerLetter.file,
        data.reportPdfs[0].file,
        imported.importedFile,
        data.idPhotos[0].file,
      ].sort(),
    );
    expect(files.get('README.txt')?.toString('utf8')).toContain('This file holds everything we keep about you.');
  });

  it('holds nothing of another member', async () => {
    const { files } = await exportOf(lucia);
    const everything = [...files.entries()].map(([name, bytes]) => `${name}\n${bytes.toString('latin1')}`).join('\n');
    const zebulonsReports = (
      await t.app.inject({ method: 'GET', url: '/api/disputes', headers: { cookie: zebulon.cookie } })
    ).json();
    const theirs = [
      zebulon.id,
      zebulon.email,
      zebulon.reportId,
      zebulon.disputeId,
      zebulon.disputeId.slice(0, 8).toUpperCase(),
      ...zebulonsReports.map((dispute: { negativeItemId: string }) => dispute.negativeItemId),
      ZEBULON.firstName,
      ZEBULON.lastName,
      ZEBULON.ssn,
      ZEBULON.ssn.replaceAll('-', ''),
      ZEBULON.phone,
      ZEBULON.street,
      ZEBULON.marker,
      ZEBULON.creditor,
    ];
    expect(theirs.filter((value) => everything.includes(value))).toEqual([]);
    // The search can find things: Lucia's own are there.
    expect(
      [lucia.id, LUCIA.street, LUCIA.marker, LUCIA.creditor].filter((value) => !everything.includes(value)),
    ).toEqual([]);
    // Not even the member's own full SSN: only its last four travel.
    expect(everything).not.toContain(LUCIA.ssn);
  });

  it('writes the README in the member’s language', async () => {
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, zebulon.id));
    const { files } = await exportOf(zebulon);
    expect(files.get('README.txt')?.toString('utf8')).toContain(
      'Este archivo contiene todo lo que guardamos sobre usted.',
    );
  });

  it('records each download in the audit log, and allows a few an hour', async () => {
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, zebulon.id));
    const audited = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member_data_exported'), eq(auditLog.targetUserId, zebulon.id)));
    const before = (await audited()).length;
    t.clock.advance(2 * 60 * 60 * 1000);
    for (let index = 0; index < DATA_EXPORTS_PER_HOUR; index += 1)
      expect((await download(zebulon.cookie)).statusCode).toBe(200);
    const refused = await download(zebulon.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await audited()).toHaveLength(before + DATA_EXPORTS_PER_HOUR);
    expect((await audited()).at(-1)).toMatchObject({ actorId: zebulon.id, actorEmail: zebulon.email });
    t.clock.advance(60 * 60 * 1000);
    expect((await download(zebulon.cookie)).statusCode).toBe(200);
  });

  it('gives the letters we mailed with their USPS scans, and the proof of address as it was stored, cleaned', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(HOUR_MS);
    if (!t.lob) throw new Error('no Lob double');
    expect((await t.lob.sendEvent(mailing.lobLetterId, 'letter.certified.mailed')).status).toBe(200);
    const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#36a' } })
      .withExif({ IFD0: { Copyright: 'GPS 40.7128 N secret-marker' } })
      .jpeg()
      .toBuffer();
    const file = multipartFile('file', 'my bill.jpg', photo, 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/mailing/proof-of-address',
      payload: file.payload,
      headers: { ...file.headers, cookie: mailing.member.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const [row] = await t.db.select().from(mailings).where(eq(mailings.id, mailing.mailingId));
    const scans = await t.db.select().from(mailingTracking).where(eq(mailingTracking.mailingId, mailing.mailingId));
    const [proof] = await t.db.select().from(proofsOfAddress).where(eq(proofsOfAddress.userId, mailing.member.id));
    if (!row || !proof) throw new Error('no mailing or proof stored');
    // Mailed and charged by the event: the columns the export must carry are filled.
    expect(row).toMatchObject({ status: 'mailed', trackingNumber: expect.any(String), paymentId: expect.any(String) });
    expect(scans).toHaveLength(1);

    const { files, data } = await exportOf(mailing.member);
    expect(data.mailings).toEqual([
      {
        id: row.id,
        disputeId: mailing.disputeId,
        bureau: 'experian',
        status: 'mailed',
        enclosures: row.enclosures,
        priceCents: row.priceCents,
        lobLetterId: mailing.lobLetterId,
        sendAfter: row.sendAfter?.toISOString(),
        trackingNumber: row.trackingNumber,
        expectedDeliveryOn: row.expectedDeliveryOn,
        mailedOn: row.mailedOn,
        deliveredOn: null,
        paymentId: row.paymentId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        letterFile: expect.stringMatching(/^letters\/.+-experian-.+\.pdf$/u),
        tracking: scans.map((scan) => ({
          step: scan.step,
          occurredAt: scan.occurredAt.toISOString(),
          location: scan.location,
        })),
      },
    ]);
    expect(data.letters.map((letter: { file: string }) => letter.file)).toContain(data.mailings[0].letterFile);
    expect(data.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: row.paymentId, kind: 'mailing' })]),
    );

    // The image as it was sealed after its metadata was stripped, opened: not the upload, and byte for byte the store.
    const stored = t.cipher.decrypt(proof.imageSealed);
    expect(data.proofOfAddress).toEqual({
      mediaType: 'image/jpeg',
      byteSize: stored.length,
      createdAt: proof.createdAt.toISOString(),
      file: 'proof-of-address/proof-of-address.jpg',
    });
    const exported = files.get(data.proofOfAddress.file);
    expect(exported).toEqual(stored);
    expect(exported?.includes('secret-marker')).toBe(false);
    expect(files.get('README.txt')?.toString('utf8')).toContain('proof-of-address/ - the photo of a bill');

    // Another member's export holds none of it.
    const { files: luciasFiles, data: luciasData } = await exportOf(lucia);
    expect(luciasData.mailings).toEqual([]);
    expect(luciasData.proofOfAddress).toBeNull();
    const hers = [...luciasFiles.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect([row.id, mailing.lobLetterId, row.trackingNumber].filter((value) => value && hers.includes(value))).toEqual(
      [],
    );
  });

  it('answers no HEAD: a download is only ever made to be read', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/account/export', headers: { cookie: lucia.cookie } });
    expect(res.statusCode).toBe(404);
  });
});
