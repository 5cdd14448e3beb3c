import { describe, expect, it } from 'vitest';
import { isLetterCharacter, printsInLetter } from './letter-charset.ts';

describe('printsInLetter', () => {
  it('accepts the Latin alphabet with Western European accents and the usual punctuation', () => {
    for (const text of [
      'Maria Lopez',
      'José Núñez-Peña',
      'Zoë Çelik',
      'François Œuvre',
      'O’Brien',
      'Straße 5, Apt #3',
    ]) {
      expect(printsInLetter(text), text).toBe(true);
    }
  });

  it('counts an accent typed as a separate mark once it is composed', () => {
    expect(printsInLetter('Jose\u0301')).toBe(true);
  });

  it('refuses other scripts, and Latin letters the letter fonts cannot print', () => {
    for (const text of ['Γιώργος', 'Иван', 'محمد', '王小明', 'Nguyễn', 'Łukasz', 'Maria 😀']) {
      expect(printsInLetter(text), text).toBe(false);
    }
  });

  it('knows the WinAnsi characters beyond Latin-1', () => {
    expect(['€', '“', '”', '’', '—', 'Š', 'ž'].every(isLetterCharacter)).toBe(true);
    expect(['\u0100', '\u2028', '\u0007'].some(isLetterCharacter)).toBe(false);
  });
});
