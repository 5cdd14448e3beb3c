import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { agreementAcceptances } from '#server/db/schema/billing.ts';
import { users } from '#server/db/schema/users.ts';

/** What the account page lists of each agreement a member signed: never the text itself, which is large. */
const listed = {
  id: agreementAcceptances.id,
  paymentType: agreementAcceptances.paymentType,
  version: agreementAcceptances.version,
  language: agreementAcceptances.language,
  acceptedAt: agreementAcceptances.acceptedAt,
  rightToCancelEndsAt: agreementAcceptances.rightToCancelEndsAt,
};

type AgreementRow = typeof agreementAcceptances.$inferSelect;
export type ListedAgreement = Pick<AgreementRow, keyof typeof listed>;

/** Every agreement the member signed, newest first. */
export function listSignedAgreements(db: Executor, userId: string): Promise<ListedAgreement[]> {
  return db
    .select(listed)
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.userId, userId))
    .orderBy(desc(agreementAcceptances.acceptedAt));
}

/** A signed agreement with the text that was signed and whom to address it to. */
export type SignedAgreementRow = Pick<AgreementRow, 'id' | 'acceptedAt' | 'language' | 'paymentType' | 'document'> & {
  firstName: string;
  lastName: string;
  email: string;
};

const signed = {
  id: agreementAcceptances.id,
  acceptedAt: agreementAcceptances.acceptedAt,
  language: agreementAcceptances.language,
  paymentType: agreementAcceptances.paymentType,
  document: agreementAcceptances.document,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/**
 * One of the member's own agreements: the id and the member together, so another member's id finds nothing.
 * `acceptedAt` finds the one a signature just answered with (which may be an earlier, unused one).
 */
export async function findSignedAgreement(
  db: Executor,
  userId: string,
  which: { id: string } | { acceptedAt: Date },
): Promise<SignedAgreementRow | null> {
  const [row] = await db
    .select(signed)
    .from(agreementAcceptances)
    .innerJoin(users, eq(users.id, agreementAcceptances.userId))
    .where(
      and(
        eq(agreementAcceptances.userId, userId),
        'id' in which ? eq(agreementAcceptances.id, which.id) : eq(agreementAcceptances.acceptedAt, which.acceptedAt),
      ),
    )
    .orderBy(desc(agreementAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}
