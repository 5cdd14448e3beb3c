import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/app-deps.ts';
import type { Executor } from '#server/db/client.ts';
import { isUniqueViolation, violatedConstraintOf } from '#server/db/errors.ts';
import { lockUser } from '#server/db/member-lock.ts';
import type { MailingRow } from '#server/db/schema/mailings.ts';
import { AppError, notFound } from '#server/errors.ts';
import { findDisputeRecords } from '#server/features/disputes/index.ts';
import {
  BUREAU_ADDRESSES,
  type Letter,
  letterAsMailed,
  openLetter,
  readLetterVersion,
  renderLetterPdf,
} from '#server/features/letters/index.ts';
import { readIdImages } from '#server/features/onboarding/index.ts';
import { findOwnProfile } from '#server/features/profile/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { MAIL_CLASS, type MailingEnclosure } from '#shared/constants/mailing.ts';
import type {
  CreateMailingRequest,
  Mailing,
  MailingListResponse,
  MailingOfferResponse,
  MailingPreviewResponse,
  PostalAddress,
} from '#shared/schemas/mailing.ts';
import { assembleMailedPdf, type EnclosedImage, isPrintable } from './enclosures.ts';
import {
  type AddressVerification,
  type LetterToMail,
  LOB_ADDRESS_LINE_MAX,
  type LobClient,
  type LobLetterState,
  PrintServiceRefusedKey,
  PrintServiceUnavailable,
  type ReturnAddress,
} from './lob-client.ts';
import { readProofOfAddress } from './proof-of-address.ts';
import {
  deleteUnsentMailing,
  findMailingsWithTracking,
  findOwnMailing,
  findQueuedLobLetters,
  findUnsentMailings,
  insertMailing,
  type MailingWithTracking,
  updateMailing,
} from './queries.ts';

export type MailingDeps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'config' | 'lob'>;

const printServiceUnavailable = () =>
  new AppError('PRINT_SERVICE_UNAVAILABLE', 503, 'The print and mail service cannot be reached; try again later');
/** The letter is kept and handed to Lob again by the reconciling job: the member need not ask again. */
const printServiceConfirming = () =>
  new AppError(
    'PRINT_SERVICE_UNAVAILABLE',
    503,
    'The print and mail service did not confirm the letter; it is retried',
    {
      reason: 'retrying',
    },
  );

/** The member's mailing details are needed: the return address is theirs. */
const profileRequired = () => new AppError('PROFILE_REQUIRED', 409, 'Your mailing details are needed for the letters');

/** Lob and the price, or 404 when this installation mails nothing (the routes are not offered). */
function printService(deps: MailingDeps): { lob: LobClient; priceCents: number } {
  if (!deps.lob || !deps.config.printMail) throw notFound();
  return { lob: deps.lob, priceCents: deps.config.printMail.priceCents };
}

/** Lob's answer, or the member told to retry: nothing was done there when it cannot be reached. */
async function askLob<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PrintServiceUnavailable || error instanceof PrintServiceRefusedKey) {
      throw printServiceUnavailable();
    }
    throw error;
  }
}

export function mailingOffer(deps: MailingDeps): MailingOfferResponse {
  const priceCents = deps.lob ? (deps.config.printMail?.priceCents ?? null) : null;
  return { available: priceCents !== null, priceCents, mailClass: MAIL_CLASS };
}

/** The member's own bureau letter: its bureau row and its newest dispute letter; 404 for anyone else's. */
async function ownBureauLetter(deps: MailingDeps, userId: string, disputeId: string, bureau: Bureau) {
  const [record] = await findDisputeRecords(deps.db, { userId, ids: [disputeId] });
  const bureauRow = record?.bureaus.find((row) => row.bureau === bureau);
  const letter = record?.letters.find((row) => row.bureau === bureau && row.kind === 'dispute');
  if (!record || !bureauRow || !letter) throw notFound();
  // A letter that asks for a § 605B block says the identity theft report is enclosed: we do not carry it, so the
  // member mails that letter themselves, with the report, rather than have us send a letter that says what is not so.
  if (record.dispute.identityTheftReport && record.dispute.reasonCodes.includes('identity_theft')) {
    throw new AppError('ENCLOSURE_MISSING', 409, 'This letter encloses an identity theft report we do not carry', {
      reason: 'identity_theft_report',
    });
  }
  return { bureauRow, letter };
}

/** The member's name and address as their profile holds them: the letter's sender, and Lob's return address. */
async function returnAddressOf(deps: MailingDeps, userId: string) {
  const profile = await findOwnProfile(deps.db, deps.cipher, userId);
  if (!profile) throw profileRequired();
  const address: PostalAddress = { ...profile.address, unit: null };
  // The profile was checked against ProfileSchema when it was saved: its state is one of ours.
  const verifiable = profile.address as ReturnAddress;
  return { name: `${profile.firstName} ${profile.lastName}`, address, verifiable };
}

const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  (Object.keys(a) as (keyof PostalAddress)[]).every(
    (key) => (a[key] ?? '').trim().toLowerCase() === (b[key] ?? '').trim().toLowerCase(),
  );

/** What can go in the envelope: the ID's sides that can be printed, and the proof of address. */
async function enclosuresOf(deps: MailingDeps, userId: string) {
  const idImages = await readIdImages(deps, userId);
  const proof = await readProofOfAddress(deps, userId);
  const idCopy = idImages.some((image) => image.side === 'front') && idImages.every(isPrintable) ? idImages : null;
  return { idCopy, proof: proof && isPrintable(proof) ? proof : null, proofUploadedAt: proof?.uploadedAt ?? null };
}

/**
 * Lob's word on the return address, and ours first: a street line longer than an envelope's address line (Lob takes
 * 64 characters) cannot be printed as the member wrote it, so it is refused as undeliverable until they shorten it,
 * without paying Lob for a verification.
 */
async function verifiedReturnAddress(
  lob: LobClient,
  returnAddress: Awaited<ReturnType<typeof returnAddressOf>>,
): Promise<AddressVerification> {
  if (returnAddress.address.street.length > LOB_ADDRESS_LINE_MAX) {
    return { outcome: 'undeliverable', reason: 'street_too_long', standardized: returnAddress.address };
  }
  return askLob(() => lob.verifyUsAddress(returnAddress.verifiable));
}

/**
 * `spendVerification` is called once the letter is known to be the member's own and just before Lob is asked (each
 * verification is paid for): another member's letter answers 404 and spends nothing, so it cannot use up theirs.
 */
export async function mailingPreview(
  deps: MailingDeps,
  userId: string,
  disputeId: string,
  bureau: Bureau,
  spendVerification: () => Promise<void>,
): Promise<MailingPreviewResponse> {
  const { lob, priceCents } = printService(deps);
  await ownBureauLetter(deps, userId, disputeId, bureau);
  const returnAddress = await returnAddressOf(deps, userId);
  await spendVerification();
  const verification = await verifiedReturnAddress(lob, returnAddress);
  const enclosures = await enclosuresOf(deps, userId);
  const recipient = BUREAU_ADDRESSES[bureau];
  return {
    disputeId,
    bureau,
    recipient: { name: recipient.name, lines: [...recipient.lines] },
    returnAddress: { name: returnAddress.name, address: returnAddress.address },
    verification: {
      outcome: verification.outcome,
      reason: verification.reason,
      suggestion: sameAddress(verification.standardized, returnAddress.address) ? null : verification.standardized,
    },
    enclosures: {
      id_copy: { available: enclosures.idCopy !== null },
      proof_of_address: {
        available: enclosures.proof !== null,
        uploadedAt: enclosures.proofUploadedAt?.toISOString() ?? null,
      },
    },
    mailClass: MAIL_CLASS,
    priceCents,
  };
}

const enclosureMissing = (enclosure: MailingEnclosure) =>
  new AppError('ENCLOSURE_MISSING', 409, `The ${enclosure} to enclose is not on file`, { reason: enclosure });

/**
 * The PDF Lob prints: the letter, naming only what is enclosed, then the ID's front and back, then the proof of
 * address. A chosen enclosure that is not on file (or cannot be printed) is refused, never left out silently.
 */
async function mailedPdf(deps: MailingDeps, userId: string, letter: Letter, chosen: readonly MailingEnclosure[]) {
  const available = await enclosuresOf(deps, userId);
  const pages: EnclosedImage[] = [];
  if (chosen.includes('id_copy')) {
    if (!available.idCopy) throw enclosureMissing('id_copy');
    pages.push(...available.idCopy);
  }
  if (chosen.includes('proof_of_address')) {
    if (!available.proof) throw enclosureMissing('proof_of_address');
    pages.push(available.proof);
  }
  return assembleMailedPdf(await renderLetterPdf(letterAsMailed(letter, chosen)), pages);
}

/** GET …/mailing/letter.pdf: exactly what would be mailed with these enclosures. */
export async function mailingLetterPdf(
  deps: MailingDeps,
  userId: string,
  disputeId: string,
  bureau: Bureau,
  enclosures: readonly MailingEnclosure[],
) {
  printService(deps);
  const { letter } = await ownBureauLetter(deps, userId, disputeId, bureau);
  return mailedPdf(deps, userId, openLetter(deps.cipher, letter.content), enclosures);
}

/** "P.O. Box 4500" and "Allen, TX 75013" as Lob's address fields. */
function bureauRecipient(bureau: Bureau): LetterToMail['to'] {
  const { name, lines } = BUREAU_ADDRESSES[bureau];
  const [line = '', last = ''] = lines;
  const [, city = '', state = '', zipCode = ''] = /^(.*),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last) ?? [];
  return { name, line, city, state, zipCode };
}

function toMailing({ row, disputeId, bureau, charged, scans }: MailingWithTracking, now: Date): Mailing {
  return {
    id: row.id,
    disputeId,
    bureau,
    status: row.status,
    enclosures: row.enclosures,
    priceCents: row.priceCents,
    cancellable: row.status === 'queued' && row.sendAfter !== null && now < row.sendAfter,
    sendAfter: row.sendAfter?.toISOString() ?? null,
    trackingNumber: row.trackingNumber,
    expectedDeliveryOn: row.expectedDeliveryOn,
    mailedOn: row.mailedOn,
    deliveredOn: row.deliveredOn,
    charged,
    createdAt: row.createdAt.toISOString(),
    tracking: scans.map((scan) => ({
      step: scan.step,
      occurredAt: scan.occurredAt.toISOString(),
      location: scan.location,
    })),
  };
}

export async function listMailings(deps: MailingDeps, userId: string): Promise<MailingListResponse> {
  const now = deps.clock.now();
  return { mailings: (await findMailingsWithTracking(deps.db, userId)).map((found) => toMailing(found, now)) };
}

async function ownMailing(deps: MailingDeps, userId: string, id: string): Promise<Mailing> {
  const [found] = await findMailingsWithTracking(deps.db, userId, id);
  if (!found) throw notFound();
  return toMailing(found, deps.clock.now());
}

/** What Lob is asked to print for a mailing: its letter version and enclosures, the mailing's id as the key. */
async function letterToMail(
  deps: MailingDeps,
  mailing: Pick<MailingRow, 'id' | 'userId' | 'letterId' | 'enclosures'>,
  bureau: Bureau,
): Promise<LetterToMail> {
  const letter = await readLetterVersion(deps.db, deps.cipher, mailing.letterId);
  if (!letter) throw notFound();
  return {
    idempotencyKey: mailing.id,
    to: bureauRecipient(bureau),
    from: await returnAddressOf(deps, mailing.userId).then(({ name, address }) => ({ name, address })),
    pdf: await mailedPdf(deps, mailing.userId, letter, mailing.enclosures),
    metadata: { mailing_id: mailing.id },
  };
}

async function storeLobAnswer(deps: MailingDeps, id: string, state: LobLetterState) {
  const now = deps.clock.now();
  await updateMailing(deps.db, id, {
    lobLetterId: state.lobLetterId,
    sendAfter: state.sendAfter,
    trackingNumber: state.trackingNumber,
    expectedDeliveryOn: state.expectedDeliveryOn,
    lastHeardAt: now,
    updatedAt: now,
  });
}

/**
 * POST …/mailing: the member confirms. The row is written first, under the member's lock, and committed: the
 * partial unique index lets one live mailing exist for a bureau letter, whichever tab or instance asks. Only
 * then is Lob asked, the row's id as the idempotency key. Lob refusing at the door: the row goes (nothing mailed,
 * nothing owed) and the member may retry. Lob failing on its side or not answering in time, or a crash after Lob
 * answered: the row stays for `resumeUnsentMailings`, which asks again with the same key.
 */
export async function mailLetter(
  deps: MailingDeps,
  userId: string,
  disputeId: string,
  bureau: Bureau,
  request: CreateMailingRequest,
  spendVerification: () => Promise<void>,
): Promise<Mailing> {
  const { lob, priceCents } = printService(deps);
  const { letter } = await ownBureauLetter(deps, userId, disputeId, bureau);
  if (request.priceCents !== priceCents) {
    throw new AppError('PRICE_CHANGED', 409, 'The price changed since it was shown');
  }
  const returnAddress = await returnAddressOf(deps, userId);
  // As for the preview: spent on the member's own letter only, just before Lob is asked.
  await spendVerification();
  const verification = await verifiedReturnAddress(lob, returnAddress);
  if (verification.outcome === 'undeliverable') {
    throw new AppError('ADDRESS_UNDELIVERABLE', 422, 'Mail cannot be delivered to the return address', {
      reason: verification.reason ?? 'undeliverable',
    });
  }
  const mailing = { id: randomUUID(), userId, letterId: letter.id, enclosures: [...request.enclosures] };
  // Built before anything is written: a missing enclosure is the member's to fix, and nothing is left behind.
  const toMail = await letterToMail(deps, mailing, bureau);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // Read again under the lock: the letter may have been marked mailed by hand, or rewritten, meanwhile.
      const [record] = await findDisputeRecords(tx, { userId, ids: [disputeId] });
      const bureauRow = record?.bureaus.find((row) => row.bureau === bureau);
      const current = record?.letters.find((row) => row.bureau === bureau && row.kind === 'dispute');
      if (!bureauRow || !current) throw notFound();
      if (bureauRow.status !== 'ready' || current.id !== letter.id) {
        throw new AppError('INVALID_TRANSITION', 409, 'This letter is no longer the one waiting to be mailed', {
          reason: bureauRow.status === 'ready' ? 'rewritten' : bureauRow.status,
        });
      }
      await insertMailing(tx, {
        ...mailing,
        disputeBureauId: bureauRow.id,
        priceCents,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraintOf(error) === 'mailings_one_active_idx') {
      throw new AppError('ALREADY_MAILING', 409, 'This letter is already being mailed');
    }
    throw error;
  }
  let state: LobLetterState;
  try {
    state = await lob.createLetter(toMail);
  } catch (error) {
    // Lob may have made the letter and lost its answer (a timeout, its own failure): the row stays, and the
    // reconciling job asks again with the same key, which gets that letter back or makes the only one. A second
    // request from the member could only make a second letter.
    if (error instanceof PrintServiceUnavailable && error.mayHaveActed) throw printServiceConfirming();
    // Lob made no letter: the row goes, so the member may try again.
    await deleteUnsentMailing(deps.db, mailing.id);
    if (error instanceof PrintServiceUnavailable || error instanceof PrintServiceRefusedKey) {
      throw printServiceUnavailable();
    }
    throw error;
  }
  await storeLobAnswer(deps, mailing.id, state);
  return ownMailing(deps, userId, mailing.id);
}

/** Longer than any request asking Lob for a letter takes (the Lob client gives up after 15 s). */
const IN_FLIGHT_MS = 2 * 60_000;

/** Lob keeps an idempotency key for 24 hours: past that, asking again with it could make a second letter. */
const HANDOVER_GIVEN_UP_MS = 23 * 60 * 60_000;

/**
 * For the reconciling job: each queued mailing whose Lob answer was never stored is asked again with the same
 * key, so Lob answers with the letter it already made, or makes the one it never got. Lob still unreachable
 * leaves the row for the next run; a row that fails otherwise is reported to `onError` and left, to be tried again.
 * One Lob has not confirmed within a day is given up (cancelled: nothing was mailed that we know of, nothing is
 * owed) and reported, so the member can mail the letter again. Answers how many were handed over.
 */
export async function resumeUnsentMailings(
  deps: MailingDeps,
  onError: (error: unknown, mailingId: string) => void = () => undefined,
): Promise<number> {
  if (!deps.lob) return 0;
  let sent = 0;
  // A younger row may be the one a member's request is handing to Lob right now: it is left to that request.
  const settled = new Date(+deps.clock.now() - IN_FLIGHT_MS);
  const givenUp = new Date(+deps.clock.now() - HANDOVER_GIVEN_UP_MS);
  for (const mailing of await findUnsentMailings(deps.db, settled)) {
    if (mailing.createdAt < givenUp) {
      await updateMailing(deps.db, mailing.id, { status: 'cancelled', updatedAt: deps.clock.now() });
      onError(new Error('Lob did not confirm the letter within a day: the mailing is given up'), mailing.id);
      continue;
    }
    const [found] = await findMailingsWithTracking(deps.db, mailing.userId, mailing.id);
    if (!found) continue;
    try {
      await storeLobAnswer(
        deps,
        mailing.id,
        await deps.lob.createLetter(await letterToMail(deps, mailing, found.bureau)),
      );
      sent += 1;
    } catch (error) {
      if (error instanceof PrintServiceUnavailable) break;
      // This one cannot be handed over now (a refusal by Lob): it is tried again next run until given up, and the
      // admin's mailings view lists it as not taken by Lob; the others go on.
      onError(error, mailing.id);
    }
  }
  return sent;
}

/** POST /mailings/:id/cancel: only while queued, and only as long as Lob has not sent it to print. */
export async function cancelMailing(deps: MailingDeps, userId: string, id: string): Promise<Mailing> {
  const { lob } = printService(deps);
  const notCancellable = () => new AppError('NOT_CANCELLABLE', 409, 'This letter can no longer be cancelled');
  const [found] = await findMailingsWithTracking(deps.db, userId, id);
  if (!found) throw notFound();
  const { lobLetterId } = found.row;
  if (found.row.status !== 'queued' || !lobLetterId) throw notCancellable();
  const outcome = await askLob(() => lob.cancelLetter(lobLetterId));
  if (outcome === 'too_late') throw notCancellable();
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await findOwnMailing(tx, userId, id);
    // Lob cancelled it: whatever a late event said meanwhile, nothing will be mailed or owed.
    if (row) await updateMailing(tx, id, { status: 'cancelled', updatedAt: deps.clock.now() });
  });
  return ownMailing(deps, userId, id);
}

/**
 * A member whose account goes takes back the letters Lob has not printed yet: each is cancelled there, so no
 * envelope with their ID leaves after their data is gone. One already at the printer is mailed, as they asked.
 * While a letter is being handed to Lob (no answer stored yet, which Lob may hold all the same) the deletion waits:
 * there is nothing to name to Lob until the handover ends, in minutes. Lob out of reach stops the deletion too (the
 * member may try again), as Stripe's does.
 */
export async function cancelQueuedLetters(db: Executor, lob: LobClient | null, userId: string): Promise<void> {
  if (!lob) return;
  const queued = await findQueuedLobLetters(db, userId);
  if (queued.some(({ lobLetterId }) => lobLetterId === null)) {
    throw new AppError(
      'WRONG_SUBSCRIPTION_STATE',
      409,
      'A letter is being handed to the mail service; try again in a few minutes',
      { reason: 'mailing_in_flight' },
    );
  }
  for (const { lobLetterId } of queued) {
    if (lobLetterId) await askLob(() => lob.cancelLetter(lobLetterId));
  }
}
