import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
  const field = (name: keyof CreateTestimonialRequest, hasHint = false) => {
    const id = `testimonial-${name}`;
    const error = form.formState.errors[name]?.message;
    return { id, error, aria: fieldAria(id, error, hasHint), register: form.register(name) };
  };
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
  const text = (name: 'firstName' | 'city', hint?: string) => {
    const f = field(name, Boolean(hint));
    return (
      <FormField id={f.id} label={t(`admin.testimonials.${name}`)} hint={hint} error={f.error}>
        <Input {...f.aria} {...f.register} />
      </FormField>
    );
  };
  const quote = field('quote');
  const consentText = field('consentText');
  const language = field('language');
  const source = field('consentSource');
  const givenOn = field('consentGivenOn');
  return (
    <section aria-labelledby="testimonial-form" className="grid gap-4 rounded-lg border border-border bg-card p-4">
      <h2 id="testimonial-form" className="text-xl font-semibold">
        {t('admin.testimonials.add')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        {text('firstName', t('admin.testimonials.firstNameHint'))}
        {text('city')}
        <FormField id={language.id} label={t('admin.testimonials.language')} error={language.error}>
          <NativeSelect {...language.aria} {...language.register}>
            {LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.testimonials.languages.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="md:col-span-2">
          <FormField id={quote.id} label={t('admin.testimonials.quote')} error={quote.error}>
            <Textarea {...quote.aria} {...quote.register} />
          </FormField>
        </div>
        <div className="md:col-span-2">
          <FormField id={consentText.id} label={t('admin.testimonials.consentText')} error={consentText.error}>
            <Textarea {...consentText.aria} {...consentText.register} />
          </FormField>
        </div>
        <FormField id={source.id} label={t('admin.testimonials.consentSource')} error={source.error}>
          <NativeSelect {...source.aria} {...source.register}>
            {TESTIMONIAL_CONSENT_SOURCES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.testimonials.sources.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={givenOn.id} label={t('admin.testimonials.consentGivenOn')} error={givenOn.error}>
          <Input type="date" {...givenOn.aria} {...givenOn.register} />
        </FormField>
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          {t('admin.testimonials.save')}
        </Button>
      </form>
    </section>
  );
}
