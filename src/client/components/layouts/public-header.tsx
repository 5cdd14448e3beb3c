import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The header of the pages a visitor sees. */
export function PublicHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to={paths.home} aria-label={t('nav.home')} className="mr-auto">
          <Logo />
        </Link>
        <ThemeToggle />
        <LanguageSwitcher />
        {actions}
      </div>
    </header>
  );
}
