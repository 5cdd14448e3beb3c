import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#client/lib/paths.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The header of the pages a visitor sees: the logo home, language, theme, then the page's ways in. It needs no
 * router, so the landing entry uses it too. On a narrow screen whatever does not fit wraps to a second row,
 * right-aligned, rather than overflow.
 */
export function PublicHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border bg-card px-4">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-end gap-x-1 gap-y-2 py-3 sm:gap-x-2">
        <a
          href={paths.home}
          aria-label={t('nav.home')}
          className="mr-auto shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </a>
        <LanguageSwitcher />
        <ThemeToggle />
        {actions}
      </div>
    </header>
  );
}
