import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SetupBanner } from '#client/components/layouts/setup-banner.tsx';
import { UnverifiedEmailBanner } from '#client/features/auth/components/unverified-email-banner.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { TopBar } from './top-bar.tsx';

export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <SetupBanner />
      <TopBar user={user} />
      <UnverifiedEmailBanner user={user} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
