import { Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/layouts/language-switcher.tsx';
import { Logo } from '../../../components/layouts/logo.tsx';
import { ThemeToggle } from '../../../components/layouts/theme-toggle.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAdminAccess } from '../../../lib/use-admin-access.ts';

/**
 * Logo, language, theme and the ways in. "Email login" goes where "Member login" does (spec), so small
 * screens show only the latter. The admin option appears only when admin access is on. On a narrow screen
 * whatever does not fit wraps to a second row, right-aligned, rather than overflow.
 */
export function LandingHeader() {
  const { t } = useTranslation();
  const adminEnabled = useAdminAccess();
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
        <Button asChild variant="ghost" className="hidden md:inline-flex">
          <a href={paths.login}>
            <Mail aria-hidden />
            {t('landing.header.emailLogin')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={paths.login}>{t('landing.memberLogin')}</a>
        </Button>
        {adminEnabled && (
          <Button asChild variant="outline" className="px-3 sm:px-4">
            <a href={paths.apiLogin}>
              <ShieldCheck aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('adminAccess.login')}</span>
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
