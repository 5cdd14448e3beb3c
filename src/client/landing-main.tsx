import '#client/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from '#client/app/routes/landing.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { initI18n, type LocaleLoaders } from '#client/lib/i18n.ts';
import { ThemeProvider } from '#client/lib/theme-provider.tsx';
import './styles.css';

/**
 * The landing page's own entry: a visitor's first page loads React, i18n and this page only, with no router,
 * data layer or forms (the budget is in bench/bundle.ts). Its links are plain anchors into the app.
 */
/** Each language without the namespaces only the signed-in app reads (scripts/landing-locales-plugin.ts). */
const LANDING_LOCALES: LocaleLoaders = {
  en: () => import('virtual:landing-locale/en'),
  es: () => import('virtual:landing-locale/es'),
};

async function start() {
  await initI18n(undefined, LANDING_LOCALES);
  const root = document.getElementById('root');
  if (!root) throw new Error('landing.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <LandingPage />
        <Toaster />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
