import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, type ReadSource, serverSuites, touchesDatabase } from './database-suites.ts';

const root = '/repo';

function tree(files: Record<string, string>): ReadSource {
  return (file) => files[path.relative(root, file)] ?? null;
}

function touches(files: Record<string, string>, entry = 'src/server/a.test.ts') {
  return touchesDatabase(path.join(root, entry), root, tree(files));
}

describe('importsOf', () => {
  it('reads every form of import, over several lines, and tells the type-only ones', () => {
    const source = [
      "import fs from 'node:fs';",
      'import {',
      '  type A,',
      '  b,',
      "} from './b.ts';",
      "import { type C, type D } from './c.ts';",
      "import type { E } from './e.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "import './side-effect.ts';",
      "const h = await import('./h.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: 'node:fs', typeOnly: false },
      { specifier: './b.ts', typeOnly: false },
      { specifier: './c.ts', typeOnly: true },
      { specifier: './e.ts', typeOnly: true },
      { specifier: './f.ts', typeOnly: false },
      { specifier: './g.ts', typeOnly: true },
      { specifier: './side-effect.ts', typeOnly: false },
      { specifier: './h.ts', typeOnly: false },
    ]);
  });
});

describe('touchesDatabase', () => {
  it('follows local imports, however deep, to a database driver', () => {
    expect(
      touches({
        'src/server/a.test.ts': "import { createTestApp } from './test-support/test-app.ts';",
        'src/server/test-support/test-app.ts': "import { openTestDatabase } from './test-database.ts';",
        'src/server/test-support/test-database.ts': "import pg from 'pg';",
      }),
    ).toBe(true);
  });

  it('knows the embedded database and the drivers by subpath', () => {
    expect(touches({ 'src/server/a.test.ts': "import { PGlite } from '@electric-sql/pglite';" })).toBe(true);
    expect(touches({ 'src/server/a.test.ts': "import { migrate } from 'drizzle-orm/pglite/migrator';" })).toBe(true);
  });

  it('follows the package.json aliases and dynamic imports', () => {
    expect(
      touches({
        'src/server/a.test.ts': "const m = await import('#server/db/client.ts');",
        'src/server/db/client.ts': "import pg from 'pg';",
      }),
    ).toBe(true);
  });

  it('counts a suite that starts other processes or threads: what runs there escapes the walk', () => {
    expect(touches({ 'src/server/a.test.ts': "import { spawn } from 'node:child_process';" })).toBe(true);
    expect(touches({ 'src/server/a.test.ts': "import { Worker } from 'node:worker_threads';" })).toBe(true);
    expect(touches({ 'src/server/a.test.ts': "import Piscina from 'piscina';" })).toBe(true);
  });

  it('counts a local module it cannot read', () => {
    expect(touches({ 'src/server/a.test.ts': "import { x } from './missing.ts';" })).toBe(true);
  });

  it('calls pure a suite whose modules never reach a driver, nor follows imports the compiler erases', () => {
    expect(
      touches({
        'src/server/a.test.ts': [
          "import { describe } from 'vitest';",
          "import { rule } from '#shared/rules/rule.ts';",
          "import type { Database } from './db/client.ts';",
          "import { type Executor } from './db/client.ts';",
          "import data from './data.json';",
        ].join('\n'),
        'src/shared/rules/rule.ts': "import { z } from 'zod';\nimport { a } from './a.ts';",
        'src/shared/rules/a.ts': "import { rule } from './rule.ts';",
        'src/server/db/client.ts': "import pg from 'pg';",
      }),
    ).toBe(false);
  });
});

describe('serverSuites on this repository', () => {
  const projectRoot = path.resolve(import.meta.dirname, '..');
  const suites = serverSuites(projectRoot);

  it('puts every server test file in exactly one of the two sets', () => {
    const all = [...suites.database, ...suites.pure];
    expect(new Set(all).size).toBe(all.length);
    expect(suites.database.length).toBeGreaterThan(0);
    expect(suites.pure.length).toBeGreaterThan(0);
  });

  it('calls database suites all those that open one through the test helpers or the client', () => {
    const opening = /\b(openTestDatabase|createTestApp|createStripeTestApp|openDatabase)\(/;
    const opensOne = suites.pure.filter((file) => opening.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(opensOne).toEqual([]);
  });
});
