import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { bureauResponseLetters, disputeBureaus, disputes, letters } from '#server/db/schema/disputes.ts';
import { memberRows } from './export-queries.ts';

export function findDisputes(db: Executor, userId: string) {
  return memberRows(db, userId, disputes, [asc(disputes.createdAt), asc(disputes.id)], {
    id: disputes.id,
    tradelineId: disputes.tradelineId,
    tradelineKey: disputes.tradelineKey,
    reasonCode: disputes.reasonCode,
    reasonCodes: disputes.reasonCodes,
    reasonText: disputes.reasonText,
    additionalDetails: disputes.additionalDetails,
    additionalDetailsSealed: disputes.additionalDetailsSealed,
    status: disputes.status,
    createdAt: disputes.createdAt,
    updatedAt: disputes.updatedAt,
    submittedAt: disputes.submittedAt,
    resolvedAt: disputes.resolvedAt,
  });
}

/** Each bureau of the member's disputes, with what is known of the bureau's answer letter (not its content). */
export function findDisputeBureaus(db: Executor, userId: string) {
  return db
    .select({
      id: disputeBureaus.id,
      disputeId: disputeBureaus.disputeId,
      bureau: disputeBureaus.bureau,
      status: disputeBureaus.status,
      readyAt: disputeBureaus.readyAt,
      mailedOn: disputeBureaus.mailedOn,
      trackingNumber: disputeBureaus.trackingNumber,
      deliveredOn: disputeBureaus.deliveredOn,
      responseDueOn: disputeBureaus.responseDueOn,
      extended: disputeBureaus.extended,
      respondedAt: disputeBureaus.respondedAt,
      outcome: disputeBureaus.outcome,
      answerLetter: {
        contentType: bureauResponseLetters.contentType,
        byteSize: bureauResponseLetters.byteSize,
        uploadedAt: bureauResponseLetters.uploadedAt,
        uploadedBy: bureauResponseLetters.uploadedBy,
      },
    })
    .from(disputeBureaus)
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .leftJoin(bureauResponseLetters, eq(bureauResponseLetters.disputeBureauId, disputeBureaus.id))
    .where(eq(disputes.userId, userId))
    .orderBy(asc(disputes.createdAt), asc(disputes.id), asc(disputeBureaus.bureau));
}

export async function readAnswerLetterSealed(db: Executor, userId: string, disputeBureauId: string) {
  const [row] = await db
    .select({ file: bureauResponseLetters.fileSealed })
    .from(bureauResponseLetters)
    .innerJoin(disputeBureaus, eq(disputeBureaus.id, bureauResponseLetters.disputeBureauId))
    .innerJoin(disputes, eq(disputes.id, disputeBureaus.disputeId))
    .where(and(eq(bureauResponseLetters.disputeBureauId, disputeBureauId), eq(disputes.userId, userId)));
  return row?.file ?? null;
}

/** Every letter written for the member, each version kept, without its (sealed) content. */
export function findLetters(db: Executor, userId: string) {
  return db
    .select({
      id: letters.id,
      disputeId: letters.disputeId,
      bureau: letters.bureau,
      kind: letters.kind,
      version: letters.version,
      generatedAt: letters.generatedAt,
    })
    .from(letters)
    .innerJoin(disputes, eq(disputes.id, letters.disputeId))
    .where(eq(disputes.userId, userId))
    .orderBy(
      asc(disputes.createdAt),
      asc(letters.disputeId),
      asc(letters.bureau),
      asc(letters.kind),
      asc(letters.version),
    );
}

export async function readLetterContent(db: Executor, userId: string, letterId: string) {
  const [row] = await db
    .select({ content: letters.content })
    .from(letters)
    .innerJoin(disputes, eq(disputes.id, letters.disputeId))
    .where(and(eq(letters.id, letterId), eq(disputes.userId, userId)));
  return row?.content ?? null;
}
