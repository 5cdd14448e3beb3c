import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

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
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-from`}>{t('admin.filters.dateFrom')}</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ dateFrom: event.target.value || undefined, dateTo: to })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-to`}>{t('admin.filters.dateTo')}</Label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange({ dateFrom: from, dateTo: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
