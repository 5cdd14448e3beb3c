import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { installZodMessages } from '../lib/zod-messages.ts';

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
