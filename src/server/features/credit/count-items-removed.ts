interface ItemIdentity {
  creditorName: string;
  accountNumber: string | null;
  itemType: string | null;
}

const identity = (item: ItemIdentity) =>
  `${item.creditorName.toLowerCase().replace(/[^a-z0-9]/g, '')}|${(item.accountNumber ?? '').replace(/[^0-9]/g, '').slice(-4)}`;

/** Negative items of the earlier report that the later one no longer carries: what the member got removed. */
export function countItemsRemoved(earlier: readonly ItemIdentity[], later: readonly ItemIdentity[]): number {
  const stillThere = new Set(later.filter((item) => item.itemType).map(identity));
  return earlier.filter((item) => item.itemType && !stillThere.has(identity(item))).length;
}
