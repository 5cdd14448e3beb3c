import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressFields } from '#client/components/forms/address-fields.tsx';
import { PhoneInput, SsnInput } from '#client/components/forms/masked-inputs.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { ProfileSchema } from '#shared/schemas/onboarding.ts';
import type { ProfileResponse } from '#shared/schemas/profile.ts';
import { useSaveProfile } from '../api/save-profile.ts';

type FormInput = z.input<typeof ProfileSchema>;
type FormOutput = z.output<typeof ProfileSchema>;
type FieldPath = 'firstName' | 'lastName' | 'dateOfBirth' | 'ssn' | 'phone' | `address.${keyof FormInput['address']}`;

const FIELD_PATHS: readonly string[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'ssn',
  'phone',
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
];

/** The name the account was opened with, which the form starts from until the member saves details of their own. */
export interface AccountName {
  firstName: string;
  lastName: string;
}

const emptyForm = (profile: ProfileResponse | null, accountName: AccountName | undefined): FormInput => ({
  firstName: profile?.firstName ?? accountName?.firstName ?? '',
  lastName: profile?.lastName ?? accountName?.lastName ?? '',
  dateOfBirth: profile?.dateOfBirth ?? '',
  // Never sent back by the server: the member types it again to change anything.
  ssn: '',
  phone: profile?.phone ?? '',
  address: {
    street: profile?.address.street ?? '',
    city: profile?.address.city ?? '',
    state: (profile?.address.state ?? '') as FormInput['address']['state'],
    zipCode: profile?.address.zipCode ?? '',
  },
});

/** The details the letters are signed with, validated with the very schema the API uses. */
export function MailingDetailsForm({
  profile,
  accountName,
  onSaved,
  onCancel,
}: {
  profile: ProfileResponse | null;
  accountName?: AccountName;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveProfile();
  const [showSsn, setShowSsn] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ProfileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm(profile, accountName),
  });
  const { errors } = form.formState;
  const errorOf = (path: FieldPath) =>
    path.startsWith('address.')
      ? errors.address?.[path.slice('address.'.length) as keyof FormInput['address']]?.message
      : errors[path as Exclude<FieldPath, `address.${string}`>]?.message;
  const field = (path: FieldPath) => {
    const id = `profile-${path.replace('.', '-')}`;
    return { id, error: errorOf(path), aria: fieldAria(id, errorOf(path)) };
  };

  const submit = form.handleSubmit(async (profileValues) => {
    try {
      await save.mutateAsync(profileValues);
      toast({ title: t('profile.saved'), description: t('profile.savedDescription') });
      onSaved();
    } catch (error) {
      for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : []) {
        if (FIELD_PATHS.includes(issue.path)) {
          const message = i18n.exists(issue.message) ? issue.message : t('validation.invalidFormat');
          form.setError(issue.path as FieldPath, { message });
        }
      }
      toast({ title: t('profile.saveFailed'), description: errorMessage(error, t), variant: 'destructive' });
    }
  });

  const firstName = field('firstName');
  const lastName = field('lastName');
  const dateOfBirth = field('dateOfBirth');
  const ssn = field('ssn');
  const phone = field('phone');
  const street = field('address.street');
  const city = field('address.city');
  const state = field('address.state');
  const zipCode = field('address.zipCode');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={firstName.id} label={t('profile.firstName')} error={firstName.error}>
          <Input {...firstName.aria} autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id={lastName.id} label={t('profile.lastName')} error={lastName.error}>
          <Input {...lastName.aria} autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField id={dateOfBirth.id} label={t('profile.dateOfBirth')} error={dateOfBirth.error}>
          <Input
            {...dateOfBirth.aria}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            {...form.register('dateOfBirth')}
          />
        </FormField>
        <FormField
          id={ssn.id}
          label={t('profile.ssn')}
          hint={profile ? t('profile.ssnAgainHint', { last4: profile.ssnLast4 }) : t('profile.ssnHint')}
          error={ssn.error}
        >
          <div className="flex gap-2">
            <Controller
              control={form.control}
              name="ssn"
              render={({ field: control }) => (
                <SsnInput control={control} aria={fieldAria(ssn.id, ssn.error, true)} shown={showSsn} />
              )}
            />
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              aria-pressed={showSsn}
              onClick={() => setShowSsn((shown) => !shown)}
            >
              {showSsn ? t('profile.hide') : t('profile.show')}
            </Button>
          </div>
        </FormField>
        <FormField id={phone.id} label={t('profile.phone')} error={phone.error}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field: control }) => <PhoneInput control={control} aria={phone.aria} />}
          />
        </FormField>
      </div>
      <AddressFields fields={{ street, city, state, zipCode }} register={(name) => form.register(name)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
