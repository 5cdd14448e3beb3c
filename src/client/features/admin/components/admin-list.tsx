import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect, SelectOptions } from '#client/components/ui/native-select.tsx';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import { ADMIN_SEARCH_MAX_LENGTH } from '#shared/constants/admin.ts';
import { pageCount } from '../page-count.ts';
import { STATUS_FILTER_ORDER } from '../subscription-status-order.ts';

// The parts every admin list is made of: its read with the pager under it, and the filters above it.

/** Where a paged answer stands: its page, its size and how many rows there are in all (more, when capped). */
export interface Paged {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
}

/** A paged read: its three states, then its rows with the pager under them. */
export function PagedResult<Data extends Paged>({
  query,
  onPageChange,
  children,
}: {
  query: UseQueryResult<Data>;
  onPageChange: (page: number) => void;
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryAnswer query={query}>
      {(data) => (
        <>
          {children(data)}
          <Pager
            page={data.page}
            total={data.total}
            totalCapped={data.totalCapped}
            pageSize={data.pageSize}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryAnswer>
  );
}

/** The page controls; a capped total reads "at least" so many pages and "more than" so many results. */
export function Pager({
  page,
  total,
  totalCapped = false,
  pageSize,
  onPageChange,
}: Paged & { onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize, totalCapped);
  const status = totalCapped ? 'admin.pager.statusCapped' : 'admin.pager.status';
  return (
    <nav aria-label={t('admin.pager.label')} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{t(status, { page, pages, count: total })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          {t('admin.pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('admin.pager.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** A list's search box and its status menu side by side, named `<id>-search` and `<id>-status`. */
export function SearchAndStatus<Status extends string>({
  id,
  searchLabel,
  statuses,
  filters,
  onChange,
}: {
  id: string;
  searchLabel: string;
  statuses: readonly { value: Status; label: string }[];
  filters: { search: string; status?: Status };
  onChange: (patch: { search: string } | { status: Status | undefined }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchField
        id={`${id}-search`}
        label={searchLabel}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        id={`${id}-status`}
        label={t('admin.filters.status')}
        allLabel={t('admin.filters.allStatuses')}
        options={statuses}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}

/** The subscription statuses a list filters on, in the order the menus show them. */
export const subscriptionStatusOptions = (t: TFunction) =>
  STATUS_FILTER_ORDER.map((status) => ({ value: status, label: t(`admin.statuses.${status}`) }));

export function SearchField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** A labelled filter menu whose first choice, "all", means no filter (undefined). */
export function FilterSelect<T extends string>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value ?? undefined)
        }
      >
        <SelectOptions placeholder={allLabel} options={options} />
      </NativeSelect>
    </div>
  );
}

/** From and to days (YYYY-MM-DD, both optional); each field keeps the other's day as its limit. */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { dateFrom: string | undefined; dateTo: string | undefined }) => void;
}) {
  const { t } = useTranslation();
  const day = (end: 'from' | 'to', value: string | undefined, limit: { min?: string; max?: string }) => (
    <div className="grid gap-2">
      <Label htmlFor={`${idPrefix}-${end}`}>
        {t(end === 'from' ? 'admin.filters.dateFrom' : 'admin.filters.dateTo')}
      </Label>
      <Input
        id={`${idPrefix}-${end}`}
        type="date"
        value={value ?? ''}
        {...limit}
        onChange={(event) => {
          const typed = event.target.value || undefined;
          onChange(end === 'from' ? { dateFrom: typed, dateTo: to } : { dateFrom: from, dateTo: typed });
        }}
      />
    </div>
  );
  return (
    <>
      {day('from', from, { max: to })}
      {day('to', to, { min: from })}
    </>
  );
}
