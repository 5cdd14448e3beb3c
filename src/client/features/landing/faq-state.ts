/** One FAQ answer open at a time: clicking another opens it (closing the first), clicking the open one closes it. */
export function nextOpenItem<T extends string>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
