import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import appEntry from '../main.tsx?raw';
import './zod-jitless.ts';

/** An entry's imports run in order, each module's schemas built as it loads: the setting must come before them. */
const firstImportOf = (source: string) => source.match(/^import [^\n]*$/mu)?.[0];

describe('zod without eval', () => {
  it('is set jitless', () => {
    expect(z.config().jitless).toBe(true);
  });

  it("is set first thing in the app's entry", () => {
    expect(firstImportOf(appEntry)).toBe("import '#client/lib/zod-jitless.ts';");
  });
});
