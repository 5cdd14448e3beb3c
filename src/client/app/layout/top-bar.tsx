import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '#client/components/layouts/language-switcher.tsx';
import { Logo } from '#client/components/layouts/logo.tsx';
import { ThemeToggle } from '#client/components/layouts/theme-toggle.tsx';
import { rememberLanguage } from '#client/features/auth/api/update-language.ts';
import { NotificationBell } from '#client/features/notifications/index.ts';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { UserMenu } from './user-menu.tsx';

/** Links appear here as their pages are built; admin links only for admins (the server decides who is one). */
function navLinks(user: CurrentUser) {
  return [
    { to: paths.dashboard, label: 'nav.dashboard' as const },
    { to: paths.creditReport, label: 'nav.creditReport' as const },
    { to: paths.disputeCenter, label: 'nav.disputeCenter' as const },
    { to: paths.disputes, label: 'nav.disputes' as const },
    { to: paths.progress, label: 'nav.progress' as const },
    { to: paths.upload, label: 'nav.upload' as const },
    { to: paths.education, label: 'nav.education' as const },
    ...(user.isAdmin ? [{ to: paths.adminDashboard, label: 'nav.adminDashboard' as const }] : []),
  ];
}

export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 xl:h-16 xl:flex-nowrap xl:py-0">
        <Link to={paths.home} aria-label={t('nav.home')} className="mr-auto shrink-0 xl:mr-2">
          <Logo />
        </Link>
        {/*
          Below wide-desktop width the links get a row of their own under the icons and wrap onto a second line
          rather than scroll: all of them stay visible at once, in both languages.
        */}
        <nav
          aria-label={t('nav.mainNavigation')}
          className="order-last flex basis-full flex-wrap gap-1 xl:order-none xl:min-w-0 xl:flex-1 xl:basis-auto xl:flex-nowrap xl:overflow-x-auto"
        >
          {navLinks(user).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted xl:px-3',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <NotificationBell />
        <ThemeToggle />
        <LanguageSwitcher onSwitched={rememberLanguage} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
