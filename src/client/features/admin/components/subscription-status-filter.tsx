import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { STATUS_FILTER_ORDER } from '../subscription-status-order.ts';
import { FilterSelect } from './filter-select.tsx';

export function SubscriptionStatusFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SubscriptionStatus | undefined;
  onChange: (value: SubscriptionStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      id={id}
      label={t('admin.filters.status')}
      allLabel={t('admin.filters.allStatuses')}
      options={STATUS_FILTER_ORDER.map((status) => ({ value: status, label: t(`admin.statuses.${status}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
