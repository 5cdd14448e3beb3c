import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityDocuments } from '#server/db/schema/onboarding.ts';
import { buildHeicFile } from '#server/documents/test-support/build-heic-file.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { documentRowsOf, draftRowOf, idPhoto, uniqueProfile, visitor } from '#server/test-support/onboarding.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';

const t = setUpTestApp();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** `size` bytes that start like a PNG. */
const pngOfSize = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);

/** A visitor past step 1, ready to upload. */
async function atStepTwo() {
  const v = visitor(t);
  const saved = await v.call('PUT', '/api/onboarding/profile', uniqueProfile());
  expect(saved.statusCode).toBe(200);
  return v;
}

const rowsOf = async (v: ReturnType<typeof visitor>) => {
  const draft = await draftRowOf(t, v);
  return draft ? documentRowsOf(t, draft.id) : [];
};

describe('what an upload is', () => {
  it('is decided by the bytes: a PNG named scan.pdf and sent as application/pdf is kept as a PNG', async () => {
    const v = await atStepTwo();
    const res = await v.upload('front', await idPhoto('png'), 'scan.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ side: 'front', mediaType: 'image/png', hasThumbnail: true });
    const [row] = await rowsOf(v);
    expect(row?.mediaType).toBe('image/png');
    expect(JSON.stringify(row)).not.toContain('scan.pdf');
  });

  it('takes a JPEG and a WebP by content too', async () => {
    const v = await atStepTwo();
    expect((await v.upload('front', await idPhoto('webp'), 'front.jpg', 'image/jpeg')).json().mediaType).toBe(
      'image/webp',
    );
    expect((await v.upload('back', await idPhoto('jpeg'), 'back', 'application/octet-stream')).json().mediaType).toBe(
      'image/jpeg',
    );
  });

  it('refuses a PDF named id.png and sent as image/png with 415, storing nothing', async () => {
    const v = await atStepTwo();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const res = await v.upload('front', pdf, 'id.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', reason: 'unknown_type' });
    expect(await rowsOf(v)).toEqual([]);
  });

  it('refuses bytes that start like a PNG but are not one', async () => {
    const v = await atStepTwo();
    const res = await v.upload('front', pngOfSize(5000), 'id.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', reason: 'undecodable' });
  });

  it('keeps a HEIC photo, which has no preview', async () => {
    const v = await atStepTwo();
    const res = await v.upload('front', buildHeicFile().file, 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mediaType: 'image/heic', hasThumbnail: false });
    expect((await v.call('GET', '/api/onboarding/documents/front/thumbnail')).statusCode).toBe(404);
  });
});

describe('the size limit', () => {
  it('refuses a file of exactly 10 MB and one past it with 413', async () => {
    const v = await atStepTwo();
    expect(ID_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    for (const size of [10 * 1024 * 1024, 10 * 1024 * 1024 + 1000]) {
      const res = await v.upload('front', pngOfSize(size), 'big.png', 'image/png');
      expect(res.statusCode, String(size)).toBe(413);
      expect(res.json().code).toBe('FILE_TOO_LARGE');
    }
    expect(await rowsOf(v)).toEqual([]);
  });

  it('lets a file one byte under the limit through to the image check', async () => {
    const v = await atStepTwo();
    const res = await v.upload('front', pngOfSize(10 * 1024 * 1024 - 1), 'big.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
  });
});

describe('refusals', () => {
  it('answers 400 when no file is sent', async () => {
    const v = await atStepTwo();
    const json = await v.call('POST', '/api/onboarding/documents/front', { file: 'nothing' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'file' }] });

    const boundary = '----creditpathempty';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/documents/front',
      remoteAddress: v.remoteAddress,
      headers: { cookie: v.cookie(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');

    const { payload, headers } = multipartFile('file', 'id.png', await idPhoto('png'), 'image/png');
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/documents/front',
      remoteAddress: v.remoteAddress,
      headers: { ...headers, cookie: v.cookie() },
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(await rowsOf(v)).toEqual([]);
  });

  it('refuses an upload before the profile with 409 STEP_LOCKED', async () => {
    const v = visitor(t);
    const res = await v.upload('front', await idPhoto());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STEP_LOCKED', reason: '1' });
    expect(await rowsOf(v)).toEqual([]);
  });

  it('answers 400 to a side that is neither front nor back', async () => {
    const v = await atStepTwo();
    expect((await v.upload('middle', await idPhoto())).statusCode).toBe(400);
    expect((await v.call('DELETE', '/api/onboarding/documents/middle')).statusCode).toBe(400);
    expect((await v.call('GET', '/api/onboarding/documents/middle/thumbnail')).statusCode).toBe(400);
  });
});

describe('replacing and removing a photo', () => {
  it('keeps one row per side: a new photo of a side replaces the old one', async () => {
    const v = await atStepTwo();
    await v.upload('front', await idPhoto('jpeg'));
    const [first] = await rowsOf(v);
    const again = await v.upload('front', await idPhoto('png'), 'front.png', 'image/png');
    expect(again.statusCode).toBe(201);
    const rows = await rowsOf(v);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mediaType).toBe('image/png');
    expect(rows[0]?.id).not.toBe(first?.id);
    await v.upload('back', await idPhoto('jpeg'));
    expect((await rowsOf(v)).map((row) => row.side).sort()).toEqual(['back', 'front']);
    expect((await v.state()).documents.front?.mediaType).toBe('image/png');
  });

  it('takes two uploads of one side at once (a double tap) without an error, keeping one row', async () => {
    const v = await atStepTwo();
    const [jpeg, png] = await Promise.all([idPhoto('jpeg'), idPhoto('png')]);
    const answers = await Promise.all([
      v.upload('front', jpeg),
      v.upload('front', png, 'front.png', 'image/png'),
      v.upload('front', jpeg),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(await rowsOf(v)).toHaveLength(1);
  });

  it('deletes the stored photo on Remove and opens step 2 again', async () => {
    const v = await atStepTwo();
    await v.upload('front', await idPhoto());
    await v.upload('back', await idPhoto());
    expect((await v.state()).completedSteps).toEqual([1, 2]);
    const res = await v.call('DELETE', '/api/onboarding/documents/front');
    expect(res.statusCode).toBe(204);
    expect((await rowsOf(v)).map((row) => row.side)).toEqual(['back']);
    const state = await v.state();
    expect(state.documents.front).toBeNull();
    expect(state.completedSteps).toEqual([1]);
    expect(state.currentStep).toBe(2);
    // Removing what is not there is not an error.
    expect((await v.call('DELETE', '/api/onboarding/documents/front')).statusCode).toBe(204);
  });
});

describe('the thumbnail', () => {
  it('is a small WebP, never cached, for the owner', async () => {
    const v = await atStepTwo();
    await v.upload('front', await idPhoto('jpeg'));
    const res = await v.call('GET', '/api/onboarding/documents/front/thumbnail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(String(res.headers['cache-control'])).toContain('no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.toString('latin1')).not.toContain('secret-marker');
    expect((await v.call('GET', '/api/onboarding/documents/back/thumbnail')).statusCode).toBe(404);
  });
});

describe('a signed-in member', () => {
  it('puts their photo straight onto their account, with no draft', async () => {
    const member = await signUpMember(t);
    const m = visitor(t, { session: member.cookie });
    const res = await m.upload('front', await idPhoto());
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, member.id));
    expect(rows.map((row) => [row.side, row.draftId])).toEqual([['front', null]]);
    expect(m.jar.has('cp_onboarding')).toBe(false);
  });
});
