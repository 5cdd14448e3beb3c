import type { LegalSection } from '#shared/schemas/legal.ts';
import type { LegalContext } from './legal-context.ts';

export const testContext: LegalContext = {
  businessName: 'CreditPath Services LLC',
  businessAddress: '100 Main Street, Suite 200, Austin, TX 78701',
  supportEmail: 'help@creditpath.example',
};

/** Every word a reader sees, in order, so a test can look for a sentence wherever it was put. */
export function textOf(title: string, sections: LegalSection[]): string {
  return [title, ...sections.flatMap((part) => [part.heading ?? '', ...part.paragraphs, ...part.items])].join('\n');
}

/** What a template leaves behind when a value is missing or a placeholder was never filled. */
export const LEFTOVER = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object /;
