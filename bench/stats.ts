/** The value at quantile `q` (0 to 1) of `sorted`, ascending: NaN when it is empty. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Runs `fn` `runs` times after a warm-up and answers the median and 95th percentile in ms. */
export async function measure(runs: number, fn: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

export function report(name: string, runs: number, result: { median: number; p95: number }) {
  console.log(
    `${name.padEnd(44)} runs=${String(runs).padStart(4)}  median=${result.median.toFixed(2)} ms  p95=${result.p95.toFixed(2)} ms`,
  );
}
