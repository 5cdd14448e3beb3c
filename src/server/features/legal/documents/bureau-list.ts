import { BUREAU_NAMES, BUREAUS } from '#shared/constants/bureaus.ts';
import type { Language } from '#shared/constants/languages.ts';

/** "Experian, Equifax, and TransUnion" / "Experian, Equifax y TransUnion", from the one list of bureaus. */
export function bureauList(language: Language): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(BUREAUS.map((bureau) => BUREAU_NAMES[bureau]));
}
