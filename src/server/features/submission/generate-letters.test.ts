import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReports } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes, letters } from '#server/db/schema/disputes.ts';
import { letterToText } from '#server/features/letters/letter-text.ts';
import type { Letter } from '#server/features/letters/letter-types.ts';
import { openLetter } from '#server/features/letters/sealed-letter.ts';
import { findLetterConsumer } from '#server/features/profile/member-profile.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind, StepStatus } from '#shared/constants/campaign.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { generateLetters, generateStepLetter, LETTER_VERSIONS_KEPT } from './generate-letters.ts';

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

describe('a campaign step’s letter', () => {
  /** A sent dispute of an item not disputed yet, and the first bureau it wrote to: every step below follows it. */
  let id: string;
  let bureau: Bureau;
  beforeAll(async () => {
    const disputed = new Set((await t.db.select().from(disputes)).map((row) => row.tradelineId));
    const item = member.report.negativeItems.find(
      (candidate) => !disputed.has(candidate.id) && candidate.disputeReasons.length > 0,
    );
    if (!item) throw new Error('the demo report has no undisputed item left');
    const sent = await sendDispute(item.id, { disputeReason: item.disputeReasons[0]?.code });
    id = sent.id;
    bureau = sent.bureaus[0] as Bureau;
  });

  async function newStep(kind: CampaignStepKind, status: StepStatus = 'ready', more: object = {}) {
    const now = t.clock.now();
    const [step] = await t.db
      .insert(disputeSteps)
      .values({
        disputeId: id,
        userId: member.id,
        bureau,
        kind,
        round: 2,
        status,
        preparedAt: now,
        updatedAt: now,
        ...more,
      })
      .returning({ id: disputeSteps.id });
    if (!step) throw new Error('no step');
    return step.id;
  }

  async function writeStep(
    options: Omit<Parameters<typeof generateStepLetter>[1], 'consumer' | 'cipher' | 'now' | 'userId'>,
  ) {
    const consumer = await findLetterConsumer(t.db, t.cipher, member.id);
    if (!consumer) throw new Error('no profile');
    return t.db.transaction((tx) =>
      generateStepLetter(tx, { ...options, userId: member.id, consumer, cipher: t.cipher, now: t.clock.now() }),
    );
  }

  const stepLetters = (disputeId: string) =>
    t.db
      .select()
      .from(letters)
      .where(and(eq(letters.disputeId, disputeId), isNotNull(letters.stepId)));

  it('is written from what the dispute recorded, stored sealed with its step, as the next version', async () => {
    await t.db
      .update(disputeBureaus)
      .set({
        mailedOn: '2026-01-05',
        trackingNumber: '9407111899223197428490',
        status: 'answered',
        outcome: 'verified',
        respondedAt: new Date('2026-02-02T15:00:00Z'),
      })
      .where(and(eq(disputeBureaus.disputeId, id), eq(disputeBureaus.bureau, bureau)));
    const mov = await newStep('method_of_verification');
    const written = await writeStep({ disputeId: id, stepId: mov, kind: 'method_of_verification', bureau });
    const text = letterToText(written?.letter as Letter);
    expect(text).toContain('On 01/05/2026, I mailed you a letter (USPS tracking number 9407111899223197428490)');
    expect(text).toContain('On 02/02/2026, you answered that the');
    // A follow-up of the same kind was never written here: the step's letter is the first version.
    const [stored] = await stepLetters(id);
    expect(stored).toMatchObject({ stepId: mov, kind: 'method_of_verification', bureau, version: 1 });
    expect(openLetter(t.cipher, stored?.content as object)).toEqual(written?.letter);
    expect(stored?.content).toEqual(written?.content);
    expect(written?.version).toBe(1);

    const furnisher = await newStep('furnisher_dispute');
    const recipient = { name: 'ACME BANK', street: 'PO Box 1', city: 'Wilmington', state: 'DE', zipCode: '19850' };
    const toFurnisher = await writeStep({
      disputeId: id,
      stepId: furnisher,
      kind: 'furnisher_dispute',
      bureau,
      recipient,
    });
    expect(toFurnisher?.letter.to).toEqual(['ACME BANK', 'PO Box 1', 'Wilmington, DE 19850']);
    const furnisherText = letterToText(toFurnisher?.letter as Letter);
    expect(furnisherText).toContain('12 CFR 1022.43');
    expect(furnisherText).toContain('On 01/05/2026, I mailed');
    expect(furnisherText).not.toMatch(/Date of birth|Social Security/);

    // Two new-information steps (each answered before the next), each a version of its own.
    const words = (n: number) => `The bank’s letter number ${n} says the account was paid in full.`;
    for (const n of [1, 2]) {
      const step = await newStep('new_information');
      const written = await writeStep({
        disputeId: id,
        stepId: step,
        kind: 'new_information',
        bureau,
        newInformation: words(n),
      });
      expect(written?.version).toBe(n);
      expect(letterToText(written?.letter as Letter)).toContain(`What is new, in my own words: “${words(n)}”`);
      await t.db.update(disputeSteps).set({ status: 'answered', outcome: 'verified' }).where(eq(disputeSteps.id, step));
    }
    expect((await stepLetters(id)).map((row) => [row.kind, row.version]).sort()).toEqual([
      ['furnisher_dispute', 1],
      ['method_of_verification', 1],
      ['new_information', 1],
      ['new_information', 2],
    ]);
  });

  it('says of a date what the caller gives, null for none, and takes the latest deletion for a reinsertion', async () => {
    // The report that showed the item again is dated 05/12/2026; it was brought to the app on 05/20/2026.
    const [report] = await t.db.select().from(creditReports).where(eq(creditReports.userId, member.id)).limit(1);
    if (!report) throw new Error('no report');
    const [later] = await t.db
      .insert(creditReports)
      .values({ ...report, id: crypto.randomUUID(), reportDate: '2026-05-12' })
      .returning({ id: creditReports.id });
    await t.db
      .update(disputeBureaus)
      .set({
        mailedOn: '2026-01-05',
        trackingNumber: null,
        deliveredOn: '2026-01-09',
        responseDueOn: '2026-02-08',
        status: 'answered',
        outcome: 'verified',
        respondedAt: new Date('2026-02-02T15:00:00Z'),
        reappearedAt: new Date('2026-05-20T15:00:00Z'),
        reappearedInReportId: later?.id ?? null,
      })
      .where(and(eq(disputeBureaus.disputeId, id), eq(disputeBureaus.bureau, bureau)));
    const late = await newStep('missed_deadline');
    const missed = await writeStep({
      disputeId: id,
      stepId: late,
      kind: 'missed_deadline',
      bureau,
      originalMailedOn: null,
    });
    const missedText = letterToText(missed?.letter as Letter);
    expect(missedText).toContain('I sent you a letter disputing');
    expect(missedText).toContain('It was delivered to you on 01/09/2026.');
    expect(missedText).toContain('That time ended on 02/08/2026');
    expect(missedText).not.toContain('01/05/2026');

    // The method-of-verification step brought the deletion, on 04/01/2026.
    await t.db.insert(disputeSteps).values({
      disputeId: id,
      userId: member.id,
      bureau,
      kind: 'method_of_verification',
      round: 2,
      status: 'answered',
      answeredOn: '2026-04-01',
      outcome: 'deleted',
      preparedAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    const back = await newStep('reinsertion');
    const reinsertion = letterToText(
      (await writeStep({ disputeId: id, stepId: back, kind: 'reinsertion', bureau }))?.letter as Letter,
    );
    expect(reinsertion).toContain('On 04/01/2026, you deleted it from my file.');
    expect(reinsertion).toContain('A copy of my credit report obtained on 05/12/2026 shows the');

    // A report that gives no date of its own: none is claimed (the day it was brought is not the report's).
    await t.db
      .update(creditReports)
      .set({ reportDate: null })
      .where(eq(creditReports.id, later?.id ?? ''));
    await t.db.update(disputeSteps).set({ status: 'answered', outcome: 'verified' }).where(eq(disputeSteps.id, back));
    const again = await newStep('reinsertion');
    const undated = letterToText(
      (await writeStep({ disputeId: id, stepId: again, kind: 'reinsertion', bureau }))?.letter as Letter,
    );
    expect(undated).toContain('A later copy of my credit report shows the');
    expect(undated).not.toContain('05/20/2026');
  });

  it('is not written for another member’s dispute, and regenerating a follow-up never drops it', async () => {
    const step = await newStep('method_of_verification', 'answered');
    const consumer = await findLetterConsumer(t.db, t.cipher, member.id);
    if (!consumer) throw new Error('no profile');
    const stranger = await t.db.transaction((tx) =>
      generateStepLetter(tx, {
        userId: crypto.randomUUID(),
        disputeId: id,
        stepId: step,
        kind: 'method_of_verification',
        bureau,
        consumer,
        cipher: t.cipher,
        now: t.clock.now(),
      }),
    );
    expect(stranger).toBeNull();
    await writeStep({ disputeId: id, stepId: step, kind: 'method_of_verification', bureau });
    for (let n = 0; n < LETTER_VERSIONS_KEPT + 2; n += 1) {
      await t.db.transaction((tx) =>
        generateLetters(tx, {
          userId: member.id,
          disputeIds: [id],
          kind: 'method_of_verification',
          bureaus: [bureau],
          now: t.clock.now(),
          consumer,
          cipher: t.cipher,
        }),
      );
    }
    const kept = await t.db
      .select()
      .from(letters)
      .where(and(eq(letters.disputeId, id), eq(letters.kind, 'method_of_verification')));
    // Both steps' letters (this one and the first test's) stay; the follow-ups keep their newest versions.
    expect(kept.filter((row) => row.stepId === step)).toHaveLength(1);
    expect(kept.filter((row) => row.stepId !== null)).toHaveLength(2);
    expect(kept.filter((row) => row.stepId === null)).toHaveLength(LETTER_VERSIONS_KEPT);
  });

  it('asking how the bureau verified, cites the latest verification, a later letter’s too', async () => {
    // The campaign starts over (the steps above go, with their letters). Round 1 went unanswered; the missed-deadline letter was answered "verified" on 03/15/2026.
    await t.db.delete(disputeSteps).where(eq(disputeSteps.disputeId, id));
    await t.db
      .update(disputeBureaus)
      .set({
        mailedOn: '2026-01-05',
        status: 'answered',
        outcome: 'no_response',
        respondedAt: new Date('2026-02-20T15:00:00Z'),
      })
      .where(and(eq(disputeBureaus.disputeId, id), eq(disputeBureaus.bureau, bureau)));
    const missed = await newStep('missed_deadline', 'answered', { answeredOn: '2026-03-15', outcome: 'verified' });
    const first = await newStep('method_of_verification');
    const dated = letterToText(
      (await writeStep({ disputeId: id, stepId: first, kind: 'method_of_verification', bureau }))?.letter as Letter,
    );
    expect(dated).toContain('On 03/15/2026, you answered that the');
    expect(dated).not.toContain('have not received');

    // The same answer with no day recorded: verified, with no day claimed.
    await t.db.update(disputeSteps).set({ answeredOn: null }).where(eq(disputeSteps.id, missed));
    await t.db.update(disputeSteps).set({ status: 'answered' }).where(eq(disputeSteps.id, first));
    const second = await newStep('method_of_verification');
    const undated = letterToText(
      (await writeStep({ disputeId: id, stepId: second, kind: 'method_of_verification', bureau }))?.letter as Letter,
    );
    expect(undated).toContain('You answered that the');
    expect(undated).not.toContain('have not received');
    expect(undated).not.toContain('03/15/2026');
  });
});
