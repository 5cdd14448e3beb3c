import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '#shared/constants/admin.ts';
import { useAuditLog } from '../api/admin-lists.ts';
import { useListFilters } from '../use-list-filters.ts';
import { DateRangeFields, FilterSelect, PagedResult } from './admin-list.tsx';
import { AuditTable } from './audit-table.tsx';

/** Every admin action and read of someone's data, newest first. Read-only: the log cannot be changed. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const list = useListFilters<{ action?: AuditAction; dateFrom?: string; dateTo?: string }>({});
  const log = useAuditLog({ ...list.applied, page: list.page });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          id="audit-action"
          label={t('admin.audit.action')}
          allLabel={t('admin.audit.allActions')}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) }))}
          value={list.filters.action}
          onChange={(action) => list.update({ action })}
        />
        <DateRangeFields
          idPrefix="audit"
          from={list.filters.dateFrom}
          to={list.filters.dateTo}
          onChange={list.update}
        />
      </div>
      <PagedResult query={log} onPageChange={list.setPage}>
        {(data) => <AuditTable entries={data.entries} />}
      </PagedResult>
    </div>
  );
}
