import type { LegalSection } from '#shared/schemas/legal.ts';
import type { PublicLegalSettings } from './build-legal-document.ts';
import type { LegalContext } from './legal-context.ts';

export const testContext: LegalContext = {
  businessName: 'CreditPath Services LLC',
  businessAddress: '100 Main Street, Suite 200, Austin, TX 78701',
  supportEmail: 'help@creditpath.example',
};

/** A configured installation taking payments by hand: nothing left at a placeholder. */
export const testSettings: PublicLegalSettings = { context: testContext, processor: 'manual', placeholderValues: [] };

/** Every word a reader sees, in order, so a test can look for a sentence wherever it was put. */
export function textOf(title: string, sections: LegalSection[]): string {
  return [title, ...sections.flatMap((part) => [part.heading ?? '', ...part.paragraphs, ...part.items])].join('\n');
}

/** What a template leaves behind when a value is missing or a placeholder was never filled. */
export const LEFTOVER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object /;
