import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { installZodMessages } from '../lib/zod-messages.ts';

beforeAll(async () => {
  await initI18n('en');
  installZodMessages();
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
