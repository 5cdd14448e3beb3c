export const BUREAUS = ['experian', 'equifax', 'transunion'] as const;
export type Bureau = (typeof BUREAUS)[number];

/** The prototype spelled TransUnion's path `transunionn`; old links keep working (docs/product-rules.md, Disputes). */
export const BUREAU_ALIASES: Readonly<Record<string, Bureau>> = { transunionn: 'transunion' };

/** The bureaus' own spelling of their names, the same in both languages. */
export const BUREAU_NAMES: Readonly<Record<Bureau, string>> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
};
