import 'i18next';
import type en from '#client/locales/en.json';

// A key that is not in en.json fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
