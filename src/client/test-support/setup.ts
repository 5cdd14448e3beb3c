import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '#client/lib/i18n.ts';
import { installZodMessages } from '#client/lib/zod-messages.ts';

// A busy CI machine (the browser suite runs beside these) can take more than the default second to render a
// screen: a find waits up to 5 s, which a test that passes never needs.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
  // Both languages in memory, so a test that switches language renders at once, as after a first switch.
  await i18n.loadLanguages('es');
  installZodMessages();
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
