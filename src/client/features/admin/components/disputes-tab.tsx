import { useTranslation } from 'react-i18next';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { useAdminDisputes } from '../api/get-admin-disputes.ts';
import { useListFilters } from '../use-list-filters.ts';
import { AdminDisputeCard } from './admin-dispute-card.tsx';
import { FilterSelect } from './filter-select.tsx';
import { Pager } from './pager.tsx';
import { QueryResult } from './query-result.tsx';
import { SearchField } from './search-field.tsx';

export function DisputesTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: DisputeStatus }>({ search: '' });
  const disputes = useAdminDisputes({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchField
          id="disputes-search"
          label={t('admin.disputes.search')}
          value={list.filters.search}
          onChange={(search) => list.update({ search })}
        />
        <FilterSelect
          id="disputes-status"
          label={t('admin.filters.status')}
          allLabel={t('admin.filters.allStatuses')}
          options={DISPUTE_STATUSES.map((status) => ({ value: status, label: t(`disputes.status.${status}`) }))}
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
        />
      </div>
      <QueryResult query={disputes}>
        {(data) => (
          <>
            {data.disputes.length === 0 ? (
              <p className="text-muted-foreground">{t('admin.disputes.empty')}</p>
            ) : (
              <ul className="grid gap-4">
                {data.disputes.map((dispute) => (
                  <AdminDisputeCard key={dispute.id} dispute={dispute} />
                ))}
              </ul>
            )}
            <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={list.setPage} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
