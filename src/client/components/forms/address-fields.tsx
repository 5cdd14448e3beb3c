import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '#shared/constants/us-states.ts';
import { FormField, type fieldAria } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect, SelectOptions } from '../ui/native-select.tsx';

export interface FieldState {
  id: string;
  error: string | undefined;
  aria: ReturnType<typeof fieldAria>;
}

type AddressPart = 'street' | 'city' | 'state' | 'zipCode';

/** Street, city, state and ZIP of a US mailing address, for any form whose values hold an `address`. */
export function AddressFields({
  fields,
  register,
}: {
  fields: Record<AddressPart, FieldState>;
  register: (name: `address.${AddressPart}`) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const { street, city, state, zipCode } = fields;
  return (
    <>
      <FormField id={street.id} label={t('profile.street')} error={street.error}>
        <Input {...street.aria} autoComplete="street-address" {...register('address.street')} />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 sm:col-span-1">
          <FormField id={city.id} label={t('profile.city')} error={city.error}>
            <Input {...city.aria} autoComplete="address-level2" {...register('address.city')} />
          </FormField>
        </div>
        <FormField id={state.id} label={t('profile.state')} error={state.error}>
          <NativeSelect {...state.aria} autoComplete="address-level1" {...register('address.state')}>
            <SelectOptions
              placeholder={t('profile.statePlaceholder')}
              options={US_STATES.map((code) => ({ value: code, label: t(`states.${code}`) }))}
            />
          </NativeSelect>
        </FormField>
        <FormField id={zipCode.id} label={t('profile.zipCode')} error={zipCode.error}>
          <Input
            {...zipCode.aria}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            {...register('address.zipCode')}
          />
        </FormField>
      </div>
    </>
  );
}
