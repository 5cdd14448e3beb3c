import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:landing-locale/';

/**
 * The namespaces the landing page reads (its sections, header, footer, language switch, theme toggle, toaster,
 * the setup banner and the admin option): its entry gets its language with these only (bench/bundle.ts weighs
 * what a visitor loads; the rest of a locale is two thirds of it); the app's entry still loads the whole file.
 * A key the landing page needs from another namespace would show as its raw key:
 * e2e/landing-education-journey.spec.ts checks none does.
 */
export const LANDING_NAMESPACES = [
  'adminAccess',
  'common',
  'landing',
  'language',
  'nav',
  'plans',
  'setup',
  'topBar',
] as const;

/** `virtual:landing-locale/<language>`: the landing's namespaces of src/client/locales/<language>.json. */
export function landingLocales(): Plugin {
  return {
    name: 'creditpath-landing-locales',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`no landing locale for "${language}"`);
      const file = path.resolve('src/client/locales', `${language}.json`);
      this.addWatchFile(file);
      const locale = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const landing = Object.fromEntries(LANDING_NAMESPACES.map((namespace) => [namespace, locale[namespace]]));
      return `export default ${JSON.stringify(landing)};`;
    },
  };
}
