/**
 * How many pages a list has: at least one, so an empty list still reads "page 1 of 1". A capped total (more than
 * `total` match) answers the fewest pages those rows could fill, which the list shows as "at least".
 */
export function pageCount(total: number, pageSize: number, capped = false): number {
  return Math.max(1, Math.ceil((capped ? total + 1 : total) / pageSize));
}
