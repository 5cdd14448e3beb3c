import { BUREAU_NAMES, type Bureau } from '#shared/constants/bureaus.ts';
import type { Language } from '#shared/constants/languages.ts';

/**
 * Money and dates as the consumer reads them in either language (docs/product-rules.md, Conventions: $1,234.56 and
 * MM/DD/YYYY, en-US), so an explanation quotes a figure exactly as the report and the dispute letter do.
 * Written out by hand rather than through Intl: a report's explanations need thousands of these, and
 * Intl's formatters cost about a microsecond a call.
 */
export function formatMoney(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** An ISO date (YYYY-MM-DD) as MM/DD/YYYY, without going through Date so no time zone can shift it. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

const LAST_SEPARATORS: Record<Language, string> = { en: ', and ', es: ' y ' };
const PAIR_SEPARATORS: Record<Language, string> = { en: ' and ', es: ' y ' };

/**
 * "Experian, Equifax, and TransUnion" / "Experian, Equifax y TransUnion": en-US keeps the serial comma,
 * Spanish never uses one.
 */
export function formatList(items: readonly string[], language: Language): string {
  if (items.length <= 2) return items.join(PAIR_SEPARATORS[language]);
  return `${items.slice(0, -1).join(', ')}${LAST_SEPARATORS[language]}${items[items.length - 1]}`;
}

export function formatBureaus(bureaus: readonly Bureau[], language: Language): string {
  return formatList(
    bureaus.map((bureau) => BUREAU_NAMES[bureau]),
    language,
  );
}
