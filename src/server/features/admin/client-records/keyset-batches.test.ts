import { describe, expect, it, vi } from 'vitest';
import { keysetBatches } from './export.ts';

const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
const source = (size: number) =>
  vi.fn(async (after: { id: number } | null) => rows.filter((row) => row.id > (after?.id ?? 0)).slice(0, size));

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('keysetBatches', () => {
  it('asks for each batch after the last row of the one before, and stops at a short batch', async () => {
    const fetch = source(3);
    expect((await collect(keysetBatches(fetch, 3))).map((batch) => batch.map((row) => row.id))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7],
    ]);
    expect(fetch.mock.calls.map(([after]) => after?.id ?? null)).toEqual([null, 3, 6]);
  });

  it('asks once more after a full last batch, and yields no empty batch', async () => {
    const fetch = source(7);
    expect(await collect(keysetBatches(fetch, 7))).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads one batch ahead of the reader, no more', async () => {
    const fetch = source(2);
    const batches = keysetBatches(fetch, 2);
    await batches.next();
    expect(fetch.mock.calls.map(([after]) => after?.id ?? null)).toEqual([null, 2]);
    await batches.next();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('hands a failed read-ahead to the reader, however long it took, and to nobody when it stopped', async () => {
    const fetch = async (after: { id: number } | null) => {
      if (after) throw new Error('the connection went away');
      return [{ id: 1 }, { id: 2 }];
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const slowReader = async () => {
      for await (const _ of keysetBatches(fetch, 2)) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await expect(slowReader()).rejects.toThrow('the connection went away');
    for await (const _ of keysetBatches(fetch, 2)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
