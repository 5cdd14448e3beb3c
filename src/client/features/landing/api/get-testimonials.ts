import { usePublicAnswer } from '#client/lib/public-config.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { PublicTestimonial } from '#shared/schemas/testimonials.ts';

/** Published testimonials, the page's language first; none until an admin publishes one. */
export function useTestimonials(language: Language): PublicTestimonial[] {
  return (
    usePublicAnswer<{ testimonials: PublicTestimonial[] }>(`/api/site/testimonials?lang=${language}`)?.testimonials ??
    []
  );
}
