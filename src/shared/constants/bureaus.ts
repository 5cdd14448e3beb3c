export const BUREAUS = ['experian', 'equifax', 'transunion'] as const;
export type Bureau = (typeof BUREAUS)[number];

/** The spec's prototype spelled TransUnion's path segment `transunionn`; old links keep working. */
export const BUREAU_ALIASES: Readonly<Record<string, Bureau>> = { transunionn: 'transunion' };
