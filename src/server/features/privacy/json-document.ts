/**
 * One member of the document's top object: a value read once, or a list read item by item (never held whole).
 */
export type JsonSection =
  | { key: string; value: () => Promise<unknown> }
  | { key: string; items: () => AsyncIterable<unknown> };

const indented = (value: unknown, pad: string) =>
  (JSON.stringify(value ?? null, null, 2) ?? 'null').replaceAll('\n', `\n${pad}`);

/**
 * A JSON document written as it is read, indented for people to read: each list's items are asked for one at a
 * time, so a member with thousands of rows is never one string in memory.
 */
export async function* jsonDocument(sections: readonly JsonSection[]): AsyncGenerator<string> {
  yield '{';
  for (const [index, section] of sections.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(section.key)}: `;
    if ('value' in section) {
      yield indented(await section.value(), '  ');
      continue;
    }
    let count = 0;
    for await (const item of section.items()) {
      yield `${count === 0 ? '[' : ','}\n    ${indented(item, '    ')}`;
      count += 1;
    }
    yield count === 0 ? '[]' : '\n  ]';
  }
  yield '\n}\n';
}
