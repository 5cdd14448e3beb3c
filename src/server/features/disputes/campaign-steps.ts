import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockUser } from '#server/db/member-lock.ts';
import { AppError, notFound } from '#server/errors.ts';
import { type LetterConsumer, openLetter, renderLetterPdf } from '#server/features/letters/index.ts';
import { findLetterConsumer } from '#server/features/profile/index.ts';
import { disputeDetailsOf, generateStepLetter } from '#server/features/submission/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind } from '#shared/constants/campaign.ts';
import { isStepOverdue, roundOfNewStep, stepResponseDueOn } from '#shared/rules/campaign.ts';
import { isoDayOf, latestDate } from '#shared/rules/iso-date.ts';
import type { NextStep, PrepareStepRequest, UpdateStepRequest } from '#shared/schemas/campaign.ts';
import { type DisputeStepRow, deleteStep, findStepLetter, insertStep, updateStep } from './campaign-queries.ts';
import { nextStepsOf, sealStepDetails, stepDetailsOf } from './campaign-view.ts';
import { type DisputeRecord, findAuditTarget, findVisibleDispute, updateDispute } from './queries.ts';
import { type DisputeDeps, getDispute, profileRequired, subscriptionRequired, type Viewer } from './service.ts';
import { checkDay, invalidTransition, withLockedDispute, writtenOn } from './update-status.ts';

const stepNotOffered = (reason: 'needs_new_information' | 'not_offered') =>
  new AppError('STEP_NOT_OFFERED', 409, 'The answers so far do not call for this step', { reason });
const fieldRequired = (path: string) =>
  new AppError('VALIDATION_FAILED', 400, `This step needs "${path}"`, {
    issues: [{ path, code: 'custom', message: 'validation.required' }],
  });

/** Words compared as a reader would: case and spacing make nothing new. */
const plainWords = (words: string) => words.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a new dispute to a bureau says nothing it has not heard: "new" information the member already gave,
 * with the first dispute or an earlier new one. A bureau may refuse such a dispute as frivolous (§ 1681i(a)(3)),
 * so the app does not write it. (Every other kind is written once per bureau: the rules propose none twice.)
 */
function repeatsItself(record: DisputeRecord, request: PrepareStepRequest, cipher: DisputeDeps['cipher']): boolean {
  const { kind, bureau, newInformation } = request;
  if (kind !== 'new_information' || !newInformation) return false;
  const earlier = record.steps.filter((step) => step.kind === kind && step.bureau === bureau);
  const said = [
    disputeDetailsOf(cipher, record.dispute),
    ...earlier.map((step) => stepDetailsOf(cipher, step).newInformation),
  ];
  return said.some((words) => words !== null && plainWords(words) === plainWords(newInformation));
}

/**
 * The steps whose recipient owes no answer on an investigation: the CFPB's answer is the member's note, a statement
 * of dispute is filed, a goodwill request may go unanswered. Their answer may be recorded with no outcome; every
 * other letter's recipient answers one of four ways.
 */
const OUTCOME_OPTIONAL: ReadonlySet<CampaignStepKind> = new Set(['cfpb_complaint', 'statement_of_dispute', 'goodwill']);

/** A proposed step written down: recorded in the round it belongs to, with what was given sealed, and its letter. */
async function writeStep(
  tx: Transaction,
  cipher: DisputeDeps['cipher'],
  step: { record: DisputeRecord; request: PrepareStepRequest; proposal: NextStep; consumer: LetterConsumer; now: Date },
) {
  const { record, request, proposal, consumer, now } = step;
  const { id: disputeId, userId } = record.dispute;
  const { kind, bureau } = request;
  const stepDetails = {
    recipient: request.recipient ?? proposal.suggestedRecipient,
    newInformation: request.newInformation ?? null,
    statement: request.statement ?? null,
  };
  const stepId = await insertStep(tx, {
    disputeId,
    userId,
    bureau,
    kind,
    round: roundOfNewStep(record.steps),
    status: 'ready',
    detailsSealed: sealStepDetails(cipher, stepDetails),
    preparedAt: now,
    updatedAt: now,
  });
  if (kind !== 'cfpb_complaint') {
    const written = await generateStepLetter(tx, {
      consumer,
      cipher,
      userId,
      disputeId,
      stepId,
      kind,
      bureau,
      ...stepDetails,
      now,
    });
    if (!written) throw new Error(`no letter was written for step ${stepId}`);
  }
  await updateDispute(tx, disputeId, { updatedAt: now });
}

/**
 * The member takes a step the answers so far call for: it is recorded in the round it belongs to, with what they
 * gave sealed, and its letter is written (the CFPB complaint has none: the member files its text). It needs an
 * active plan but spends nothing of it: a dispute counts once, its campaign's later letters count nothing
 * (decision 024).
 */
export async function prepareStep(deps: DisputeDeps, viewer: Viewer, id: string, request: PrepareStepRequest) {
  await withLockedDispute(deps, viewer, id, async ({ tx, record, owner, isOwner, now }) => {
    if (!isOwner) throw notFound();
    if (owner.subscriptionStatus !== 'active') throw subscriptionRequired();
    const { kind, bureau } = request;
    if (record.steps.some((step) => step.kind === kind && step.bureau === bureau && step.status !== 'answered')) {
      throw invalidTransition('step_exists');
    }
    const proposal = nextStepsOf(record, now).find((next) => next.kind === kind && next.bureau === bureau);
    if (!proposal) throw stepNotOffered('not_offered');
    if (proposal.needs.includes('recipient_address') && !request.recipient) throw fieldRequired('recipient');
    if (repeatsItself(record, request, deps.cipher)) throw stepNotOffered('needs_new_information');
    const consumer = await findLetterConsumer(tx, deps.cipher, viewer.id);
    if (!consumer) throw profileRequired();
    await writeStep(tx, deps.cipher, { record, request, proposal, consumer, now });
  });
  return getDispute(deps, viewer, id);
}

/**
 * A reinsertion just found (credit's watch over new reports, in its transaction, under the member's lock): the
 * letter about it is written at once, as a step waiting for the member to review, mail or remove, when the member
 * could prepare it themselves (an active plan, their mailing details, the answers proposing it). Says whether it
 * was written.
 */
export async function draftReinsertionLetter(
  tx: Transaction,
  cipher: DisputeDeps['cipher'],
  found: { userId: string; disputeId: string; bureau: Bureau; now: Date },
): Promise<boolean> {
  const { userId, disputeId, bureau, now } = found;
  const owner = await lockUser(tx, userId);
  const record = await findVisibleDispute(tx, { id: userId, isAdmin: false }, disputeId);
  if (owner?.subscriptionStatus !== 'active' || !record) return false;
  const proposal = nextStepsOf(record, now).find((next) => next.kind === 'reinsertion' && next.bureau === bureau);
  const consumer = proposal && (await findLetterConsumer(tx, cipher, userId));
  if (!proposal || !consumer) return false;
  await writeStep(tx, cipher, { record, request: { kind: 'reinsertion', bureau }, proposal, consumer, now });
  return true;
}

/** What the member's news changes on the step, checked against the step as it stands. */
function nextStepRow(step: DisputeStepRow, request: UpdateStepRequest, now: Date, cipher: DisputeDeps['cipher']) {
  if (request.action === 'sent') {
    // A day mistyped is corrected by saying it again, until the answer comes.
    if (step.status === 'answered') throw invalidTransition('answered');
    checkDay(request.sentOn, writtenOn(step.preparedAt), now, 'sent_date');
    return {
      status: 'sent' as const,
      sentOn: request.sentOn,
      reference: request.reference || null,
      responseDueOn: stepResponseDueOn(step.kind, request.sentOn),
    };
  }
  if (step.status !== 'sent' || !step.sentOn)
    throw invalidTransition(step.status === 'ready' ? 'not_sent' : 'answered');
  const { outcome, answeredOn, answer } = request;
  if (!OUTCOME_OPTIONAL.has(step.kind) && !outcome) throw fieldRequired('outcome');
  // Silence is recorded once the recipient's time is up, where the law gives it one.
  if (outcome === 'no_response' && step.responseDueOn && !isStepOverdue(step, now)) {
    throw invalidTransition('not_yet_due');
  }
  if (answeredOn) checkDay(answeredOn, step.sentOn, now, 'answer_date');
  return {
    status: 'answered' as const,
    outcome: outcome ?? null,
    // An answer with no day given (a silence noted, a day not said) is today's, never before the mailing: every
    // reading of a bureau's latest answer orders answers by their day.
    answeredOn: answeredOn ?? (outcome ? latestDate([isoDayOf(now), step.sentOn]) : null),
    answerSealed: answer ? cipher.encrypt(Buffer.from(answer)) : null,
  };
}

/** The member mailed the step's letter (or filed the complaint), or its recipient answered. */
export async function changeStep(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; stepId: string },
  request: UpdateStepRequest,
) {
  await withLockedDispute(deps, viewer, target.id, async ({ tx, record, isOwner, now }) => {
    const step = record.steps.find((row) => row.id === target.stepId);
    if (!isOwner || !step) throw notFound();
    await updateStep(tx, step.id, { ...nextStepRow(step, request, now, deps.cipher), updatedAt: now });
    await updateDispute(tx, target.id, { updatedAt: now });
  });
  return getDispute(deps, viewer, target.id);
}

/**
 * The member takes back a step prepared by mistake, before it went anywhere: the step and its letter go, and the
 * answers call for it again. A letter mailed or a complaint filed is part of the record and stays.
 */
export async function withdrawStep(deps: DisputeDeps, viewer: Viewer, target: { id: string; stepId: string }) {
  await withLockedDispute(deps, viewer, target.id, async ({ tx, record, isOwner, now }) => {
    const step = record.steps.find((row) => row.id === target.stepId);
    if (!isOwner || !step) throw notFound();
    if (step.status !== 'ready') throw invalidTransition('sent');
    await deleteStep(tx, step.id);
    await updateDispute(tx, target.id, { updatedAt: now });
  });
  return getDispute(deps, viewer, target.id);
}

/** A step's letter as a PDF, to its owner, or to an admin with an entry in the audit log (it is their data). */
export async function stepLetterPdf(
  deps: DisputeDeps,
  viewer: Viewer,
  target: { id: string; stepId: string },
  audit: AuditContext,
): Promise<{ pdf: Buffer; step: DisputeStepRow }> {
  const { content, step } = await deps.db.transaction(async (tx) => {
    const record = await findVisibleDispute(tx, viewer, target.id);
    const step = record?.steps.find((row) => row.id === target.stepId);
    const content = step && (await findStepLetter(tx, step.id));
    if (!record || !step || !content) throw notFound();
    if (record.dispute.userId !== viewer.id) {
      const owner = await findAuditTarget(tx, record.dispute.userId);
      const details = { disputeId: target.id, bureau: step.bureau, letter: step.kind, stepId: step.id };
      await recordAudit(tx, audit, { action: 'dispute_letter_viewed', target: owner, details }, deps.clock.now());
    }
    return { content, step };
  });
  return { pdf: await renderLetterPdf(openLetter(deps.cipher, content)), step };
}
