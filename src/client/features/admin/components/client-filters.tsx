import { useTranslation } from 'react-i18next';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { CLIENT_SORT_KEYS, type ClientSort } from '../client-sorts.ts';
import { DateRangeFields, FilterSelect, SearchField, subscriptionStatusOptions } from './admin-list.tsx';

export interface ClientFilterValues {
  search: string;
  status?: SubscriptionStatus;
  /** The sign-up day range, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  sort: ClientSort;
}

export function ClientFilters({
  values,
  onChange,
}: {
  values: ClientFilterValues;
  onChange: (patch: Partial<ClientFilterValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchField
          id="clients-search"
          label={t('admin.clients.search')}
          value={values.search}
          onChange={(search) => onChange({ search })}
        />
      </div>
      <FilterSelect
        id="clients-status"
        label={t('admin.filters.status')}
        allLabel={t('admin.filters.allStatuses')}
        options={subscriptionStatusOptions(t)}
        value={values.status}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFields idPrefix="clients-signup" from={values.dateFrom} to={values.dateTo} onChange={onChange} />
      <div className="grid gap-2">
        <Label htmlFor="clients-sort">{t('admin.clients.sortLabel')}</Label>
        <NativeSelect
          id="clients-sort"
          value={values.sort}
          onChange={(event) =>
            onChange({ sort: CLIENT_SORT_KEYS.find((key) => key === event.target.value) ?? 'newest' })
          }
        >
          {CLIENT_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`admin.clients.sorts.${key}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
