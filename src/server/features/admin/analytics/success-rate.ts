/** Of the disputes that ended, the share resolved, as a percentage to one decimal; null before any ended. */
export function successRate(resolved: number, rejected: number): number | null {
  const ended = resolved + rejected;
  if (ended === 0) return null;
  return Math.round((resolved / ended) * 1000) / 10;
}
