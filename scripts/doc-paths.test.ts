import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentsToCheck, missingPaths, pathTokens } from './doc-paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('pathTokens', () => {
  it('takes the backticked repository paths and leaves patterns, URLs, commands and code blocks', () => {
    const markdown = [
      'See `src/server/app.ts`, `db/schema/`, `#shared/errors.ts`, `locales/{en,es}.json` and `service.ts`.',
      'Not `features/<name>/index.ts`, `*.test.ts`, `docs/decisions/NNN-title.md`, `/api/disputes`, `.ts`,',
      '`https://example.com/a.md`, `./service.ts`, `npm run check:architecture`, `DATA_DIR/outbox`.',
      '```',
      '`src/in-a-code-block.ts`',
      '```',
    ].join('\n');
    expect(pathTokens(markdown)).toEqual([
      'src/server/app.ts',
      'db/schema/',
      '#shared/errors.ts',
      'locales/en.json',
      'locales/es.json',
      'service.ts',
    ]);
  });
});

describe('the docs', () => {
  // Each entry is `document: path`; fix the doc (or the path, if a file moved without telling it).
  it('name only paths that exist', () => {
    expect(missingPaths(root, documentsToCheck(root)), 'paths the docs name that are not in the tree').toEqual([]);
  });
});
