import type { TFunction } from 'i18next';
import { CREDIT_DATA_SOURCES, type CreditDataSource } from '#shared/constants/credit-items.ts';

const isDataSource = (source: string): source is CreditDataSource =>
  (CREDIT_DATA_SOURCES as readonly string[]).includes(source);

/** How a report came in (a vendor's file, typed by hand, the demo), in the reader's words; an unknown one as is. */
export function reportSourceLabel(t: TFunction, source: string): string {
  return isDataSource(source) ? t(`progress.sources.${source}`) : source;
}
