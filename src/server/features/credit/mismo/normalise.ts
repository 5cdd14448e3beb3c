import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus } from '#shared/constants/credit-items.ts';
import { US_STATES } from '#shared/constants/us-states.ts';
import type { CreditorAddress } from '#shared/schemas/credit-report.ts';
import type { RawAddress } from './mismo-document.ts';

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ].*)?$/;

/** 'YYYY-MM-DD' from a MISMO date, a month ('YYYY-MM' is the 1st) or a date-time; null when not a real day. */
export function toIsoDate(value: string | null): string | null {
  const match = value ? DATE.exec(value.trim()) : null;
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3] ?? '01'}`;
  // Date rolls 2021-02-29 over to March: a day that does not survive the round trip does not exist.
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * A birth date only when the document gives the whole day: a month or a year alone ("1965-03", which
 * toIsoDate reads as the 1st) cannot be compared with the member's.
 */
export function toBirthDate(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(value.trim()) ? toIsoDate(value) : null;
}

const AMOUNT = /^-?\d+(?:\.\d+)?$/;

/** Integer cents from a MISMO amount ("1234.56", "$1,234", "0.00"); null when absent or not a number. */
export function toCents(value: string | null): number | null {
  const plain = value?.replace(/[$,\s]/g, '');
  if (!plain || !AMOUNT.test(plain)) return null;
  const cents = Math.round(Number(plain) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A whole count ("0", "3"); null when absent or not a count. */
export function toCount(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** MISMO 2.3.1 says Y/N, 3.4 says true/false; null when the document does not say. */
export function toIndicator(value: string | null): boolean | null {
  switch (value?.trim().toLowerCase()) {
    case 'y':
    case 'yes':
    case 'true':
    case '1':
      return true;
    case 'n':
    case 'no':
    case 'false':
    case '0':
      return false;
    default:
      return null;
  }
}

/** One of the three bureaus from a CreditRepositorySourceType; null for "Other", "MergedData" and the like. */
export function toBureau(value: string | null): Bureau | null {
  const name = value?.replace(/\s+/g, '').toLowerCase();
  return BUREAUS.find((bureau) => bureau === name) ?? null;
}

/** Paid, refinanced and transferred accounts are no longer open; a frozen one still is. */
export function toAccountStatus(value: string | null): AccountStatus | null {
  switch (value?.trim().toLowerCase()) {
    case 'open':
    case 'frozen':
      return 'open';
    case 'closed':
    case 'paid':
    case 'refinanced':
    case 'transferred':
      return 'closed';
    default:
      return null;
  }
}

/**
 * "00743" is 743 (vendors pad scores) and "+715" is 715 (CoreLogic Credco signs them); "N/A", "9001" (a
 * no-score code) and anything outside 300–850 are null.
 */
export function toScoreValue(value: string | null): number | null {
  const digits = /^\+?(\d{1,6})$/.exec(value?.trim() ?? '')?.[1];
  if (!digits) return null;
  const score = Number(digits);
  return score >= 300 && score <= 850 ? score : null;
}

/** Texts in their first order, each once: vendors repeat a remark for every source that gave it. */
export function uniqueTexts(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}

const tidyLine = (text: string | null) => text?.trim().replace(/\s+/g, ' ') ?? '';

/**
 * A creditor's mailing address, only when a letter could go there as it stands: a street, a city, a US state's
 * code and a ZIP code of 5 digits or ZIP+4 (vendors send "782650000" for "78265-0000"). Anything less is null:
 * the member types the address instead.
 */
export function toCreditorAddress(raw: RawAddress): CreditorAddress | null {
  const street = tidyLine(raw.street);
  const city = tidyLine(raw.city);
  const state = tidyLine(raw.state).toUpperCase();
  const zip = /^(\d{5})-?(\d{4})?$/.exec(tidyLine(raw.postalCode));
  if (!street || !city || !zip || !(US_STATES as readonly string[]).includes(state)) return null;
  return { street, city, state, zipCode: zip[2] ? `${zip[1]}-${zip[2]}` : (zip[1] as string) };
}
