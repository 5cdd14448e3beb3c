import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:landing-locale/';

/**
 * The parts of a locale only the signed-in app reads. The landing page's entry gets its language without them
 * (bench/bundle.ts weighs what a visitor loads); the app's entry still loads the whole file. A key the landing
 * page needs from one of these would show as its raw key: e2e/landing-education-journey.spec.ts checks none does.
 */
export const APP_ONLY_NAMESPACES = [
  'account',
  'admin',
  'credit',
  'dashboard',
  'dashboardSelection',
  'disputeCenter',
  'disputes',
  'education',
  'notifications',
  'profile',
] as const;

/** `virtual:landing-locale/<language>`: src/client/locales/<language>.json less the app-only namespaces. */
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
      for (const namespace of APP_ONLY_NAMESPACES) delete locale[namespace];
      return `export default ${JSON.stringify(locale)};`;
    },
  };
}
