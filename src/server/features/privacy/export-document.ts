import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database } from '#server/db/client.ts';
import { findSubscriptionHistory, historyActor } from '#server/features/admin/index.ts';
import { openLetter } from '#server/features/letters/index.ts';
import { openProfile, toProfileView } from '#server/features/onboarding/index.ts';
import { findOwnProfile } from '#server/features/profile/index.ts';
import { disputeDetailsOf } from '#server/features/submission/index.ts';
import * as credit from './export-credit-queries.ts';
import * as disputes from './export-dispute-queries.ts';
import * as mailing from './export-mailing-queries.ts';
import { exportPaths } from './export-paths.ts';
import * as queries from './export-queries.ts';
import type { JsonSection } from './json-document.ts';

export interface ExportSource {
  db: Database;
  cipher: Cipher;
  userId: string;
}

/** Who did something to the member's account, as they may read it: never another person's id or address. */
const byWhom = (actorId: string | null, userId: string) => {
  const actor = historyActor(actorId, userId);
  return actor === 'member' ? 'you' : actor === 'admin' ? 'staff' : 'system';
};

async function* reportItems({ db, userId }: ExportSource) {
  for (const report of await credit.findReports(db, userId)) {
    for await (const item of credit.reportItems(db, userId, report.id)) yield { reportId: report.id, ...item };
  }
}

async function* lettersWithText({ db, cipher, userId }: ExportSource) {
  for (const letter of await disputes.findLetters(db, userId)) {
    const stored = await disputes.readLetterContent(db, userId, letter.id);
    yield {
      ...letter,
      file: exportPaths.letter(letter),
      text: stored ? openLetter(cipher, stored) : null,
    };
  }
}

async function disputesWithBureaus({ db, cipher, userId }: ExportSource) {
  const bureaus = await disputes.findDisputeBureaus(db, userId);
  return (await disputes.findDisputes(db, userId)).map(({ additionalDetailsSealed, ...dispute }) => ({
    ...dispute,
    additionalDetails: disputeDetailsOf(cipher, {
      additionalDetailsSealed,
      additionalDetails: dispute.additionalDetails,
    }),
    bureaus: bureaus
      .filter((row) => row.disputeId === dispute.id)
      .map(({ disputeId: _dispute, id: _id, answerLetter, ...bureau }) => ({
        ...bureau,
        answerLetter: answerLetter
          ? {
              file: exportPaths.bureauAnswer({ disputeId: dispute.id, bureau: bureau.bureau, ...answerLetter }),
              contentType: answerLetter.contentType,
              byteSize: answerLetter.byteSize,
              uploadedAt: answerLetter.uploadedAt,
              uploadedBy: byWhom(answerLetter.uploadedBy, userId),
            }
          : null,
      })),
  }));
}

/** Each letter mailed for the member, named by the letter file it printed, with its USPS scans. */
async function mailingsWithScans({ db, userId }: ExportSource) {
  const scans = await mailing.findMailingScans(db, userId);
  return (await mailing.findMailings(db, userId)).map(({ kind, version, ...mailed }) => ({
    ...mailed,
    letterFile: exportPaths.letter({ ...mailed, kind, version }),
    tracking: scans.filter((scan) => scan.mailingId === mailed.id).map(({ mailingId: _mailing, ...scan }) => scan),
  }));
}

async function* auditEvents({ db, userId }: ExportSource) {
  for await (const { id: _id, cursor: _cursor, actorId, ipAddress, userAgent, ...entry } of queries.auditEntriesAbout(
    db,
    userId,
  )) {
    const by = byWhom(actorId, userId);
    // Where a member of staff worked from is theirs, not the member's.
    yield { ...entry, by, ...(by === 'you' ? { ipAddress, userAgent } : {}) };
  }
}

async function* notificationsOf({ db, userId }: ExportSource) {
  for await (const { id: _id, cursor: _cursor, ...notice } of queries.notificationsOf(db, userId)) yield notice;
}

async function* listOf<T>(rows: Promise<T[]>): AsyncGenerator<T> {
  yield* await rows;
}

/**
 * Everything we hold about the member, section by section, as `my-data.json` says it. What is sealed at rest is
 * opened (it is theirs), except the full Social Security number and full account numbers: their last four are
 * here, and the README says why the rest is not. Secrets that protect the account (password and code hashes,
 * the authenticator's secret, session tokens, passkeys' keys) are not data about the member and are left out.
 */
export function exportSections(source: ExportSource): JsonSection[] {
  const { db, cipher, userId } = source;
  const list = <T>(key: string, rows: () => Promise<T[]>): JsonSection => ({ key, items: () => listOf(rows()) });
  return [
    { key: 'account', value: () => queries.findAccount(db, userId) },
    { key: 'profile', value: () => findOwnProfile(db, cipher, userId) },
    list('consents', () => queries.findConsents(db, userId)),
    list('agreementsSigned', async () =>
      (await queries.findAgreements(db, userId)).map(({ userId: _user, ...agreement }) => agreement),
    ),
    list('subscriptions', async () =>
      (await queries.findSubscriptions(db, userId)).map(({ userId: _user, ...subscription }) => subscription),
    ),
    list('payments', async () =>
      (await queries.findPaymentRows(db, userId)).map(({ userId: _user, verifiedBy, ...payment }) => ({
        ...payment,
        verifiedBy: verifiedBy ? 'staff' : null,
      })),
    ),
    list('billingPeriods', async () =>
      (await queries.findBillingPeriods(db, userId)).map(({ userId: _user, ...period }) => period),
    ),
    list('subscriptionHistory', async () =>
      (await findSubscriptionHistory(db, userId)).map(({ userId: _user, actorId, ...entry }) => ({
        ...entry,
        by: byWhom(actorId, userId),
      })),
    ),
    list('paymentProcessorEvents', () => queries.findPaymentProcessorEvents(db, userId)),
    list('creditReports', async () =>
      (await credit.findReports(db, userId)).map(({ hasFile, ...report }) => ({
        ...report,
        importedFile: hasFile ? exportPaths.importedReport(report) : null,
      })),
    ),
    { key: 'creditReportItems', items: () => reportItems(source) },
    list('itemsEnteredByHand', () => credit.findManualItems(db, userId)),
    list('scoresEnteredByHand', () => credit.findManualScores(db, userId)),
    list('reportPdfs', async () =>
      (await credit.findReportDocuments(db, userId)).map((document) => ({
        ...document,
        file: exportPaths.reportPdf(document),
      })),
    ),
    list('idPhotos', async () =>
      (await credit.findIdentityDocuments(db, userId)).map(({ id: _id, ...photo }) => ({
        ...photo,
        file: exportPaths.idPhoto(photo),
      })),
    ),
    {
      key: 'proofOfAddress',
      value: async () => {
        const [proof] = await mailing.findProofOfAddress(db, userId);
        return proof ? { ...proof, file: exportPaths.proofOfAddress(proof) } : null;
      },
    },
    { key: 'disputes', value: () => disputesWithBureaus(source) },
    { key: 'letters', items: () => lettersWithText(source) },
    list('mailings', () => mailingsWithScans(source)),
    list('signUpInProgress', async () =>
      (await queries.findDrafts(db, userId)).map(({ profileSealed, ...draft }) => ({
        ...draft,
        profile: profileSealed ? toProfileView(openProfile(cipher, profileSealed)) : null,
      })),
    ),
    { key: 'notifications', items: () => notificationsOf(source) },
    list('signedInDevices', () => queries.findSessions(db, userId)),
    list('passkeys', () => queries.findPasskeyNames(db, userId)),
    list('testimonials', () => queries.findTestimonials(db, userId)),
    { key: 'auditEvents', items: () => auditEvents(source) },
  ];
}
