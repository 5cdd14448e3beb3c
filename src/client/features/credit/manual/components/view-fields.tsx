import { Fragment, type ReactNode, useState } from 'react';
import { type FieldError, type FieldErrors, get, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ACCOUNT_STATUSES } from '#shared/constants/credit-items.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { MANUAL_PAYMENT_STATUSES } from '#shared/schemas/manual-items.ts';
import type { ItemFormValues, ViewFields as ViewFieldValues } from '../item-form.ts';

type ViewPrefix = 'shared' | `byBureau.${keyof ItemFormValues['byBureau']}`;
type ViewField = keyof ViewFieldValues;

/** Rarer details, folded away so the usual item takes one screen on a phone. */
const MORE_FIELDS = ['dateClosed', 'chargeOffDate', 'lastPaymentDate', 'remarks'] as const;
const MAIN_DATES = ['dateOpened', 'dateReported', 'firstDelinquencyDate'] as const;

/** How one bureau (or every chosen bureau alike) shows the item, with where each figure is on its report. */
export function ViewFields({
  prefix,
  title,
  values,
  errors,
  register,
}: {
  prefix: ViewPrefix;
  title: string;
  values: ViewFieldValues;
  errors: FieldErrors<ItemFormValues>;
  register: UseFormRegister<ItemFormValues>;
}) {
  const { t } = useTranslation();
  const errorOf = (field: ViewField) => (get(errors, `${prefix}.${field}`) as FieldError | undefined)?.message;
  const [moreOpen, setMoreOpen] = useState(() => MORE_FIELDS.some((field) => values[field] !== ''));
  const field = (name: ViewField, control: (aria: ReturnType<typeof fieldAria>) => ReactNode) => {
    const id = `manual-${prefix.replace('.', '-')}-${name}`;
    const error = errorOf(name);
    return (
      <FormField
        id={id}
        label={t(`credit.manual.form.${name}`)}
        hint={t(`credit.manual.form.${name}Hint`)}
        error={error}
      >
        {control(fieldAria(id, error, true))}
      </FormField>
    );
  };
  const date = (name: (typeof MAIN_DATES)[number] | 'dateClosed' | 'chargeOffDate' | 'lastPaymentDate') =>
    field(name, (aria) => (
      <Input {...aria} type="date" max={isoDayOf(new Date())} {...register(`${prefix}.${name}`)} />
    ));

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {field('paymentStatus', (aria) => (
        <NativeSelect {...aria} {...register(`${prefix}.paymentStatus`)}>
          <option value="">{t('credit.manual.form.choose')}</option>
          {MANUAL_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`credit.paymentStatus.${status}`)}
            </option>
          ))}
        </NativeSelect>
      ))}
      {field('accountStatus', (aria) => (
        <NativeSelect {...aria} {...register(`${prefix}.accountStatus`)}>
          <option value="">{t('credit.manual.form.accountStatusNotShown')}</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`credit.manual.form.accountStatuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      ))}
      {field('balance', (aria) => (
        <div className="relative">
          <span
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          >
            $
          </span>
          <Input {...aria} className="pl-7" inputMode="decimal" autoComplete="off" {...register(`${prefix}.balance`)} />
        </div>
      ))}
      {MAIN_DATES.map((name) => (
        <Fragment key={name}>{date(name)}</Fragment>
      ))}
      <details
        open={moreOpen || MORE_FIELDS.some((name) => errorOf(name) !== undefined)}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        className="grid gap-4"
      >
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
          {t('credit.manual.form.moreDetails')}
        </summary>
        <div className="grid gap-4 pt-2">
          {date('dateClosed')}
          {date('chargeOffDate')}
          {date('lastPaymentDate')}
          {field('remarks', (aria) => (
            <Textarea {...aria} maxLength={300} className="min-h-20" {...register(`${prefix}.remarks`)} />
          ))}
        </div>
      </details>
    </fieldset>
  );
}
