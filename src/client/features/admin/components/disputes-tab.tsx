import { useTranslation } from 'react-i18next';
import { ListOrEmpty } from '#client/components/ui/section.tsx';
import { CAMPAIGN_FILTERS, type CampaignFilter } from '#shared/constants/campaign.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from '#shared/constants/disputes.ts';
import { useAdminDisputes } from '../api/admin-lists.ts';
import { useListFilters } from '../use-list-filters.ts';
import { AdminDisputeCard } from './admin-dispute-card.tsx';
import { FilterSelect, PagedResult, SearchField } from './admin-list.tsx';

export function DisputesTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: DisputeStatus; campaign?: CampaignFilter }>({ search: '' });
  const disputes = useAdminDisputes({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
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
        {/* Where the campaign stands: what the member must do, a recipient past its date, an answer to act on. */}
        <FilterSelect
          id="disputes-campaign"
          label={t('admin.campaign.filter')}
          allLabel={t('admin.campaign.allCampaigns')}
          options={CAMPAIGN_FILTERS.map((state) => ({ value: state, label: t(`admin.campaign.states.${state}`) }))}
          value={list.filters.campaign}
          onChange={(campaign) => list.update({ campaign })}
        />
      </div>
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
