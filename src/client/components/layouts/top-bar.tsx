import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** Links appear here as their pages are built; admin links only for admins (the server decides who is one). */
function navLinks(user: CurrentUser) {
  return [
    { to: paths.dashboard, label: 'nav.dashboard' as const },
    { to: paths.creditReport, label: 'nav.creditReport' as const },
    { to: paths.upload, label: 'nav.upload' as const },
    ...(user.isAdmin ? [{ to: paths.adminDashboard, label: 'nav.adminDashboard' as const }] : []),
  ];
}

export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:h-16 sm:flex-nowrap sm:py-0">
        <Link to={paths.home} aria-label={t('nav.home')} className="mr-auto shrink-0 sm:mr-2">
          <Logo />
        </Link>
        {/* On a phone the links get a row of their own under the icons, all visible at once. */}
        <nav
          aria-label={t('nav.mainNavigation')}
          className="order-last flex basis-full gap-1 overflow-x-auto sm:order-none sm:min-w-0 sm:flex-1 sm:basis-auto"
        >
          {navLinks(user).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('topBar.notifications')}
          onClick={() => toast({ title: t('topBar.notifications'), description: t('topBar.noNotifications') })}
        >
          <Bell aria-hidden />
        </Button>
        <ThemeToggle />
        <LanguageSwitcher />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
