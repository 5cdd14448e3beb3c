import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressFields } from '#client/components/forms/address-fields.tsx';
import { PhoneInput, SsnInput } from '#client/components/forms/masked-inputs.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import type { ProfileSchema } from '#shared/schemas/onboarding.ts';
import type { OnboardingProfileRequestSchema } from '#shared/schemas/onboarding-draft.ts';
import type { ProfileResponse } from '#shared/schemas/profile.ts';

/** The account page checks the profile alone; onboarding's step 1 also asks for the email the account will have. */
type Schema = typeof ProfileSchema | typeof OnboardingProfileRequestSchema;
/** What the form holds: the profile, the SSN typed again (blank until then) and, when asked for, the email. */
type ProfileFormValues = Omit<z.input<typeof ProfileSchema>, 'ssn'> & { ssn?: string; email?: string };
type AddressField = keyof ProfileFormValues['address'];
type FieldPath = Exclude<keyof ProfileFormValues, 'address'> | `address.${AddressField}`;

const PROFILE_PATHS: readonly FieldPath[] = [
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

/** Details saved before, as the server sends them back: never the SSN. */
type SavedProfile = Omit<ProfileResponse, 'ssnLast4' | 'updatedAt'> & { email?: string };
/** The name the account was opened with, which the form starts from until the member saves details of their own. */
export interface AccountName {
  firstName: string;
  lastName: string;
}

const initialValues = (saved: SavedProfile | null, accountName: AccountName | undefined, withEmail: boolean) => {
  const values: ProfileFormValues = {
    firstName: saved?.firstName ?? accountName?.firstName ?? '',
    lastName: saved?.lastName ?? accountName?.lastName ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    // Never sent back by the server: left blank until the member types it again.
    ssn: '',
    phone: saved?.phone ?? '',
    address: {
      street: saved?.address.street ?? '',
      city: saved?.address.city ?? '',
      state: (saved?.address.state ?? '') as ProfileFormValues['address']['state'],
      zipCode: saved?.address.zipCode ?? '',
    },
  };
  // The schemas are strict: a form without the email field holds no email at all.
  return withEmail ? { ...values, email: saved?.email ?? '' } : values;
};

/**
 * The member's name, birth date, SSN, phone and mailing address, checked with the very schema the API uses, for
 * onboarding's step 1 and the account page alike. The caller saves; a refusal puts each field the server objected
 * to under that field and keeps what was typed, and the caller says the rest (`onFailed`).
 */
export function ProfileForm<S extends Schema>({
  schema,
  idPrefix,
  saved,
  accountName,
  emailHint,
  ssnHint,
  keepsSavedSsn = false,
  save,
  onFailed,
  className,
  header,
  footer,
}: {
  schema: S;
  /** Starts every field's id, so each form's ids stay its own. */
  idPrefix: string;
  saved: SavedProfile | null;
  accountName?: AccountName;
  /** Given, the form asks for the email too, with this hint. */
  emailHint?: string;
  ssnHint: string;
  /** A blank SSN means "keep the saved one": it is left out of the request rather than refused. */
  keepsSavedSsn?: boolean;
  save: (values: z.output<S>) => Promise<void>;
  onFailed: (error: unknown) => void;
  className: string;
  header?: ReactNode;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [showSsn, setShowSsn] = useState(false);
  // Either schema reads what the form holds (the email only where the form asks for it).
  const schemaResolver = zodResolver(schema as unknown as z.ZodType<z.output<S>, ProfileFormValues>);
  const resolver: Resolver<ProfileFormValues, unknown, z.output<S>> = (values, context, options) =>
    schemaResolver(keepsSavedSsn && !values.ssn ? { ...values, ssn: undefined } : values, context, options);
  const form = useForm<ProfileFormValues, unknown, z.output<S>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(saved, accountName, emailHint !== undefined),
  });
  const fieldPaths: readonly string[] = emailHint === undefined ? PROFILE_PATHS : ['email', ...PROFILE_PATHS];
  const { errors } = form.formState;
  const errorOf = (path: FieldPath) =>
    path.startsWith('address.')
      ? errors.address?.[path.slice('address.'.length) as AddressField]?.message
      : errors[path as Exclude<FieldPath, `address.${string}`>]?.message;
  const field = (path: FieldPath, hasHint = false) => {
    const id = `${idPrefix}-${path.replace('.', '-')}`;
    return { id, error: errorOf(path), aria: fieldAria(id, errorOf(path), hasHint) };
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : []) {
        if (fieldPaths.includes(issue.path)) {
          const message = i18n.exists(issue.message) ? issue.message : t('validation.invalidFormat');
          form.setError(issue.path as FieldPath, { message });
        }
      }
      onFailed(error);
    }
  });

  const email = field('email', true);
  const firstName = field('firstName');
  const lastName = field('lastName');
  const dateOfBirth = field('dateOfBirth');
  const ssn = field('ssn', true);
  const phone = field('phone');
  const street = field('address.street');
  const city = field('address.city');
  const state = field('address.state');
  const zipCode = field('address.zipCode');

  return (
    <form onSubmit={submit} noValidate className={className}>
      {header}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={firstName.id} label={t('profile.firstName')} error={firstName.error}>
          <Input {...firstName.aria} autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id={lastName.id} label={t('profile.lastName')} error={lastName.error}>
          <Input {...lastName.aria} autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      {emailHint !== undefined && (
        <FormField id={email.id} label={t('onboarding.profile.email')} hint={emailHint} error={email.error}>
          <Input {...email.aria} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={dateOfBirth.id} label={t('profile.dateOfBirth')} error={dateOfBirth.error}>
          <Input
            {...dateOfBirth.aria}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            {...form.register('dateOfBirth')}
          />
        </FormField>
        <FormField id={phone.id} label={t('profile.phone')} error={phone.error}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field: control }) => <PhoneInput control={control} aria={phone.aria} />}
          />
        </FormField>
      </div>
      <FormField id={ssn.id} label={t('profile.ssn')} hint={ssnHint} error={ssn.error}>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="ssn"
            render={({ field: control }) => <SsnInput control={control} aria={ssn.aria} shown={showSsn} />}
          />
          <Button
            type="button"
            variant="outline"
            className="h-11 shrink-0"
            aria-pressed={showSsn}
            aria-label={showSsn ? t('onboarding.profile.hideSsn') : t('onboarding.profile.showSsn')}
            onClick={() => setShowSsn((shown) => !shown)}
          >
            {showSsn ? t('profile.hide') : t('profile.show')}
          </Button>
        </div>
      </FormField>
      <AddressFields fields={{ street, city, state, zipCode }} register={(name) => form.register(name)} />
      {footer}
    </form>
  );
}
