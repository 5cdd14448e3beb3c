/**
 * Reads a whole result set one batch at a time, each batch asked for after the last row of the one before:
 * only one batch is ever held, however many rows there are. A short batch is the last.
 */
export async function* keysetBatches<Row>(
  fetchBatch: (after: Row | null) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const batch = await fetchBatch(after);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1] ?? null;
  }
}
