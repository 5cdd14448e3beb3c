import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/errors.ts';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', flat: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else flatten(value, path, flat);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const english = flatten(en);
  const spanish = flatten(es);

  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no empty value', () => {
    for (const [key, value] of Object.entries({ ...english, ...spanish })) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(english)) {
      expect(placeholders(spanish[key] ?? ''), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('translate every error code the server can answer', () => {
    for (const code of ERROR_CODES) expect(english[`errors.${code}`], code).toBeTruthy();
  });
});
