import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatInstantDay } from '../../../lib/format.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { fullName } from '../full-name.ts';
import { Pager } from './pager.tsx';
import { QueryResult } from './query-result.tsx';

export function SubscriptionGroup({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ status, page });
  const headingId = `subscriptions-${status}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        {t(`admin.subscriptions.groups.${status}`)}
        {users.data && <Badge variant="secondary">{users.data.total}</Badge>}
      </h2>
      <QueryResult query={users}>
        {(data) =>
          data.users.length === 0 ? (
            <p className="text-muted-foreground">{t('admin.subscriptions.emptyGroup')}</p>
          ) : (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                {data.users.map((user) => (
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
                ))}
              </ul>
              <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={setPage} />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
