import type { Cipher } from '#server/crypto/cipher.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { findSubscriptionHistory } from '#server/features/admin/index.ts';
import { RETENTION_YEARS } from '#shared/constants/privacy.ts';
import { findAgreements, findBillingPeriods, findPaymentRows, findSubscriptions } from './export-queries.ts';
import { deleteExpiredRetainedRecords, insertRetainedRecords, recordSystemAudit } from './purge-queries.ts';

/** What is kept of a deleted account, and why, in the audit's words (decision 017). */
export const RETAINED_KINDS = {
  service_agreement:
    'Credit Repair Organizations Act: the signed contract answers a claim, which can be brought within 5 years (15 U.S.C. § 1679i); the signed statement must be kept at least 2 years (§ 1679c(c)).',
  payment_records:
    'Credit Repair Organizations Act: what was paid, charged and owed back under the contract answers a claim, which can be brought within 5 years (15 U.S.C. § 1679i).',
} as const;
export type RetainedKind = keyof typeof RETAINED_KINDS;

/** The day a record kept from `now` may go: RETENTION_YEARS later, on the same calendar day (UTC). */
export function retainedUntil(now: Date): Date {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

export interface FormerMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** How the account's plan ended with it, for the payment record. */
export interface PlanEnding {
  reason: 'account_deleted' | 'inactive_account_purged';
  endedAt: Date;
  /** Money owed back to the member when the account went: the plan's refund, and refunds not yet paid. */
  refundDueCents: number;
}

/**
 * Copies, sealed, what the law makes us keep of a member about to be deleted: each service agreement they
 * signed (with what proves who accepted it and when), and their plans' payment records. Whom they are about (name
 * and email) is inside the seal; nothing outside it but the former account's id names them. Answers the kinds
 * kept (none for a member who never signed a contract).
 */
export async function retainRecords(
  tx: Transaction,
  cipher: Cipher,
  member: FormerMember,
  ending: PlanEnding,
): Promise<RetainedKind[]> {
  const now = ending.endedAt;
  const formerMember = { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName };
  const rows: { kind: RetainedKind; content: unknown }[] = [];
  const agreements = await findAgreements(tx, member.id);
  for (const { userId: _user, ...agreement } of agreements) {
    rows.push({ kind: 'service_agreement', content: { formerMember, agreement } });
  }
  const plans = await findSubscriptions(tx, member.id);
  if (plans.length > 0) {
    const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
    rows.push({
      kind: 'payment_records',
      content: {
        formerMember,
        ending,
        subscriptions: plans.map(strip),
        payments: (await findPaymentRows(tx, member.id)).map(strip),
        billingPeriods: (await findBillingPeriods(tx, member.id)).map(strip),
        history: (await findSubscriptionHistory(tx, member.id)).map(strip),
      },
    });
  }
  if (rows.length === 0) return [];
  await insertRetainedRecords(
    tx,
    rows.map(({ kind, content }) => ({
      formerUserId: member.id,
      kind,
      reason: RETAINED_KINDS[kind],
      contentSealed: cipher.encrypt(Buffer.from(JSON.stringify(content), 'utf8')),
      createdAt: now,
      purgeAfter: retainedUntil(now),
    })),
  );
  return rows.map((row) => row.kind);
}

/** A retained record opened: for a claim, or a test that proves what was kept. */
export function openRetainedRecord(cipher: Cipher, sealed: Buffer): unknown {
  return JSON.parse(cipher.decrypt(sealed).toString('utf8'));
}

/**
 * Deletes the records whose period ran out, and audits each former account's once (the entry names the
 * account's id only: its email went with the account). Answers how many records went.
 */
export async function purgeExpiredRetainedRecords(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const purged = await deleteExpiredRetainedRecords(tx, now);
    const byAccount = new Map<string, string[]>();
    for (const row of purged) byAccount.set(row.formerUserId, [...(byAccount.get(row.formerUserId) ?? []), row.kind]);
    for (const [formerUserId, kinds] of byAccount) {
      await recordSystemAudit(
        tx,
        { action: 'retained_records_purged', details: { formerUserId, kinds: kinds.sort().join(', ') } },
        now,
      );
    }
    return purged.length;
  });
}
