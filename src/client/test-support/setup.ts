import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '#client/lib/i18n.ts';
import { forgetPublicAnswersForTests } from '#client/lib/public-config.ts';
import { resetSessionExpiredForTests } from '#client/lib/session-expired.ts';
import { dismissCurrentToast } from '#client/lib/toast-store.ts';
import { installZodMessages } from '#client/lib/zod-messages.ts';
import { resetWebauthn } from './webauthn.ts';

// The client files share one module graph (`isolate: false`): a module mocked in one test file would reach the
// others only if it had not been imported yet, so the two mocked modules are mocked here, for every file.

// Passkeys: each test says whether the browser has them and what its ceremony answers (test-support/webauthn.ts).
vi.mock('@simplewebauthn/browser', async (importOriginal) => {
  const { webauthn } = await import('./webauthn.ts');
  return {
    ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
    browserSupportsWebAuthn: () => webauthn.supported,
    startAuthentication: webauthn.startAuthentication,
    startRegistration: webauthn.startRegistration,
  };
});

// jsdom lays nothing out, so a chart's container would measure 0×0 and draw nothing: it starts at a fixed size.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  return {
    ...recharts,
    ResponsiveContainer: (props: Parameters<typeof recharts.ResponsiveContainer>[0]) =>
      createElement(recharts.ResponsiveContainer, { ...props, initialDimension: { width: 640, height: 260 } }),
  };
});

// A busy CI machine (the browser suite runs beside these) can take more than the default second to render a
// screen: a find waits up to 5 s, which a test that passes never needs.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
  // Both languages in memory, so a test that switches language renders at once, as after a first switch.
  await i18n.loadLanguages('es');
  installZodMessages();
});

// What one test changes outside its own render goes back before the next, whichever file that is in.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetWebauthn();
  dismissCurrentToast();
  resetSessionExpiredForTests();
  forgetPublicAnswersForTests();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
