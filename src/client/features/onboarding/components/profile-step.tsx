import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressFields } from '#client/components/forms/address-fields.tsx';
import { PhoneInput, SsnInput } from '#client/components/forms/masked-inputs.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { OnboardingProfileRequestSchema, type OnboardingProfileView } from '#shared/schemas/onboarding-draft.ts';
import { useSaveOnboardingProfile } from '../api/save-profile.ts';
import { NextButton, StepFooter } from './step-footer.tsx';

type FormInput = z.input<typeof OnboardingProfileRequestSchema>;
type FormOutput = z.output<typeof OnboardingProfileRequestSchema>;
type AddressField = keyof FormInput['address'];
type FieldPath = Exclude<keyof FormInput, 'address'> | `address.${AddressField}`;

const FIELD_PATHS: readonly FieldPath[] = [
  'email',
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
const isFieldPath = (path: string): path is FieldPath => (FIELD_PATHS as readonly string[]).includes(path);

const initialValues = (profile: OnboardingProfileView | null): FormInput => ({
  email: profile?.email ?? '',
  firstName: profile?.firstName ?? '',
  lastName: profile?.lastName ?? '',
  dateOfBirth: profile?.dateOfBirth ?? '',
  // Never sent back by the server; left blank, the saved one is kept.
  ssn: '',
  phone: profile?.phone ?? '',
  address: {
    street: profile?.address.street ?? '',
    city: profile?.address.city ?? '',
    state: (profile?.address.state ?? '') as FormInput['address']['state'],
    zipCode: profile?.address.zipCode ?? '',
  },
});

/** Step 1: who the reports are about and where the letters go, checked with the very schema the API uses. */
export function ProfileStep({ profile, onSaved }: { profile: OnboardingProfileView | null; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveOnboardingProfile();
  const [showSsn, setShowSsn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const savedLast4 = profile?.ssnLast4 ?? null;
  const schemaResolver = zodResolver(OnboardingProfileRequestSchema);
  // A blank SSN means "keep the saved one": it is left out of the request rather than refused.
  const resolver: Resolver<FormInput, unknown, FormOutput> = (values, context, options) =>
    schemaResolver(savedLast4 && !values.ssn ? { ...values, ssn: undefined } : values, context, options);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(profile),
  });
  const { errors } = form.formState;
  const errorOf = (path: FieldPath) =>
    path.startsWith('address.')
      ? errors.address?.[path.slice('address.'.length) as AddressField]?.message
      : errors[path as Exclude<FieldPath, `address.${string}`>]?.message;
  const field = (path: FieldPath, hasHint = false) => {
    const id = `onboarding-${path.replace('.', '-')}`;
    return { id, error: errorOf(path), aria: fieldAria(id, errorOf(path), hasHint) };
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      // What was typed stays; each field the server objected to says why.
      for (const issue of body?.issues ?? []) {
        if (isFieldPath(issue.path)) {
          form.setError(issue.path, {
            message: i18n.exists(issue.message) ? issue.message : t('validation.invalidFormat'),
          });
        }
      }
      setProblem(errorMessage(error, t));
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
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <h2 className="text-2xl font-semibold">{t('onboarding.profile.title')}</h2>
        <p className="text-muted-foreground">{t('onboarding.profile.why')}</p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={firstName.id} label={t('profile.firstName')} error={firstName.error}>
          <Input {...firstName.aria} autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id={lastName.id} label={t('profile.lastName')} error={lastName.error}>
          <Input {...lastName.aria} autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        id={email.id}
        label={t('onboarding.profile.email')}
        hint={t('onboarding.profile.emailHint')}
        error={email.error}
      >
        <Input {...email.aria} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
      </FormField>
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
      <FormField
        id={ssn.id}
        label={t('profile.ssn')}
        hint={savedLast4 ? t('onboarding.profile.ssnSaved', { last4: savedLast4 }) : t('onboarding.profile.ssnHint')}
        error={ssn.error}
      >
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
      {problem && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{t('onboarding.profile.saveFailed')}</p>
          <p>{problem}</p>
        </div>
      )}
      <StepFooter>
        <NextButton type="submit" pending={save.isPending} />
      </StepFooter>
    </form>
  );
}
