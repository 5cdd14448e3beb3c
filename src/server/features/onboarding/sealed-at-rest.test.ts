import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityDocuments } from '#server/db/schema/onboarding.ts';
import { aManualItem } from '#server/test-support/manual-entries.ts';
import {
  completeSteps,
  createAccountAndSignIn,
  documentRowsOf,
  draftRowOf,
  dumpDatabase,
  idPhoto,
  uniqueProfile,
  visitor,
} from '#server/test-support/onboarding.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';

const SSN_FORMS = ['123456789', '123-45-6789'];
const DATE_OF_BIRTH = '1988-04-12';
const MARKER = 'secret-marker';
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

const t = setUpTestApp();

describe('ID photos at rest', () => {
  it('are stored sealed, and what the seal holds has no metadata left', async () => {
    const original = await idPhoto('jpeg');
    expect(original.toString('latin1')).toContain(MARKER);
    const v = visitor(t);
    await v.call('PUT', '/api/onboarding/profile', uniqueProfile());
    expect((await v.upload('front', original)).statusCode).toBe(201);
    expect((await v.upload('back', await idPhoto('png'), 'back.png', 'image/png')).statusCode).toBe(201);
    const rows = await documentRowsOf(t, (await draftRowOf(t, v))?.id ?? '');
    expect(rows).toHaveLength(2);

    for (const row of rows) {
      const sealed = Buffer.from(row.imageSealed);
      expect(sealed.subarray(0, 3).equals(JPEG_SIGNATURE), row.side).toBe(false);
      expect(sealed.subarray(0, 4).equals(PNG_SIGNATURE), row.side).toBe(false);
      expect(sealed.toString('latin1')).not.toContain(MARKER);
      const thumbnail = Buffer.from(row.thumbnailSealed ?? []);
      expect(thumbnail.length).toBeGreaterThan(0);
      expect(thumbnail.subarray(0, 4).toString('latin1')).not.toBe('RIFF');

      const opened = t.cipher.decrypt(sealed);
      expect(opened.toString('latin1')).not.toContain(MARKER);
      const metadata = await sharp(opened).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width).toBe(96);
      expect(row.byteSize).toBe(opened.length);
    }
    const front = rows.find((row) => row.side === 'front');
    expect(
      t.cipher
        .decrypt(Buffer.from(front?.imageSealed ?? []))
        .subarray(0, 3)
        .equals(JPEG_SIGNATURE),
    ).toBe(true);
  });

  it('stay sealed when they become the member’s', async () => {
    const v = visitor(t);
    await completeSteps(t, v, 4, uniqueProfile());
    const member = await createAccountAndSignIn(t, v);
    const rows = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, member.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Buffer.from(row.imageSealed).toString('latin1')).not.toContain(MARKER);
      expect(t.cipher.decrypt(Buffer.from(row.imageSealed)).toString('latin1')).not.toContain(MARKER);
    }
  });
});

describe('the SSN and date of birth at rest', () => {
  it('never appear in clear in any table, for a finished journey or a draft half-way', async () => {
    const done = visitor(t);
    const doneAnswers = uniqueProfile();
    await completeSteps(t, done, 4, doneAnswers);
    await createAccountAndSignIn(t, done);
    const halfway = visitor(t);
    await completeSteps(t, halfway, 3, uniqueProfile());
    // Items typed by hand wait in the draft sealed too, beside the profile.
    await halfway.call('POST', '/api/onboarding/manual-items', aManualItem());
    const chosen = visitor(t);
    await completeSteps(t, chosen, 4, uniqueProfile({ ssn: '123456789' }));
    const started = visitor(t);
    await started.call('PUT', '/api/onboarding/profile', uniqueProfile());

    const dump = await dumpDatabase(t);
    // The dump does see the data: the member, the drafts and the sealed profile are there.
    expect(dump.users).toContain(doneAnswers.email);
    expect(dump.member_profiles).toContain(doneAnswers.firstName);
    // Since migration 0014 not even the SSN's last four are kept in clear: they are sealed with the street and phone.
    expect(dump.member_profiles).toContain('"ssn_last4":null');
    expect(dump.member_profiles).toContain('contact_sealed');
    expect(dump.onboarding_drafts?.length).toBeGreaterThan(1000);
    for (const [table, text] of Object.entries(dump)) {
      for (const ssn of SSN_FORMS) {
        expect(text.includes(ssn), `${ssn} in ${table}`).toBe(false);
        expect(text.includes(Buffer.from(ssn).toString('base64')), `${ssn} (base64) in ${table}`).toBe(false);
        expect(text.includes(Buffer.from(ssn).toString('hex')), `${ssn} (hex) in ${table}`).toBe(false);
      }
    }
    // The drafts and the profile keep it sealed; no other table copies it either.
    expect(dump.onboarding_drafts).toBeDefined();
    expect(dump.member_profiles).toBeDefined();
    for (const [table, text] of Object.entries(dump)) {
      expect(text.includes(DATE_OF_BIRTH), `date of birth in ${table}`).toBe(false);
      expect(text.includes(Buffer.from(DATE_OF_BIRTH).toString('hex')), `date of birth (hex) in ${table}`).toBe(false);
    }
    expect(Object.values(dump).some((text) => text.includes('8812-3344-5566-7890'))).toBe(false);
    // The cookie is kept only as its hash.
    const token = halfway.jar.get('cp_onboarding') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(Object.values(dump).some((text) => text.includes(token))).toBe(false);
    // And what the seal holds is the real profile.
    const draft = await draftRowOf(t, halfway);
    expect(t.cipher.decrypt(Buffer.from(draft?.profileSealed ?? [])).toString()).toContain('123456789');
  });
});
