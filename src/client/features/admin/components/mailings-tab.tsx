import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#client/lib/format.ts';
import { MAILING_STATUSES, type MailingStatus } from '#shared/constants/mailing.ts';
import { type AdminMailing, MAILING_PROBLEMS } from '#shared/schemas/mailing.ts';
import { useAdminMailings } from '../api/admin-lists.ts';
import { useListFilters } from '../use-list-filters.ts';
import { FilterSelect, PagedResult, SearchField } from './admin-list.tsx';
import { MailingDetailDialog } from './mailing-detail.tsx';
import { MailingGrid } from './mailing-grid.tsx';

type Problem = (typeof MAILING_PROBLEMS)[number];

/** Letters mailed for members through Lob: what needs an admin's eye (returned, USPS issues, never queued) and what was charged. */
export function MailingsTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ search: string; status?: MailingStatus; problem?: Problem }>({ search: '' });
  const [viewing, setViewing] = useState<AdminMailing | null>(null);
  const closeDetail = useCallback(() => setViewing(null), []);
  const { search, ...filters } = list.applied;
  const mailings = useAdminMailings({ ...filters, q: search, page: list.page });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          id="mailings-search"
          label={t('admin.mailings.search')}
          value={list.filters.search}
          onChange={(value) => list.update({ search: value })}
        />
        <FilterSelect
          id="mailings-status"
          label={t('admin.filters.status')}
          allLabel={t('admin.filters.allStatuses')}
          options={MAILING_STATUSES.map((status) => ({ value: status, label: t(`admin.mailings.statuses.${status}`) }))}
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
        />
        <FilterSelect
          id="mailings-problem"
          label={t('admin.mailings.problem')}
          allLabel={t('admin.mailings.allProblems')}
          options={MAILING_PROBLEMS.map((problem) => ({
            value: problem,
            label: t(`admin.mailings.problems.${problem}`),
          }))}
          value={list.filters.problem}
          onChange={(problem) => list.update({ problem })}
        />
      </div>
      <PagedResult query={mailings} onPageChange={list.setPage}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t('admin.mailings.summary', { count: data.total, charged: formatMoney(data.chargedCents) })}
            </p>
            <MailingGrid mailings={data.mailings} onView={setViewing} />
          </>
        )}
      </PagedResult>
      <MailingDetailDialog mailing={viewing} onClose={closeDetail} />
    </div>
  );
}
