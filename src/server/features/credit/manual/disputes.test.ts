import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { manualItems } from '#server/db/schema/manual-entries.ts';
import { addManualItem, aManualItem } from '#server/test-support/manual-entries.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import type { ManualEntriesResponse } from '#shared/schemas/manual-items.ts';

const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
const admin = setUpOnce(() => signUpAdmin(t));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-manual-letters-'));
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const pdfText = (pdf: Buffer) => {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** A collection Experian and Equifax report, first delinquent in 2016: the finder says it is outdated. */
const old = { firstDelinquencyDate: '2016-03-01', dateOpened: '2017-01-10' };
const outdated = aManualItem({ views: [aManualView(old), aManualView({ ...old, bureau: 'equifax' })] });
const other = aManualItem({
  itemType: 'late_payment',
  creditorName: 'Chase Bank',
  originalCreditorName: null,
  accountNumber: null,
  views: [aManualView({ paymentStatus: 'late_60', firstDelinquencyDate: '2026-07-01' })],
});

describe('a dispute of a hand-entered item', () => {
  it('goes through the disputes like any item, and locks the item as its letters quote it', async () => {
    const member = await activeMember(t, admin);
    const disputed = await addManualItem(t, member.cookie, outdated);
    t.clock.advance(1000);
    const kept = await addManualItem(t, member.cookie, other);
    t.clock.advance(1000);

    const report = (await call('GET', '/api/credit-report', member.cookie)).json() as CreditReportResponse;
    expect(report.dataSource).toBe('manual');
    const item = report.negativeItems.find((negative) => negative.creditorName === 'Midland Credit Management');
    expect(item?.disputeReasons.map((reason) => reason.code)).toContain('outdated');
    const drafted = await call('POST', '/api/disputes', member.cookie, {
      negativeItemId: item?.id,
      disputeReason: 'outdated',
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const disputeId = (drafted.json() as DisputeResponse).id;

    // Disputed, the item can no longer change or go; the other one still can.
    const entries = (await call('GET', '/api/credit-report/manual', member.cookie)).json() as ManualEntriesResponse;
    expect(entries.items.map(({ id, locked }) => ({ id, locked }))).toEqual([
      { id: kept.id, locked: false },
      { id: disputed.id, locked: true },
    ]);
    const storedBefore = await t.db.select().from(manualItems).where(eq(manualItems.id, disputed.id));
    for (const res of [
      await call('PUT', `/api/credit-report/manual/items/${disputed.id}`, member.cookie, other),
      await call('DELETE', `/api/credit-report/manual/items/${disputed.id}`, member.cookie),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ITEM_LOCKED');
    }
    expect(await t.db.select().from(manualItems).where(eq(manualItems.id, disputed.id))).toEqual(storedBefore);

    // Editing the other item makes a new report; the one the dispute was filed from stays.
    const edited = await call('PUT', `/api/credit-report/manual/items/${kept.id}`, member.cookie, {
      ...other,
      creditorName: 'JPMorgan Chase Bank',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const current = (await call('GET', '/api/credit-report', member.cookie)).json() as CreditReportResponse;
    expect(current.id).not.toBe(report.id);
    const manualReports = await t.db
      .select({ id: creditReports.id })
      .from(creditReports)
      .where(and(eq(creditReports.userId, member.id), eq(creditReports.source, 'manual')));
    expect(manualReports.map((row) => row.id).sort()).toEqual([report.id, current.id].sort());
    expect(current.negativeItems.map(({ creditorName, isDisputed }) => ({ creditorName, isDisputed }))).toEqual(
      expect.arrayContaining([
        { creditorName: 'Midland Credit Management', isDisputed: true },
        { creditorName: 'JPMorgan Chase Bank', isDisputed: false },
      ]),
    );

    // Experian's report number typed after the dispute was filed: its letter cites it, Equifax's cites none.
    const numbered = await call('PUT', '/api/credit-report/manual/scores', member.cookie, {
      scores: [],
      reportNumbers: { experian: '3817-2044-19' },
    });
    expect(numbered.statusCode, numbered.body).toBe(200);

    const sent = await call('POST', '/api/disputes/process', member.cookie, { disputeIds: [disputeId] });
    expect(sent.statusCode, sent.body).toBe(200);
    const dispute = ((await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[]).find(
      (one) => one.id === disputeId,
    );
    expect(dispute?.bureaus.map((bureau) => bureau.bureau).sort()).toEqual(['equifax', 'experian']);
    const letters = JSON.parse(dispute?.letterContent ?? '{}');
    expect(Object.keys(letters).sort()).toEqual(['equifax', 'experian', 'generatedAt']);
    expect(letters.experian).toContain('Midland Credit Management');
    expect(letters.experian).toContain('ending in 7890');
    expect(letters.experian).toContain('Credit report file number: 3817-2044-19');
    expect(letters.equifax).not.toContain('Credit report file number');

    const pdf = await call('GET', `/api/disputes/${disputeId}/download-pdf/equifax`, member.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Midland Credit Management');
    expect((await call('GET', `/api/disputes/${disputeId}/download-pdf/transunion`, member.cookie)).statusCode).toBe(
      404,
    );
  });

  it('unlocks the item when its dispute is withdrawn before any letter', async () => {
    const member = await activeMember(t, admin);
    const entered = await addManualItem(t, member.cookie, outdated);
    t.clock.advance(1000);
    const report = (await call('GET', '/api/credit-report', member.cookie)).json() as CreditReportResponse;
    const drafted = await call('POST', '/api/disputes', member.cookie, {
      negativeItemId: report.negativeItems[0]?.id,
      disputeReason: 'outdated',
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const disputeId = (drafted.json() as DisputeResponse).id;
    const locked = await call('PUT', `/api/credit-report/manual/items/${entered.id}`, member.cookie, outdated);
    expect(locked.statusCode).toBe(409);

    const withdrawn = await call('PATCH', `/api/disputes/${disputeId}/status`, member.cookie, { status: 'withdrawn' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    t.clock.advance(1000);
    const edited = await call('PUT', `/api/credit-report/manual/items/${entered.id}`, member.cookie, {
      ...outdated,
      creditorName: 'Midland Funding',
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('drops what a bureau deleted from the report, as that bureau’s next report would', async () => {
    const member = await activeMember(t, admin);
    await addManualItem(t, member.cookie, outdated);
    t.clock.advance(1000);
    const report = (await call('GET', '/api/credit-report', member.cookie)).json() as CreditReportResponse;
    const drafted = await call('POST', '/api/disputes', member.cookie, {
      negativeItemId: report.negativeItems[0]?.id,
      disputeReason: 'outdated',
    });
    const disputeId = (drafted.json() as DisputeResponse).id;
    expect((await call('POST', '/api/disputes/process', member.cookie, { disputeIds: [disputeId] })).statusCode).toBe(
      200,
    );
    await t.db
      .update(disputeBureaus)
      .set({ status: 'answered', outcome: 'deleted' })
      .where(and(eq(disputeBureaus.disputeId, disputeId), eq(disputeBureaus.bureau, 'experian')));

    t.clock.advance(1000);
    const refreshed = await call('POST', '/api/credit-report/refresh', member.cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(201);
    const after = refreshed.json() as CreditReportResponse;
    expect(after.negativeItems.map(({ creditorName, bureaus }) => ({ creditorName, bureaus }))).toEqual([
      { creditorName: 'Midland Credit Management', bureaus: ['equifax'] },
    ]);
  });
});
