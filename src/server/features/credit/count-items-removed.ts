import { normalizeCreditorName } from '#shared/rules/normalize-creditor-name.ts';

interface ItemIdentity {
  creditorName: string;
  accountNumberLast4: string | null;
  itemType: string | null;
}

const identity = (item: ItemIdentity) => `${normalizeCreditorName(item.creditorName)}|${item.accountNumberLast4 ?? ''}`;

/** Negative items of the earlier report that the later one no longer carries: what the member got removed. */
export function countItemsRemoved(earlier: readonly ItemIdentity[], later: readonly ItemIdentity[]): number {
  const stillThere = new Set(later.filter((item) => item.itemType).map(identity));
  return earlier.filter((item) => item.itemType && !stillThere.has(identity(item))).length;
}
