// Made by scripts/landing-locales-plugin.ts at build time.
declare module 'virtual:landing-locale/*' {
  const locale: Record<string, unknown>;
  export default locale;
}
