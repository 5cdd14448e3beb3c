import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatRelative } from '#client/lib/format.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import type { Notification } from '#shared/schemas/auth.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NOTIFICATION_PAGES, notificationText } from '../notification-text.ts';

/** More than this shows as "99+": the badge stays one small circle. */
const MAX_BADGE_COUNT = 99;

function NotificationItem({ notice, onOpen }: { notice: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { title, body } = notificationText(t, notice);
  const unread = notice.readAt === null;
  return (
    <DropdownMenuItem asChild onSelect={onOpen}>
      <Link to={NOTIFICATION_PAGES[notice.kind]} className="items-start gap-3 py-2.5">
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {unread ? <span className="sr-only">{`${t('notifications.unread')}: `}</span> : null}
            {title}
          </span>
          {body ? <span className="text-sm text-muted-foreground">{body}</span> : null}
          <span className="text-xs text-muted-foreground">
            {formatRelative(notice.createdAt, new Date(), language)}
          </span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

/** The bell in the top bar: how many notices are unread, and the newest of them, each leading to its page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const list = notifications.data?.notifications ?? [];
  const message = notifications.isError
    ? t('notifications.loadError')
    : notifications.isPending
      ? t('common.loading')
      : list.length === 0
        ? t('topBar.noNotifications')
        : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('topBar.notifications')}
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-destructive-foreground"
            >
              {unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))]">
        <DropdownMenuLabel className="font-semibold">{t('notifications.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {message ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">{message}</p>
        ) : (
          <div className="max-h-[min(28rem,65dvh)] overflow-y-auto">
            {list.map((notice) => (
              <NotificationItem
                key={notice.id}
                notice={notice}
                onOpen={() => {
                  if (notice.readAt === null) markRead.mutate({ ids: [notice.id] });
                }}
              />
            ))}
          </div>
        )}
        {unread > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={(event) => {
                // The list stays open, so the member sees the marks go.
                event.preventDefault();
                markRead.mutate({});
              }}
            >
              <CheckCheck aria-hidden />
              {t('notifications.markAllRead')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
