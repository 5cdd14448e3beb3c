import { PAYMENT_TYPES, type PaymentType } from '#shared/constants/plans.ts';

/**
 * The items a member chose before leaving for the payment page. The payment provider is another site, so the
 * choice waits here until they come back and press "I've completed payment". Per user, so a shared phone
 * never hands one person's choice to another.
 */
export interface PendingSelection {
  paymentType: PaymentType;
  items: string[];
}

const keyOf = (userId: string) => `creditpath.pendingSelection.${userId}`;

export function savePendingSelection(userId: string, selection: PendingSelection): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(selection));
  } catch {
    // Storage full or disabled: the payment still goes through, the items can be chosen again afterwards.
  }
}

export function loadPendingSelection(userId: string): PendingSelection | null {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<PendingSelection> | null;
    if (!value || !PAYMENT_TYPES.includes(value.paymentType as PaymentType) || !Array.isArray(value.items)) return null;
    return { paymentType: value.paymentType as PaymentType, items: value.items.filter((id) => typeof id === 'string') };
  } catch {
    return null;
  }
}

export function clearPendingSelection(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear.
  }
}

/** Ids of a comma-separated parameter (`selectedDisputes`), no blanks or repeats (docs/product-rules.md, Disputes). */
export function idsFromQuery(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()))].filter(Boolean);
}
