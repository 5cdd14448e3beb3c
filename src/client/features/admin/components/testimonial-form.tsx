import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { TESTIMONIAL_CONSENT_SOURCES } from '#shared/constants/testimonials.ts';
import { type CreateTestimonialRequest, CreateTestimonialRequestSchema } from '#shared/schemas/testimonials.ts';
import { useCreateTestimonial } from '../api/create-testimonial.ts';

const EMPTY: CreateTestimonialRequest = {
  firstName: '',
  city: '',
  quote: '',
  language: 'en',
  consentText: '',
  consentSource: 'email',
  consentGivenOn: '',
};

/** A member's words and their written consent, all required (the route's own schema checks them here first). */
export function TestimonialForm() {
  const { t } = useTranslation();
  const create = useCreateTestimonial();
  const form = useForm<CreateTestimonialRequest>({
    resolver: zodResolver(CreateTestimonialRequestSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit((request) =>
    create.mutateAsync(request).then(
      () => {
        form.reset(EMPTY);
        toast({ title: t('admin.testimonials.saved') });
      },
      (error: unknown) =>
        toast({ title: t('admin.testimonials.failed'), description: errorMessage(error, t), variant: 'destructive' }),
    ),
  );
  /** One field: its label, hint and error around the control `draw` makes with the field's id and registration. */
  const field = (
    name: keyof CreateTestimonialRequest,
    draw: (control: ReturnType<typeof fieldAria> & UseFormRegisterReturn) => ReactNode,
    hint?: string,
  ) => {
    const id = `testimonial-${name}`;
    const error = form.formState.errors[name]?.message;
    return (
      <FormField id={id} label={t(`admin.testimonials.${name}`)} hint={hint} error={error}>
        {draw({ ...fieldAria(id, error, Boolean(hint)), ...form.register(name) })}
      </FormField>
    );
  };
  const menu = (options: [value: string, label: string][]) =>
    options.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ));
  return (
    <section aria-labelledby="testimonial-form" className="grid gap-4 rounded-lg border border-border bg-card p-4">
      <h2 id="testimonial-form" className="text-xl font-semibold">
        {t('admin.testimonials.add')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        {field(
          'firstName',
          (control) => (
            <Input {...control} />
          ),
          t('admin.testimonials.firstNameHint'),
        )}
        {field('city', (control) => (
          <Input {...control} />
        ))}
        {field('language', (control) => (
          <NativeSelect {...control}>
            {menu(LANGUAGES.map((value) => [value, t(`admin.testimonials.languages.${value}`)]))}
          </NativeSelect>
        ))}
        <div className="md:col-span-2">
          {field('quote', (control) => (
            <Textarea {...control} />
          ))}
        </div>
        <div className="md:col-span-2">
          {field('consentText', (control) => (
            <Textarea {...control} />
          ))}
        </div>
        {field('consentSource', (control) => (
          <NativeSelect {...control}>
            {menu(TESTIMONIAL_CONSENT_SOURCES.map((value) => [value, t(`admin.testimonials.sources.${value}`)]))}
          </NativeSelect>
        ))}
        {field('consentGivenOn', (control) => (
          <Input type="date" {...control} />
        ))}
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          {t('admin.testimonials.save')}
        </Button>
      </form>
    </section>
  );
}
