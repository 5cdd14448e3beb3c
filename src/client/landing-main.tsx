import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from '#client/app/routes/landing.tsx';
import { initI18n, type LocaleLoaders } from '#client/lib/i18n.ts';
import { preloadSiteInfo } from '#client/lib/public-config.ts';
import { ThemeProvider } from '#client/lib/theme-provider.tsx';
import { useCurrentToast } from '#client/lib/toast-store.ts';
import './styles.css';

/**
 * The landing page's own entry: a visitor's first page loads React, i18n and this page only, with no router,
 * data layer or forms (the budget is in bench/bundle.ts). Its links are plain anchors into the app.
 */
/** Each language with only the namespaces the landing page reads (scripts/landing-locales-plugin.ts). */
const LANDING_LOCALES: LocaleLoaders = {
  en: () => import('virtual:landing-locale/en'),
  es: () => import('virtual:landing-locale/es'),
};

// The toast library (Radix) loads with the first toast, a language switch or admin access: most visits raise none.
const Toaster = lazy(async () => ({ default: (await import('#client/components/ui/toaster.tsx')).Toaster }));

function ToasterOnceNeeded() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

async function start() {
  await Promise.all([initI18n(undefined, LANDING_LOCALES), preloadSiteInfo()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('landing.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <LandingPage />
        <ToasterOnceNeeded />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
