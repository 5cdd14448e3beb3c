import { useTranslation } from 'react-i18next';
import { ListOrEmpty } from '#client/components/ui/section.tsx';
import { formatInstantDay } from '#client/lib/format.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { fullName } from '../full-name.ts';
import { RoleBadges } from './role-badges.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';
import { ToggleAdminAction } from './toggle-admin-action.tsx';
import { ActivateUserButton } from './verify-payment.tsx';

export function UserList({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  return (
    <ListOrEmpty
      rows={users}
      empty={t('admin.users.empty')}
      className="divide-y divide-border rounded-lg border border-border bg-card"
    >
      {(user) => (
        <li key={user.id} className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-start">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{fullName(user)}</span>
              <RoleBadges isAdmin={user.isAdmin} isOwner={user.isOwner} />
            </div>
            <span className="break-all text-sm text-muted-foreground">{user.email}</span>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <SubscriptionStatusBadge status={user.subscriptionStatus} />
              <span>{user.subscriptionTier ? t(`plans.name.${user.subscriptionTier}`) : t('admin.noPlan')}</span>
              <span>{t('admin.users.joined', { date: formatInstantDay(user.createdAt) })}</span>
              <span>
                {user.lastLoginAt
                  ? t('admin.users.lastLogin', { date: formatInstantDay(user.lastLoginAt) })
                  : t('admin.users.neverSignedIn')}
              </span>
            </div>
          </div>
          <div className="grid gap-2 md:justify-items-end">
            {user.subscriptionStatus === 'pending_verification' && <ActivateUserButton user={user} />}
            {/* The owner is always an admin: the server refuses the change, so it is not offered. */}
            {!user.isOwner && <ToggleAdminAction user={user} />}
          </div>
        </li>
      )}
    </ListOrEmpty>
  );
}
