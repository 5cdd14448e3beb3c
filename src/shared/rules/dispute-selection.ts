import { BEST_VALUE_MIN_ITEMS } from '#shared/constants/onboarding.ts';
import { type PaymentType, PLANS } from '#shared/constants/plans.ts';

/** A selection may not hold more items than the plan's disputes (docs/product-rules.md, Onboarding). */
export function selectionLimit(paymentType: PaymentType): number {
  return PLANS[paymentType].disputeAllowance;
}

/** The monthly plan is tagged 'BEST VALUE' once 3 or more items are selected. */
export function isBestValue(paymentType: PaymentType, selectedCount: number): boolean {
  return paymentType === 'monthly' && selectedCount >= BEST_VALUE_MIN_ITEMS;
}

/** Checking a reason selects its item too, while the limit allows; unchecking an item clears its reasons. */
export function toggleReason(
  state: { selectedItems: readonly string[]; reasons: Readonly<Record<string, readonly string[]>> },
  itemId: string,
  reason: string,
  limit: number,
): { selectedItems: string[]; reasons: Record<string, string[]> } {
  const current = state.reasons[itemId] ?? [];
  const checked = !current.includes(reason);
  const selected = state.selectedItems.includes(itemId);
  if (checked && !selected && state.selectedItems.length >= limit) {
    return { selectedItems: [...state.selectedItems], reasons: copy(state.reasons) };
  }
  const reasons = copy(state.reasons);
  reasons[itemId] = checked ? [...current, reason] : current.filter((r) => r !== reason);
  const selectedItems = checked && !selected ? [...state.selectedItems, itemId] : [...state.selectedItems];
  return { selectedItems, reasons };
}

export function toggleItem(
  state: { selectedItems: readonly string[]; reasons: Readonly<Record<string, readonly string[]>> },
  itemId: string,
  limit: number,
): { selectedItems: string[]; reasons: Record<string, string[]> } {
  const reasons = copy(state.reasons);
  if (state.selectedItems.includes(itemId)) {
    delete reasons[itemId];
    return { selectedItems: state.selectedItems.filter((id) => id !== itemId), reasons };
  }
  if (state.selectedItems.length >= limit) return { selectedItems: [...state.selectedItems], reasons };
  return { selectedItems: [...state.selectedItems, itemId], reasons };
}

const copy = (reasons: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(reasons).map(([id, list]) => [id, [...list]]));
