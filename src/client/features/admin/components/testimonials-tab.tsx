import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { ListOrEmpty, QueryAnswer } from '#client/components/ui/section.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { TestimonialStatus } from '#shared/constants/testimonials.ts';
import type { AdminTestimonial } from '#shared/schemas/testimonials.ts';
import { type TestimonialChange, useChangeTestimonial } from '../api/change-testimonial.ts';
import { useAdminTestimonials } from '../api/get-testimonials.ts';
import { TestimonialForm } from './testimonial-form.tsx';

const VARIANT = { review: 'secondary', published: 'default', withdrawn: 'outline' } as const satisfies Record<
  TestimonialStatus,
  string
>;

function TestimonialActions({ testimonial }: { testimonial: AdminTestimonial }) {
  const { t } = useTranslation();
  const change = useChangeTestimonial();
  const run = (kind: TestimonialChange) =>
    change.mutate(
      { id: testimonial.id, change: kind },
      {
        onError: (error) =>
          toast({ title: t('admin.testimonials.failed'), description: errorMessage(error, t), variant: 'destructive' }),
      },
    );
  // A withdrawn testimonial is never shown again: nothing is left to do with it.
  if (testimonial.status === 'withdrawn') return null;
  const published = testimonial.status === 'published';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Button
        size="sm"
        variant={published ? 'outline' : 'default'}
        disabled={change.isPending}
        onClick={() => run(published ? 'unpublish' : 'publish')}
      >
        {t(published ? 'admin.testimonials.unpublish' : 'admin.testimonials.publish')}
      </Button>
      <InlineConfirm
        label={t('admin.testimonials.withdraw')}
        question={t('admin.testimonials.withdrawQuestion')}
        confirmLabel={t('admin.testimonials.withdrawConfirm')}
        cancelLabel={t('admin.cancel')}
        pending={change.isPending}
        onConfirm={() => run('withdraw')}
      />
    </div>
  );
}

/** Members' words for the landing page: recorded with their written consent, published, or withdrawn for good. */
export function TestimonialsTab() {
  const { t } = useTranslation();
  const testimonials = useAdminTestimonials();
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{t('admin.testimonials.intro')}</p>
      <TestimonialForm />
      <QueryAnswer query={testimonials}>
        {(rows) => (
          <ListOrEmpty rows={rows} empty={t('admin.testimonials.empty')} className="grid gap-3">
            {(row) => (
              <li key={row.id} className="grid gap-3 rounded-lg border border-border bg-card p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">
                    {row.firstName}, {row.city}
                  </span>
                  <Badge variant={VARIANT[row.status]}>{t(`admin.testimonials.statuses.${row.status}`)}</Badge>
                  <span className="text-sm text-muted-foreground">
                    {t(`admin.testimonials.languages.${row.language}`)}
                  </span>
                </div>
                <blockquote lang={row.language} className="border-l-2 border-border pl-3">
                  {row.quote}
                </blockquote>
                <p className="text-sm text-muted-foreground">
                  {t('admin.testimonials.consentLine', {
                    source: t(`admin.testimonials.sources.${row.consentSource}`),
                    date: formatDay(row.consentGivenOn),
                  })}
                  {row.recordedBy && ` · ${row.recordedBy}`}
                </p>
                <p className="text-sm italic text-muted-foreground">“{row.consentText}”</p>
                <TestimonialActions testimonial={row} />
              </li>
            )}
          </ListOrEmpty>
        )}
      </QueryAnswer>
    </div>
  );
}
