import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { useClientRecords } from '../api/admin-lists.ts';
import { clientRecordsExportUrl } from '../api/client-records-export-url.ts';
import { CLIENT_SORTS } from '../client-sorts.ts';
import { useListFilters } from '../use-list-filters.ts';
import { Pager } from './admin-list.tsx';
import { ClientFilters, type ClientFilterValues } from './client-filters.tsx';
import { ClientGrid } from './client-grid.tsx';
import { ClientHistoryDialog } from './client-history.tsx';
import { ExportCsvLink } from './export-csv-link.tsx';

export function ClientRecordsTab() {
  const { t } = useTranslation();
  const list = useListFilters<ClientFilterValues>({ search: '', sort: 'newest' });
  const [viewing, setViewing] = useState<ClientRecord | null>(null);
  const closeHistory = useCallback(() => setViewing(null), []);
  const { sort, ...filters } = list.applied;
  const clients = useClientRecords({ ...filters, ...CLIENT_SORTS[sort], page: list.page });
  return (
    <div className="grid gap-4">
      <ClientFilters values={list.filters} onChange={list.update} />
      <div className="flex justify-end">
        <ExportCsvLink
          href={clientRecordsExportUrl(filters)}
          pending={list.settling || clients.isPlaceholderData || clients.isPending}
        />
      </div>
      <QueryAnswer query={clients}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t(data.totalCapped ? 'admin.clients.countCapped' : 'admin.clients.count', { count: data.totalCount })}
            </p>
            <ClientGrid clients={data.clients} onView={setViewing} />
            <Pager
              page={data.page}
              total={data.totalCount}
              totalCapped={data.totalCapped}
              pageSize={data.pageSize}
              onPageChange={list.setPage}
            />
          </>
        )}
      </QueryAnswer>
      <ClientHistoryDialog client={viewing} onClose={closeHistory} />
    </div>
  );
}
