import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { reportDocuments } from '#server/db/schema/manual-entries.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { MAX_REPORT_PDF_BYTES, MAX_REPORT_PDFS_PER_MEMBER } from '#shared/constants/credit-files.ts';
import type { ManualEntriesResponse, ReportDocument } from '#shared/schemas/manual-items.ts';

const t = setUpTestApp();

const DOCUMENTS = '/api/credit-report/manual/documents';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n(Experian report for Maria Lopez)\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const upload = (cookie: string, content: Buffer, filename = 'experian.pdf', type = 'application/pdf') => {
  const { payload, headers } = multipartFile('file', filename, content, type);
  return t.app.inject({ method: 'POST', url: DOCUMENTS, payload, headers: { ...headers, cookie } });
};
const call = (method: 'GET' | 'DELETE', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: { cookie } });
const storedOf = (userId: string) => t.db.select().from(reportDocuments).where(eq(reportDocuments.userId, userId));

describe('a report PDF the member keeps', () => {
  it('is stored encrypted and comes back to its owner byte for byte, as a download', async () => {
    const member = await signUpMember(t);
    const res = await upload(member.cookie, PDF, 'Experian report (Nov 2026).pdf');
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as ReportDocument;
    expect(document).toEqual({
      id: expect.any(String),
      fileName: 'Experian report (Nov 2026).pdf',
      sizeBytes: PDF.length,
      uploadedAt: t.clock.now().toISOString(),
    });

    const [stored] = await storedOf(member.id);
    expect(stored?.contentSealed.equals(PDF)).toBe(false);
    expect(stored?.contentSealed.includes('Maria Lopez')).toBe(false);
    expect(stored?.contentSealed.includes('%PDF-')).toBe(false);

    const entries = (await call('GET', '/api/credit-report/manual', member.cookie)).json() as ManualEntriesResponse;
    expect(entries.documents).toEqual([document]);
    // Keeping a report file is not entering anything: no report is made of it.
    expect(entries.reportId).toBeNull();
    expect(await t.db.select().from(creditReports).where(eq(creditReports.userId, member.id))).toEqual([]);

    const download = await call('GET', `${DOCUMENTS}/${document.id}`, member.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Experian report (Nov 2026).pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['cache-control']).toContain('no-store');
  });

  it('keeps a safe name of its own, whatever the browser sent', async () => {
    const member = await signUpMember(t);
    const res = await upload(member.cookie, PDF, '..\\"reporte de crédito".pdf');
    expect(res.json().fileName).toBe('reporte de credito.pdf');
    const download = await call('GET', `${DOCUMENTS}/${res.json().id}`, member.cookie);
    expect(download.headers['content-disposition']).toBe('attachment; filename="reporte de credito.pdf"');
  });

  it('is checked by its content: a PNG named .pdf, a cut-short PDF and no file are refused, nothing stored', async () => {
    const member = await signUpMember(t);
    const png = await upload(member.cookie, PNG, 'report.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe('NOT_A_PDF');
    const cut = await upload(member.cookie, PDF.subarray(0, 40), 'report.pdf');
    expect(cut.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'POST',
      url: DOCUMENTS,
      payload: {},
      headers: { cookie: member.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'file' }] });
    expect(await storedOf(member.id)).toEqual([]);
  });

  it(`is at most ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB`, async () => {
    const member = await signUpMember(t);
    const padding = Buffer.alloc(MAX_REPORT_PDF_BYTES + 1 - PDF.length, 0x20);
    const tooLarge = await upload(member.cookie, Buffer.concat([PDF.subarray(0, 9), padding, PDF.subarray(9)]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');
    const padded = Buffer.concat([PDF.subarray(0, 9), padding.subarray(1), PDF.subarray(9)]);
    expect(padded.length).toBe(MAX_REPORT_PDF_BYTES);
    expect((await upload(member.cookie, padded)).statusCode).toBe(201);
  });

  it(`is one of at most ${MAX_REPORT_PDFS_PER_MEMBER} a member keeps`, async () => {
    const member = await signUpMember(t);
    for (let n = 0; n < MAX_REPORT_PDFS_PER_MEMBER; n += 1) {
      expect((await upload(member.cookie, PDF)).statusCode).toBe(201);
    }
    const refused = await upload(member.cookie, PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'too_many_documents' });
    expect(await storedOf(member.id)).toHaveLength(MAX_REPORT_PDFS_PER_MEMBER);
  });

  it('is its owner’s alone, and removed for good', async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const { id } = (await upload(owner.cookie, PDF)).json() as ReportDocument;
    for (const res of [
      await call('GET', `${DOCUMENTS}/${id}`, other.cookie),
      await call('DELETE', `${DOCUMENTS}/${id}`, other.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await storedOf(owner.id)).toHaveLength(1);
    expect(
      ((await call('GET', '/api/credit-report/manual', other.cookie)).json() as ManualEntriesResponse).documents,
    ).toEqual([]);

    expect((await call('DELETE', `${DOCUMENTS}/${id}`, owner.cookie)).statusCode).toBe(204);
    expect(await storedOf(owner.id)).toEqual([]);
    expect((await call('GET', `${DOCUMENTS}/${id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `${DOCUMENTS}/${id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('limits uploads to 30 an hour a member, whatever became of them', async () => {
    const member = await signUpMember(t);
    for (let n = 0; n < 30; n++) expect((await upload(member.cookie, PDF)).statusCode).not.toBe(429);
    const refused = await upload(member.cookie, PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await storedOf(member.id)).toHaveLength(12);
  });
});
