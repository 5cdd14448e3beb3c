import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';
import { letterToText } from '#server/features/letters/letter-text.ts';
import type { Letter } from '#server/features/letters/letter-types.ts';
import { openLetter } from '#server/features/letters/sealed-letter.ts';
import { findLetterConsumer } from '#server/features/profile/member-profile.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { generateLetters } from './generate-letters.ts';

let t: TestApp;
let member: { cookie: string; id: string; report: CreditReportResponse };

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
  member = await activeMember(t, await signUpAdmin(t));
  // The member typed Equifax's and TransUnion's confirmation numbers; Experian's report gave none.
  await t.db
    .update(creditReports)
    .set({ bureauReportNumbers: { equifax: '5204817736', transunion: '381920446' } })
    .where(eq(creditReports.userId, member.id));
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });
}

/** Files and sends a dispute of the item, answering each bureau's letter as text. */
async function sendDispute(itemId: string, body: object, before?: (id: string) => Promise<void>) {
  const drafted = await call('POST', '/api/disputes', { negativeItemId: itemId, ...body });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const id = (drafted.json() as DisputeResponse).id;
  await before?.(id);
  const sent = await call('POST', '/api/disputes/process', { disputeIds: [id] });
  expect(sent.statusCode, sent.body).toBe(200);
  const rows = await t.db.select().from(letters).where(eq(letters.disputeId, id));
  const bureaus = await t.db.select().from(disputeBureaus).where(eq(disputeBureaus.disputeId, id));
  return {
    id,
    bureaus: bureaus.map((row) => row.bureau).sort(),
    text: Object.fromEntries(rows.map((row) => [row.bureau, letterToText(openLetter(t.cipher, row.content))])),
  };
}

const itemWith = (rule: string, bureau: string) => {
  const item = member.report.negativeItems.find((candidate) =>
    candidate.disputeReasons.some((reason) => reason.rule === rule && reason.bureaus.includes(bureau as never)),
  );
  if (!item) throw new Error(`the demo report has no ${rule} item at ${bureau}`);
  return item;
};

describe('letters name only the bureaus whose own file bears out the claim', () => {
  it('writes “listed twice” to Equifax alone, which shows both the hospital’s account and the collection', async () => {
    const collection = itemWith('duplicate', 'equifax');
    expect(collection.disputeReasons.find((reason) => reason.code === 'duplicate')?.bureaus).toEqual(['equifax']);
    const { bureaus, text } = await sendDispute(collection.id, { disputeReason: 'duplicate' });
    expect(bureaus).toEqual(['equifax']);
    expect(text.equifax).toContain('reports the debt of the');
    expect(text.equifax).toContain('more than once in my file');
    expect(text.equifax).not.toMatch(/Experian|TransUnion/);
    // Equifax's own confirmation number, never another bureau's.
    expect(text.equifax).toContain('Credit report file number: 5204817736');
    expect(text.equifax).not.toContain('381920446');
  });

  it('states what the member knows at every bureau, each with its own number or none', async () => {
    const hospital = member.report.negativeItems.find(
      (item) => item.bureaus.includes('experian') && item.disputeReasons.some((reason) => reason.code === 'duplicate'),
    );
    expect(hospital?.bureaus).toEqual(['experian', 'equifax']);
    const { bureaus, text } = await sendDispute(hospital?.id ?? '', { reasonCodes: ['not_mine', 'duplicate'] });
    expect(bureaus).toEqual(['equifax', 'experian']);
    expect(text.experian).toContain('is not mine');
    expect(text.experian).not.toContain('more than once');
    expect(text.experian).not.toContain('Credit report file number');
    expect(text.equifax).toContain('more than once in my file');
    expect(text.equifax).toContain('Credit report file number: 5204817736');
  });

  it('mentions an identity theft report only when the member said they have one', async () => {
    const without = await sendDispute(itemWith('single_bureau', 'transunion').id, { disputeReason: 'identity_theft' });
    expect(without.text.transunion).toContain('is the result of identity theft');
    expect(without.text.transunion).not.toMatch(/identity theft report|1681c-2/);
    expect(without.text.transunion).toContain('Credit report file number: 381920446');
    const stale = itemWith('outdated', 'transunion');
    const withReport = await sendDispute(stale.id, { disputeReason: 'identity_theft' }, async (id) => {
      await t.db.update(disputes).set({ identityTheftReport: true }).where(eq(disputes.id, id));
    });
    expect(withReport.text.transunion).toContain('a copy of my identity theft report');
    expect(withReport.text.transunion).toContain('15 U.S.C. § 1681c-2');
  });
});

describe('a follow-up', () => {
  it('is written for a bureau the dispute wrote to before this rule, though it argues no reason there', async () => {
    const original = member.report.negativeItems.find(
      (item) => item.bureaus.includes('experian') && item.disputeReasons.some((reason) => reason.code === 'duplicate'),
    );
    // The hospital's account was disputed above (not mine, listed twice): its letters went to Equifax and Experian.
    const [dispute] = await t.db
      .select()
      .from(disputes)
      .where(eq(disputes.tradelineId, original?.id ?? ''));
    if (!dispute) throw new Error('no dispute of the hospital account');
    // A dispute of "listed twice" alone, sent before this rule, had a row at Experian too: its follow-up is owed.
    await t.db
      .update(disputes)
      .set({ reasonCode: 'duplicate', reasonCodes: ['duplicate'] })
      .where(eq(disputes.id, dispute.id));
    const consumer = await findLetterConsumer(t.db, t.cipher, member.id);
    if (!consumer) throw new Error('no profile');
    const lettersToExperian = (kind: LetterKind) =>
      t.db.transaction((tx) =>
        generateLetters(tx, {
          userId: member.id,
          disputeIds: [dispute.id],
          kind,
          bureaus: ['experian'],
          now: t.clock.now(),
          consumer,
          cipher: t.cipher,
        }),
      );
    const written = await lettersToExperian('method_of_verification');
    expect(written.map((letter) => letter.bureau)).toEqual(['experian']);
    expect(letterToText(written[0]?.letter as Letter)).toContain('Request for method of verification');
    const redone = await lettersToExperian('dispute');
    // A dispute letter, though, says nothing to Experian that its file does not show.
    expect(redone).toEqual([]);
  });
});
