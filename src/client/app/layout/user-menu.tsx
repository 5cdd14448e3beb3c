import { CreditCard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useLogout } from '#client/features/auth/api/logout.ts';
import { displayNameOf, initialsOf } from '#client/features/auth/user-display.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const name = displayNameOf(user, t('topBar.defaultName'));
  const logout = useLogout();
  const initials = initialsOf(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The name starts with the initials the button shows, so a member who says what they see can press it.
        aria-label={`${initials}, ${t('topBar.userMenu')}`}
        className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {initials}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <CreditCard aria-hidden />
            {t('nav.account')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={() => {
            toast({ title: t('topBar.loggingOut') });
            logout.mutate(undefined, {
              onError: (error) => toastFailure(t('topBar.logoutFailed'), errorMessage(error, t)),
            });
          }}
        >
          <LogOut aria-hidden />
          {t('topBar.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
