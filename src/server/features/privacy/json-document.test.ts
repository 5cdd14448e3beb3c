import { describe, expect, it } from 'vitest';
import { jsonDocument } from './json-document.ts';

async function text(generator: AsyncGenerator<string>): Promise<string> {
  let out = '';
  for await (const chunk of generator) out += chunk;
  return out;
}

async function* listOf<T>(items: T[], reads: string[]) {
  for (const item of items) {
    reads.push(String(JSON.stringify(item)));
    yield item;
  }
}

describe('a JSON document written as it is read', () => {
  it('parses back to the sections, empty lists, nulls and nesting included', async () => {
    const reads: string[] = [];
    const written = await text(
      jsonDocument([
        { key: 'account', value: async () => ({ email: 'a@example.com', tags: ['x', 'y'], at: new Date(0) }) },
        { key: 'none', value: async () => undefined },
        { key: 'empty', items: () => listOf([], reads) },
        { key: 'rows', items: () => listOf([{ id: 1, nested: { deep: [1, 2] } }, 'plain', null], reads) },
      ]),
    );
    expect(JSON.parse(written)).toEqual({
      account: { email: 'a@example.com', tags: ['x', 'y'], at: '1970-01-01T00:00:00.000Z' },
      none: null,
      empty: [],
      rows: [{ id: 1, nested: { deep: [1, 2] } }, 'plain', null],
    });
    // Indented for a person: each list item starts on its own line.
    expect(written).toContain('\n  "rows": [\n    {\n      "id": 1,');
  });

  it('asks for the next item only once the last one was written out', async () => {
    const reads: string[] = [];
    const document = jsonDocument([{ key: 'rows', items: () => listOf([1, 2, 3], reads) }]);
    const chunks: string[] = [];
    for await (const chunk of document) {
      chunks.push(chunk);
      if (chunk.includes('1')) break;
    }
    expect(reads).toEqual(['1']);
  });

  it('writes a document with no sections as an empty object', async () => {
    expect(JSON.parse(await text(jsonDocument([])))).toEqual({});
  });
});
