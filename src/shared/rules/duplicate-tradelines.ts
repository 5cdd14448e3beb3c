import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { BureauView, Tradeline } from '#shared/schemas/credit-report.ts';
import { isCollectionAccount } from './classify-tradeline.ts';
import { earliestDate } from './iso-date.ts';
import { normalizeCreditorName } from './normalize-creditor-name.ts';

/**
 * How two tradelines turn out to be one debt: a collection and the account it came from (seen from
 * either side), or one account listed twice, recognised by its number or by its balance and opening date.
 */
export type DuplicateKind =
  | 'collection_of_original'
  | 'original_of_collection'
  | 'same_account_number'
  | 'same_balance_and_opened';

export interface DuplicateMatch {
  kind: DuplicateKind;
  related: Tradeline;
  /** The bureaus whose files count the debt twice. */
  bureaus: Bureau[];
  /** The largest balance each side reports at those bureaus, as the explanation quotes them. */
  balanceCents: number | null;
  relatedBalanceCents: number | null;
  /** same_account_number: the number's last four digits. */
  accountNumberEnding: string | null;
  /** same_balance_and_opened: the shared opening date. */
  dateOpened: string | null;
}

/** What the finder needs to compare a tradeline only with the few that could be the same debt. */
export interface DuplicateIndex {
  /** Tradelines by normalised creditor name. */
  byCreditor: Map<string, Tradeline[]>;
  creditorKeys: Map<Tradeline, string>;
  /** Each collection paired with the one account it most plausibly came from, and the reverse. */
  originalOf: Map<Tradeline, Tradeline>;
  collectionOf: Map<Tradeline, Tradeline>;
}

function addTo<K>(index: Map<K, Tradeline[]>, key: K, t: Tradeline) {
  const list = index.get(key);
  if (list) list.push(t);
  else index.set(key, [t]);
}

/** The largest balance the tradeline shows, at the given bureaus only when they are given. */
function largestBalance(t: Tradeline, at?: readonly Bureau[]): number | null {
  let largest: number | null = null;
  for (const view of t.views) {
    if (at && !at.includes(view.bureau)) continue;
    if ((view.balanceCents ?? 0) > (largest ?? 0)) largest = view.balanceCents;
  }
  return largest;
}

/**
 * The bureaus whose own files show a balance on both tradelines. A bureau that shows only one of them counts
 * the debt once, however the other bureaus report the other one: each bureau can check only its own file.
 */
function bureausWithBothBalances(a: Tradeline, b: Tradeline): Bureau[] {
  const owes = (t: Tradeline, bureau: Bureau) =>
    t.views.some((view) => view.bureau === bureau && (view.balanceCents ?? 0) > 0);
  return BUREAUS.filter((bureau) => owes(a, bureau) && owes(b, bureau));
}

/**
 * A collection comes from an account only if that account existed when the debt went bad (or, lacking
 * that date, when the collector took it on): an account opened later is a newer relationship with the
 * same creditor.
 */
function openedBeforeCollection(collection: Tradeline, original: Tradeline): boolean {
  const collectedSince =
    earliestDate(collection.views.map((view) => view.firstDelinquencyDate)) ??
    earliestDate(collection.views.map((view) => view.dateOpened));
  const openedOn = earliestDate(original.views.map((view) => view.dateOpened));
  return collectedSince === null || openedOn === null || openedOn <= collectedSince;
}

/** A creditor that sends a debt to collection closes or charges off the account; an open one is another account. */
function isStillOpen(t: Tradeline): boolean {
  return (
    t.views.some((view) => view.accountStatus === 'open') &&
    !t.views.some((view) => view.accountStatus === 'closed' || view.isChargeOff || view.paymentStatus === 'charge_off')
  );
}

interface CollectionPair {
  collection: Tradeline;
  original: Tradeline;
  gap: number;
}

/**
 * The accounts a collection may have come from: negative, ended accounts of the named original creditor
 * that still report a balance at a bureau that also shows the collection's balance, each with how far its
 * balance is from the collection's. An account one bureau shows beside a collection another bureau shows
 * counts the debt once at each: nothing either bureau could correct.
 */
function candidatePairs(
  collection: Tradeline,
  candidates: readonly Tradeline[],
  negatives: ReadonlySet<Tradeline>,
): CollectionPair[] {
  const owed = largestBalance(collection);
  if (owed === null) return [];
  const pairs: CollectionPair[] = [];
  for (const original of candidates) {
    if (original === collection || isCollectionAccount(original) || !negatives.has(original)) continue;
    const balance = largestBalance(original);
    if (balance === null || isStillOpen(original) || !openedBeforeCollection(collection, original)) continue;
    if (bureausWithBothBalances(collection, original).length === 0) continue;
    pairs.push({ collection, original, gap: Math.abs(balance - owed) });
  }
  return pairs;
}

export function indexForDuplicates(
  tradelines: readonly Tradeline[],
  negatives: ReadonlySet<Tradeline>,
): DuplicateIndex {
  const byCreditor = new Map<string, Tradeline[]>();
  const creditorKeys = new Map<Tradeline, string>();
  for (const t of tradelines) {
    const key = normalizeCreditorName(t.creditorName);
    creditorKeys.set(t, key);
    addTo(byCreditor, key, t);
  }
  const pairs: CollectionPair[] = [];
  for (const t of tradelines) {
    if (!t.originalCreditorName || !isCollectionAccount(t)) continue;
    const candidates = byCreditor.get(normalizeCreditorName(t.originalCreditorName)) ?? [];
    pairs.push(...candidatePairs(t, candidates, negatives));
  }
  // One collection per original account and the reverse, nearest balances first: a charged-off account
  // is the source of one collection debt, not of every collection that names its creditor.
  pairs.sort((a, b) => a.gap - b.gap);
  const originalOf = new Map<Tradeline, Tradeline>();
  const collectionOf = new Map<Tradeline, Tradeline>();
  for (const { collection, original } of pairs) {
    if (originalOf.has(collection) || collectionOf.has(original)) continue;
    originalOf.set(collection, original);
    collectionOf.set(original, collection);
  }
  return { byCreditor, creditorKeys, originalOf, collectionOf };
}

/**
 * A debt sent to collection should normally show a zero balance with the original creditor; a bureau whose
 * file shows a balance on both counts the debt twice (candidatePairs pairs no others).
 */
function collectionMatch(
  self: Tradeline,
  related: Tradeline,
  kind: 'collection_of_original' | 'original_of_collection',
): DuplicateMatch {
  const bureaus = bureausWithBothBalances(self, related);
  return {
    kind,
    related,
    bureaus,
    balanceCents: largestBalance(self, bureaus),
    relatedBalanceCents: largestBalance(related, bureaus),
    accountNumberEnding: null,
    dateOpened: null,
  };
}

/**
 * Account numbers as printed, masks included. Only a number whose unmasked end shows at least four
 * digits can identify an account: bureaus often print just the issuer's prefix ("517805XXXXXX"), which
 * every card from that issuer shares.
 */
function comparableAccountNumber(accountNumber: string | null): string | null {
  const compact = (accountNumber ?? '').toUpperCase().replace(/[^A-Z0-9*]/g, '');
  const visibleEnd = /[^X*]*$/.exec(compact)?.[0] ?? '';
  return visibleEnd.replace(/\D/g, '').length >= 4 ? compact : null;
}

function viewOf(t: Tradeline, bureau: Bureau): BureauView | undefined {
  return t.views.find((view) => view.bureau === bureau);
}

function sameBalanceAndOpened(mine: BureauView | undefined, theirs: BureauView | undefined): boolean {
  if (!mine || !theirs || mine.dateOpened === null) return false;
  return (
    (mine.balanceCents ?? 0) > 0 && mine.balanceCents === theirs.balanceCents && mine.dateOpened === theirs.dateOpened
  );
}

/**
 * The same account listed twice by one bureau. Only bureaus that report both tradelines count: two
 * tradelines from different bureaus are one account a merged report failed to join, not a double count.
 */
function sameDebtMatch(t: Tradeline, other: Tradeline): DuplicateMatch | null {
  if (t === other) return null;
  const shared = BUREAUS.filter((bureau) => viewOf(t, bureau) && viewOf(other, bureau));
  if (shared.length === 0) return null;
  const base = {
    related: other,
    balanceCents: largestBalance(t, shared),
    relatedBalanceCents: largestBalance(other, shared),
  };
  const number = comparableAccountNumber(t.accountNumber);
  // Servicers number several student loans alike; loans opened on different dates are different debts.
  const openedApart = shared.some((bureau) => {
    const mine = viewOf(t, bureau)?.dateOpened;
    const theirs = viewOf(other, bureau)?.dateOpened;
    return mine && theirs && mine !== theirs;
  });
  if (number !== null && number === comparableAccountNumber(other.accountNumber) && !openedApart) {
    const digits = number.replace(/\D/g, '');
    return {
      ...base,
      kind: 'same_account_number',
      bureaus: shared,
      accountNumberEnding: digits.slice(-4),
      dateOpened: null,
    };
  }
  const bureaus = shared.filter((bureau) => sameBalanceAndOpened(viewOf(t, bureau), viewOf(other, bureau)));
  const first = bureaus[0];
  if (first === undefined) return null;
  const dateOpened = viewOf(t, first)?.dateOpened ?? null;
  return { ...base, kind: 'same_balance_and_opened', bureaus, accountNumberEnding: null, dateOpened };
}

/**
 * A debt listed more than a few times is one dispute, not one reason per copy: and a hostile file listing one
 * account a thousand times must not turn into a million reasons.
 */
export const MAX_DUPLICATES_PER_ITEM = 3;

/** Every tradeline that reports the same debt as `t`, at most one match per related tradeline. */
export function findDuplicates(t: Tradeline, index: DuplicateIndex): DuplicateMatch[] {
  const matches: DuplicateMatch[] = [];
  const related = new Set<Tradeline>();
  const add = (match: DuplicateMatch | null) => {
    if (!match || related.has(match.related) || matches.length >= MAX_DUPLICATES_PER_ITEM) return;
    related.add(match.related);
    matches.push(match);
  };
  const original = index.originalOf.get(t);
  if (original) add(collectionMatch(t, original, 'collection_of_original'));
  const collection = index.collectionOf.get(t);
  if (collection) add(collectionMatch(t, collection, 'original_of_collection'));
  const creditor = index.creditorKeys.get(t) ?? normalizeCreditorName(t.creditorName);
  for (const other of index.byCreditor.get(creditor) ?? []) {
    if (matches.length >= MAX_DUPLICATES_PER_ITEM) break;
    add(sameDebtMatch(t, other));
  }
  return matches;
}
