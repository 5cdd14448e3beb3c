import type { Transaction } from '#server/db/client.ts';
import { disputes } from '#server/db/schema/disputes.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';

/**
 * A new draft dispute of one negative item with every reason the member chose, primary first; both the
 * disputes page and a reported payment file them.
 */
export async function insertDraft(
  tx: Transaction,
  draft: {
    userId: string;
    item: { id: string; tradelineKey: string };
    reasonCodes: readonly [DisputeReasonCode, ...DisputeReasonCode[]];
    reasonText?: string | null;
    /** The member's words, sealed by the caller (sealDisputeDetails). */
    additionalDetailsSealed?: Buffer | null;
    queuedByPaymentId?: string | null;
    now: Date;
  },
): Promise<string> {
  const [created] = await tx
    .insert(disputes)
    .values({
      userId: draft.userId,
      tradelineId: draft.item.id,
      tradelineKey: draft.item.tradelineKey,
      reasonCode: draft.reasonCodes[0],
      reasonCodes: [...draft.reasonCodes],
      reasonText: draft.reasonText ?? null,
      additionalDetailsSealed: draft.additionalDetailsSealed ?? null,
      status: 'draft',
      queuedByPaymentId: draft.queuedByPaymentId ?? null,
      createdAt: draft.now,
      updatedAt: draft.now,
    })
    .returning({ id: disputes.id });
  if (!created) throw new Error('dispute insert returned no row');
  return created.id;
}
