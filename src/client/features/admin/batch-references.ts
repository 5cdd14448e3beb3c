import { PaymentReferenceSchema } from '#shared/schemas/subscription.ts';

/**
 * The references an admin typed in the batch dialog, one per member: a blank one leaves that member pending;
 * any other must be a processor's reference, else its message key says why not.
 */
export function readBatchReferences(typed: Record<string, string>): {
  references: Record<string, string>;
  errors: Record<string, string>;
} {
  const references: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [userId, text] of Object.entries(typed)) {
    if (!text.trim()) continue;
    const parsed = PaymentReferenceSchema.safeParse(text);
    if (parsed.success) references[userId] = parsed.data;
    else errors[userId] = parsed.error.issues[0]?.message ?? 'admin.activate.referenceRequired';
  }
  return { references, errors };
}
