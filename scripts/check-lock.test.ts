import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LockFile, missingOptionalPackages } from './check-lock.ts';

describe('missingOptionalPackages', () => {
  it('finds an optional package nobody locked, at the root or nested', () => {
    const lock: LockFile = {
      packages: {
        '': {},
        'node_modules/@biomejs/biome': {
          optionalDependencies: { '@biomejs/cli-linux-x64': '2.6.8', '@biomejs/cli-darwin-arm64': '2.6.8' },
        },
        'node_modules/@biomejs/cli-linux-x64': {},
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1' } },
        'node_modules/a/node_modules/c': {},
        'node_modules/d': {},
      },
    };
    expect(missingOptionalPackages(lock)).toEqual(['@biomejs/biome → @biomejs/cli-darwin-arm64']);
  });

  it('passes the committed lock file', () => {
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(missingOptionalPackages(lock)).toEqual([]);
  });
});
