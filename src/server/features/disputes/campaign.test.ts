import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { tradelines } from '#server/db/schema/credit.ts';
import { disputeSteps, disputes, letters } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { findDeletions, markReappeared } from '#server/features/disputes/index.ts';
import {
  answerBureau,
  memberWithSentDisputes,
  memberWithVerifiedDispute,
  moveStep,
  takeStep,
} from '#server/test-support/disputes.ts';
import { signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { CFPB_COMPLAINT_URL } from '#shared/constants/campaign.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = setUpTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 1000 * DAY });
const admin = setUpOnce(() => signUpAdmin(t));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-campaign-'));
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const today = () => t.clock.now().toISOString().slice(0, 10);
const proposals = (dispute: DisputeResponse) => dispute.nextSteps.map(({ kind, bureau }) => `${kind} ${bureau}`);
const allowanceOf = async (cookie: string) => (await call('GET', '/api/subscription', cookie)).json().currentPeriod;

function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const FURNISHER = {
  name: 'Midland Credit Management',
  street: '350 Camino De La Reina',
  city: 'San Diego',
  state: 'CA',
  zipCode: '92108',
} as const;
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('after a bureau verifies the item', () => {
  it('asks it how, then the furnisher, then takes the member’s statement, none of it spending the plan', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const before = await allowanceOf(member.cookie);
    expect(before).toMatchObject({ used: 1 });
    expect(proposals(dispute)).toEqual([`method_of_verification ${bureau}`, `new_information ${bureau}`]);
    expect(dispute.campaignState).toBe('ready_for_next_round');
    // The older follow-up list stays in the answer, empty: the next steps say it all.
    expect(dispute.followUps).toEqual([]);

    const { step: asked } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    expect(asked).toMatchObject({
      round: 2,
      recipient: 'bureau',
      recipientName: BUREAU_NAMES[bureau],
      status: 'ready',
      hasLetter: true,
      overdue: false,
    });
    const target = { disputeId: id, stepId: asked.id };
    // Not answered before it is mailed, nor mailed on a day to come.
    const early = await call('PATCH', `/api/disputes/${id}/steps/${asked.id}`, member.cookie, {
      action: 'answered',
      outcome: 'verified',
    });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'not_sent' });
    const future = await call('PATCH', `/api/disputes/${id}/steps/${asked.id}`, member.cookie, {
      action: 'sent',
      sentOn: addDays(today(), 3),
    });
    expect(future.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'sent_date' });
    const sent = await moveStep(t, member.cookie, target, { action: 'sent', sentOn: today() });
    // Fifteen days to describe the procedure (§ 1681i(a)(7)), once the letter has had five to arrive.
    expect(sent.steps[0]).toMatchObject({ status: 'sent', sentOn: today(), responseDueOn: addDays(today(), 20) });
    const noOutcome = await call('PATCH', `/api/disputes/${id}/steps/${asked.id}`, member.cookie, {
      action: 'answered',
    });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().issues).toEqual([expect.objectContaining({ path: 'outcome' })]);
    const answered = await moveStep(t, member.cookie, target, {
      action: 'answered',
      outcome: 'verified',
      answeredOn: today(),
    });
    expect(answered.steps[0]).toMatchObject({ status: 'answered', outcome: 'verified', answeredOn: today() });
    const furnisherStep = answered.nextSteps.find((next) => next.kind === 'furnisher_dispute');
    expect(furnisherStep).toMatchObject({ bureau, needs: ['recipient_address'], suggestedRecipient: null });

    const unaddressed = await call('POST', `/api/disputes/${id}/steps`, member.cookie, {
      kind: 'furnisher_dispute',
      bureau,
    });
    expect(unaddressed.statusCode).toBe(400);
    expect(unaddressed.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'recipient' }] });
    const { step: toFurnisher } = await takeStep(t, member.cookie, id, {
      kind: 'furnisher_dispute',
      bureau,
      recipient: FURNISHER,
    });
    expect(toFurnisher).toMatchObject({ round: 3, recipient: 'furnisher', recipientName: FURNISHER.name });
    const letter = await call('GET', `/api/disputes/${id}/steps/${toFurnisher.id}/letter`, member.cookie);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toBe(
      `attachment; filename="${bureau}-furnisher_dispute-${toFurnisher.id}.pdf"`,
    );
    const text = pdfText(letter.rawPayload);
    expect(text).toContain(FURNISHER.name);
    expect(text).toContain(FURNISHER.street);
    expect(text).toContain('1681s-2');

    const furnisher = { disputeId: id, stepId: toFurnisher.id };
    await moveStep(t, member.cookie, furnisher, { action: 'sent', sentOn: today() });
    const exhausted = await moveStep(t, member.cookie, furnisher, { action: 'answered', outcome: 'verified' });
    expect(proposals(exhausted)).toEqual(
      expect.arrayContaining([`statement_of_dispute ${bureau}`, `cfpb_complaint ${bureau}`]),
    );
    // The complaint names the furnisher the letter went to, not the account's name on the report.
    const complaint = (await call('GET', `/api/disputes/${id}/complaint?lang=en`, member.cookie)).json();
    expect(complaint.text).toContain(`1022.43) to ${FURNISHER.name}.`);
    const tooLong = await call('POST', `/api/disputes/${id}/steps`, member.cookie, {
      kind: 'statement_of_dispute',
      bureau,
      statement: words(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([expect.objectContaining({ path: 'statement' })]);
    const { dispute: stated } = await takeStep(t, member.cookie, id, {
      kind: 'statement_of_dispute',
      bureau,
      statement: words(100),
    });
    expect(stated.steps.map((step) => [step.kind, step.round])).toEqual([
      ['method_of_verification', 2],
      ['furnisher_dispute', 3],
      ['statement_of_dispute', 4],
    ]);
    // A statement for the file asks for no investigation: it may be marked answered with no outcome.
    const statement = { disputeId: id, stepId: stated.steps[2]?.id ?? '' };
    await moveStep(t, member.cookie, statement, { action: 'sent', sentOn: today() });
    const filed = await moveStep(t, member.cookie, statement, { action: 'answered' });
    expect(filed.steps[2]).toMatchObject({ status: 'answered', outcome: null });
    // Every later letter of a dispute counts nothing against the plan (decision 024).
    expect(await allowanceOf(member.cookie)).toEqual(before);
  });

  it('never writes the same letter twice, and a new dispute only with something new', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const take = (payload: object) => call('POST', `/api/disputes/${id}/steps`, member.cookie, payload);
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    expect((await take({ kind: 'method_of_verification', bureau })).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      reason: 'step_exists',
    });
    await moveStep(t, member.cookie, { disputeId: id, stepId: step.id }, { action: 'sent', sentOn: today() });
    await moveStep(t, member.cookie, { disputeId: id, stepId: step.id }, { action: 'answered', outcome: 'verified' });
    // Asked once: no new information makes it a new request.
    expect((await take({ kind: 'method_of_verification', bureau })).json()).toMatchObject({
      code: 'STEP_NOT_OFFERED',
      reason: 'not_offered',
    });
    // Nothing calls for a reinsertion letter: the bureau never deleted the item.
    expect((await take({ kind: 'reinsertion', bureau })).json()).toMatchObject({
      code: 'STEP_NOT_OFFERED',
      reason: 'not_offered',
    });

    const news = 'The bank’s letter of March 3 says the account was opened by someone else.';
    const { step: first } = await takeStep(t, member.cookie, id, {
      kind: 'new_information',
      bureau,
      newInformation: news,
    });
    await moveStep(t, member.cookie, { disputeId: id, stepId: first.id }, { action: 'sent', sentOn: today() });
    await moveStep(t, member.cookie, { disputeId: id, stepId: first.id }, { action: 'answered', outcome: 'verified' });
    const again = await take({ kind: 'new_information', bureau, newInformation: news });
    expect(again.json()).toMatchObject({ code: 'STEP_NOT_OFFERED', reason: 'needs_new_information' });
    // Shouting it, or spacing it out, says nothing new either.
    const louder = await take({ kind: 'new_information', bureau, newInformation: ` ${news.toUpperCase()}\n` });
    expect(louder.json()).toMatchObject({ code: 'STEP_NOT_OFFERED', reason: 'needs_new_information' });
    const spaced = await take({ kind: 'new_information', bureau, newInformation: news.replaceAll(' ', '  ') });
    expect(spaced.json()).toMatchObject({ code: 'STEP_NOT_OFFERED', reason: 'needs_new_information' });
    const other = await take({
      kind: 'new_information',
      bureau,
      newInformation: 'The police report of April 9 names the person who opened it.',
    });
    expect(other.statusCode, other.body).toBe(201);
  });
});

describe('a step prepared by mistake', () => {
  it('is taken back with its letter until it is mailed, by its owner only, and is proposed again', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    const url = `/api/disputes/${id}/steps/${step.id}`;
    const other = await signUpMember(t);
    expect((await call('DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(404);

    t.clock.advance(60_000);
    const withdrawn = await call('DELETE', url, member.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = withdrawn.json() as DisputeResponse;
    expect(after.steps).toEqual([]);
    expect(proposals(after)).toContain(`method_of_verification ${bureau}`);
    expect(after.updatedAt).toBe(t.clock.now().toISOString());
    expect((await call('GET', `${url}/letter`, member.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(letters).where(eq(letters.stepId, step.id))).toEqual([]);
    expect((await call('DELETE', url, member.cookie)).statusCode).toBe(404);

    // Once mailed, the letter is part of the record.
    const { step: again } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    expect(again.round).toBe(2);
    await moveStep(t, member.cookie, { disputeId: id, stepId: again.id }, { action: 'sent', sentOn: today() });
    const mailed = await call('DELETE', `/api/disputes/${id}/steps/${again.id}`, member.cookie);
    expect(mailed.statusCode).toBe(409);
    expect(mailed.json()).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'sent' });
    const kept = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
    expect(kept.find((row) => row.id === id)?.steps).toEqual([expect.objectContaining({ id: again.id })]);
  });
});

describe('a bureau past its time', () => {
  it('calls for the missed-deadline letter and the CFPB complaint, whose text holds the dates', async () => {
    const member = await memberWithSentDisputes(t, admin);
    const [id] = member.disputeIds as [string];
    const mailedOn = today();
    const listed = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
    const bureau = listed.find((dispute) => dispute.id === id)?.bureaus[0]?.bureau ?? 'experian';
    t.clock.advance(4 * DAY);
    const deliveredOn = today();
    const delivered = await call('POST', `/api/disputes/${id}/bureaus/${bureau}/delivered`, member.cookie, {
      deliveredOn,
    });
    const dueOn = delivered.json().bureaus[0].responseDueOn;
    expect(dueOn).toBe(addDays(deliveredOn, 30));
    t.clock.advance(40 * DAY);
    const late = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    expect(late.campaignState).toBe('late');
    expect(proposals(late).slice(0, 2)).toEqual([`missed_deadline ${bureau}`, `cfpb_complaint ${bureau}`]);

    await takeStep(t, member.cookie, id, { kind: 'missed_deadline', bureau });
    const { step: complaint } = await takeStep(t, member.cookie, id, { kind: 'cfpb_complaint', bureau });
    expect(complaint).toMatchObject({ recipient: 'cfpb', recipientName: null, hasLetter: false });
    expect((await call('GET', `/api/disputes/${id}/steps/${complaint.id}/letter`, member.cookie)).statusCode).toBe(404);

    const en = await call('GET', `/api/disputes/${id}/complaint?lang=en`, member.cookie);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().portalUrl).toBe(CFPB_COMPLAINT_URL);
    const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    for (const day of [mailedOn, deliveredOn, dueOn]) expect(en.json().text).toContain(us(day));
    expect(en.json().text).toContain('Maria Lopez');
    const es = await call('GET', `/api/disputes/${id}/complaint?lang=es`, member.cookie);
    expect(es.json().text).not.toBe(en.json().text);
    expect(es.json().text).toContain(us(dueOn));

    // Filed with the CFPB's number, then what the CFPB said, in the member's words.
    const target = { disputeId: id, stepId: complaint.id };
    const filed = await moveStep(t, member.cookie, target, {
      action: 'sent',
      sentOn: today(),
      reference: '251102-1234567',
    });
    expect(filed.steps.find((step) => step.id === complaint.id)).toMatchObject({
      reference: '251102-1234567',
      responseDueOn: addDays(today(), 15),
    });
    const said = 'Experian answered the CFPB that it deleted the account.';
    const noted = await moveStep(t, member.cookie, target, { action: 'answered', answer: said });
    expect(noted.steps.find((step) => step.id === complaint.id)).toMatchObject({ status: 'answered', answer: said });
  });
});

describe('the latest answer of a bureau', () => {
  it('is dated when the member gives no day, and round 1’s late answer outranks an earlier later letter’s', async () => {
    const member = await memberWithSentDisputes(t, admin);
    const [id] = member.disputeIds as [string];
    const listed = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
    const bureau = listed.find((dispute) => dispute.id === id)?.bureaus[0]?.bureau ?? 'experian';
    t.clock.advance(40 * DAY);
    const { step } = await takeStep(t, member.cookie, id, { kind: 'missed_deadline', bureau });
    const target = { disputeId: id, stepId: step.id };
    await moveStep(t, member.cookie, target, { action: 'sent', sentOn: today() });
    const answered = await moveStep(t, member.cookie, target, { action: 'answered', outcome: 'deleted' });
    // No day given: the answer is today's.
    expect(answered.steps.find((row) => row.id === step.id)).toMatchObject({ outcome: 'deleted', answeredOn: today() });
    expect(proposals(answered)).not.toContain(`method_of_verification ${bureau}`);

    // The bureau's answer to round 1 comes the next day: it verified. It is the latest, so the bureau verified.
    t.clock.advance(DAY);
    const verified = await answerBureau(t, member.cookie, { disputeId: id, bureau }, 'verified');
    expect(proposals(verified)).toContain(`method_of_verification ${bureau}`);
    expect((await findDeletions(t.db, member.id)).filter((deletion) => deletion.disputeId === id)).toEqual([]);
  });
});

describe('a new dispute of an item whose campaign went on', () => {
  it('needs something new only when a bureau verified it, not when a statement for the file came back', async () => {
    const member = await memberWithSentDisputes(t, admin);
    const [id] = member.disputeIds as [string];
    const listed = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
    const sent = listed.find((dispute) => dispute.id === id) as DisputeResponse;
    let closed = sent;
    for (const { bureau } of sent.bureaus) {
      closed = await answerBureau(t, member.cookie, { disputeId: id, bureau }, 'updated');
    }
    expect(closed.status).toBe('resolved');
    const [first] = sent.bureaus;
    const answeredStep = (kind: 'statement_of_dispute' | 'new_information', round: number) => ({
      disputeId: id,
      userId: member.id,
      bureau: first?.bureau ?? 'experian',
      kind,
      round,
      status: 'answered' as const,
      preparedAt: t.clock.now(),
      sentOn: today(),
      answeredOn: today(),
      outcome: 'verified' as const,
      updatedAt: t.clock.now(),
    });
    const again = () =>
      call('POST', '/api/disputes', member.cookie, { negativeItemId: sent.negativeItemId, disputeReason: 'not_mine' });
    await t.db.insert(disputeSteps).values(answeredStep('statement_of_dispute', 2));
    const fresh = await again();
    expect(fresh.statusCode, fresh.body).toBe(201);
    // That draft goes, so the next one is not refused as a second open dispute.
    await t.db.delete(disputes).where(eq(disputes.id, fresh.json().id));

    await t.db.insert(disputeSteps).values(answeredStep('new_information', 3));
    expect((await again()).json()).toMatchObject({ code: 'ALREADY_VERIFIED', reason: 'new_information_required' });
  });
});

describe('who may take the steps', () => {
  it('the owner with a plan; another member finds nothing, an admin reads the letter with an audit entry', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    const other = await signUpMember(t);
    const routes = [
      ['POST', `/api/disputes/${id}/steps`, { kind: 'new_information', bureau, newInformation: words(8) }],
      ['PATCH', `/api/disputes/${id}/steps/${step.id}`, { action: 'sent', sentOn: today() }],
      ['GET', `/api/disputes/${id}/steps/${step.id}/letter`, undefined],
      ['GET', `/api/disputes/${id}/complaint`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, other.cookie, payload)).statusCode, url).toBe(404);
    }
    // An admin reads the letter (it is the member's data, so it is written down) but takes no step for them.
    const read = await call('GET', `/api/disputes/${id}/steps/${step.id}/letter`, admin.cookie);
    expect(read.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute_letter_viewed'), eq(auditLog.targetUserId, member.id)));
    expect(entry?.details).toMatchObject({ disputeId: id, bureau, letter: 'method_of_verification', stepId: step.id });
    expect((await call('POST', `/api/disputes/${id}/steps`, admin.cookie, routes[0][2])).statusCode).toBe(404);
    const mine = await call('GET', `/api/disputes/${id}/steps/${step.id}/letter`, member.cookie);
    expect(pdfText(mine.rawPayload)).toContain('1681i(a)(7)');

    // A plan that lapsed writes no new letter; what was written stays the member's.
    await t.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, member.id));
    const lapsed = await call('POST', `/api/disputes/${id}/steps`, member.cookie, routes[0][2]);
    expect(lapsed.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    expect(lapsed.statusCode).toBe(403);
    expect((await call('GET', `/api/disputes/${id}/steps/${step.id}/letter`, member.cookie)).statusCode).toBe(200);
  });
});

describe('an item a bureau deleted', () => {
  it('is found for reinsertion checks, marked back once, and then calls for the reinsertion letter', async () => {
    const { member, dispute, bureau: verifying } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const deleting = dispute.bureaus[1]?.bureau ?? 'equifax';
    await answerBureau(t, member.cookie, { disputeId: id, bureau: deleting }, 'deleted');
    // The bureau that verified deletes it when asked how it checked.
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau: verifying });
    await moveStep(t, member.cookie, { disputeId: id, stepId: step.id }, { action: 'sent', sentOn: today() });
    await moveStep(t, member.cookie, { disputeId: id, stepId: step.id }, { action: 'answered', outcome: 'deleted' });
    const [item] = await t.db.select().from(tradelines).where(eq(tradelines.id, dispute.negativeItemId));
    const found = await findDeletions(t.db, member.id);
    const keys = { disputeId: id, tradelineKey: item?.tradelineKey, reportId: item?.reportId };
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...keys, bureau: deleting }),
        expect.objectContaining({ ...keys, bureau: verifying }),
      ]),
    );
    expect(found.every(({ deletedAt }) => deletedAt.startsWith(today()))).toBe(true);

    const back = { disputeId: id, bureau: deleting, reportId: item?.reportId ?? '', now: t.clock.now() };
    expect(await markReappeared(t.db, back)).toBe(true);
    expect(await markReappeared(t.db, { ...back, now: new Date(t.clock.now().getTime() + DAY) })).toBe(false);
    expect((await findDeletions(t.db, member.id)).map(({ bureau }) => bureau)).toEqual([verifying]);
    const listed = (await call('GET', '/api/disputes', member.cookie)).json() as DisputeResponse[];
    const reinserted = listed.find((row) => row.id === id);
    expect(reinserted?.bureaus.find((row) => row.bureau === deleting)?.reappearedAt).toBe(t.clock.now().toISOString());
    expect(proposals(reinserted as DisputeResponse)).toEqual(
      expect.arrayContaining([`reinsertion ${deleting}`, `cfpb_complaint ${deleting}`]),
    );
  });
});

describe('a furnisher the vendor file gives an address for', () => {
  it('is suggested, and written to without the member typing it; an address no letter can go to is not', async () => {
    const { member, dispute, bureau } = await memberWithVerifiedDispute(t, admin);
    const id = dispute.id;
    const address = { street: '4 Vendor Way', city: 'Austin', state: 'TX', zipCode: '73301' };
    const setAddress = (creditorAddress: typeof address) =>
      t.db.update(tradelines).set({ creditorAddress }).where(eq(tradelines.id, dispute.negativeItemId));
    const { step } = await takeStep(t, member.cookie, id, { kind: 'method_of_verification', bureau });
    await moveStep(t, member.cookie, { disputeId: id, stepId: step.id }, { action: 'sent', sentOn: today() });
    await setAddress({ ...address, state: 'Ontario' });
    const unusable = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    expect(unusable.nextSteps.find((next) => next.kind === 'furnisher_dispute')).toMatchObject({
      needs: ['recipient_address'],
      suggestedRecipient: null,
    });
    await setAddress(address);
    const known = (await call('GET', '/api/disputes', member.cookie)).json()[0] as DisputeResponse;
    const suggested = { name: dispute.accountName, ...address };
    expect(known.nextSteps.find((next) => next.kind === 'furnisher_dispute')).toMatchObject({
      needs: [],
      suggestedRecipient: suggested,
    });
    const { step: toFurnisher } = await takeStep(t, member.cookie, id, { kind: 'furnisher_dispute', bureau });
    expect(toFurnisher.recipientName).toBe(dispute.accountName);
    const letter = await call('GET', `/api/disputes/${id}/steps/${toFurnisher.id}/letter`, member.cookie);
    expect(pdfText(letter.rawPayload)).toContain(address.street);
  });
});
