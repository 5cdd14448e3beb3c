import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { useAdminUsers } from '../api/admin-lists.ts';
import { useListFilters } from '../use-list-filters.ts';
import { PagedResult, SearchAndStatus, subscriptionStatusOptions } from './admin-list.tsx';
import { UserList } from './user-list.tsx';

export function UsersTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: SubscriptionStatus }>({ search: '' });
  const users = useAdminUsers({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <SearchAndStatus
        id="users"
        searchLabel={t('admin.users.search')}
        statuses={subscriptionStatusOptions(t)}
        filters={list.filters}
        onChange={list.update}
      />
      <PagedResult query={users} onPageChange={list.setPage}>
        {(data) => <UserList users={data.users} />}
      </PagedResult>
    </div>
  );
}
