import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '#client/lib/format.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { fullName } from '../full-name.ts';
import { PagedGroup } from './paged-group.tsx';

export function SubscriptionGroup({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ status, page });
  const headingId = `subscriptions-${status}`;
  return (
    <PagedGroup
      id={headingId}
      title={t(`admin.subscriptions.groups.${status}`)}
      query={users}
      rows={(data) => data.users}
      empty={t('admin.subscriptions.emptyGroup')}
      onPageChange={setPage}
    >
      {(user) => (
        <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
          <span className="min-w-0 flex-1 basis-56">
            <span className="block font-medium">{fullName(user)}</span>
            <span className="block break-all text-sm text-muted-foreground">{user.email}</span>
          </span>
          <span className="text-sm">
            {user.subscriptionTier ? t(`plans.name.${user.subscriptionTier}`) : t('admin.noPlan')}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('admin.subscriptions.since', { date: formatInstantDay(user.createdAt) })}
          </span>
        </li>
      )}
    </PagedGroup>
  );
}
