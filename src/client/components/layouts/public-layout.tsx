import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from './public-header.tsx';
import { SetupBanner } from './setup-banner.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * A page as a visitor sees it: skip link, the public header with the page's ways in, the page, the footer.
 * Router-free like its parts, so the landing entry and the app's public pages share it.
 */
export function PublicLayout({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-3 focus:ring-2 focus:ring-ring"
      >
        {t('common.skipToContent')}
      </a>
      <SetupBanner />
      <PublicHeader actions={actions} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
