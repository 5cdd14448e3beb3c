import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useListFilters } from '../use-list-filters.ts';
import { Pager } from './pager.tsx';
import { QueryResult } from './query-result.tsx';
import { SearchField } from './search-field.tsx';
import { SubscriptionStatusFilter } from './subscription-status-filter.tsx';
import { UserList } from './user-list.tsx';

export function UsersTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: SubscriptionStatus }>({ search: '' });
  const users = useAdminUsers({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchField
          id="users-search"
          label={t('admin.users.search')}
          value={list.filters.search}
          onChange={(search) => list.update({ search })}
        />
        <SubscriptionStatusFilter
          id="users-status"
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
        />
      </div>
      <QueryResult query={users}>
        {(data) => (
          <>
            <UserList users={data.users} />
            <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={list.setPage} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
