import { keysetBatches } from '#server/features/admin/index.ts';

/** Rows of lists that can grow long (items, notices, audit entries) are read this many at a time. */
const BATCH_SIZE = 200;

/** Every row of a list, one batch after the other, each batch read only once the last was handed out. */
export async function* inBatches<Key, Row extends Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  for await (const batch of keysetBatches<Row>((after) => read(after, BATCH_SIZE), BATCH_SIZE)) yield* batch;
}
