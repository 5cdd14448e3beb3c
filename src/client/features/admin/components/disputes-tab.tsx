import { useTranslation } from 'react-i18next';
import { ListOrEmpty } from '#client/components/ui/section.tsx';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { useAdminDisputes } from '../api/admin-lists.ts';
import { useListFilters } from '../use-list-filters.ts';
import { AdminDisputeCard } from './admin-dispute-card.tsx';
import { PagedResult, SearchAndStatus } from './admin-list.tsx';

export function DisputesTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: DisputeStatus }>({ search: '' });
  const disputes = useAdminDisputes({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <SearchAndStatus
        id="disputes"
        searchLabel={t('admin.disputes.search')}
        statuses={DISPUTE_STATUSES.map((status) => ({ value: status, label: t(`disputes.status.${status}`) }))}
        filters={list.filters}
        onChange={list.update}
      />
      <PagedResult query={disputes} onPageChange={list.setPage}>
        {(data) => (
          <ListOrEmpty rows={data.disputes} empty={t('admin.disputes.empty')} className="grid gap-4">
            {(dispute) => <AdminDisputeCard key={dispute.id} dispute={dispute} />}
          </ListOrEmpty>
        )}
      </PagedResult>
    </div>
  );
}
