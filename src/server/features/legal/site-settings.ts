import type { AppConfig } from '#server/config.ts';
import { CREDIT_PROVIDER_TRAITS } from '#server/features/credit/index.ts';
import type { SiteInfo } from '#shared/schemas/legal.ts';
import type { PublicLegalSettings } from './build-legal-document.ts';

/** The configured values still at their demo placeholder (production refuses to start with any). */
function placeholderValues(config: AppConfig): string[] {
  return config.placeholders.map((name) =>
    name === 'BUSINESS_ADDRESS' ? config.legal.businessAddress : config.legal.supportEmail,
  );
}

/** Who runs this installation, as anyone may read it: a placeholder is named, never given as a value. */
export function siteInfoOf(config: AppConfig): SiteInfo {
  const { businessName, businessAddress, supportEmail } = config.legal;
  const traits = CREDIT_PROVIDER_TRAITS[config.creditProvider];
  return {
    businessName,
    businessAddress: config.placeholders.includes('BUSINESS_ADDRESS') ? null : businessAddress,
    supportEmail: config.placeholders.includes('SUPPORT_EMAIL') ? null : supportEmail,
    placeholders: config.placeholders,
    paymentProcessor: config.payments.processor,
    creditProvider: config.creditProvider,
    pullsFromBureau: traits.pullsFromBureau,
    // Typing items in works everywhere (free reports); a file where a lender or service gave one; the sample in a demo.
    reportWays: ['manual', 'file', ...(traits.offersSample ? (['sample'] as const) : [])],
  };
}

export function publicLegalSettingsOf(config: AppConfig): PublicLegalSettings {
  return { context: config.legal, processor: config.payments.processor, placeholderValues: placeholderValues(config) };
}
