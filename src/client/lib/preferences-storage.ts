import type { Preferences } from '#shared/schemas/onboarding.ts';

/** Kept in local storage as the text 'true' or 'false', under these keys (docs/product-rules.md, Onboarding). */
export const PREFERENCE_KEYS = [
  'hasChildSupport',
  'hasRepossession',
  'hasBankruptcy',
] as const satisfies readonly (keyof Preferences)[];
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

function readOne(key: PreferenceKey): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** What this browser remembers; anything missing, unreadable or blocked is false. */
export function readPreferences(): Preferences {
  return {
    hasChildSupport: readOne('hasChildSupport'),
    hasRepossession: readOne('hasRepossession'),
    hasBankruptcy: readOne('hasBankruptcy'),
  };
}

/** False when the browser refuses storage: the choice then lasts for this visit only. */
export function writePreference(key: PreferenceKey, value: boolean): boolean {
  try {
    localStorage.setItem(key, String(value));
    return true;
  } catch {
    return false;
  }
}
