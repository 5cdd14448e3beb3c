import type { Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus, ItemType } from '#shared/constants/credit-items.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { PaymentStatus, Tradeline } from '#shared/schemas/credit-report.ts';
import type { DateField, MoneyField } from './bureau-mismatch.ts';

/** A text in each of the app's languages. */
export type LocalizedText = Record<Language, string>;

/** Bureau ratings in plain words, quoted in explanations (Spanish as read in Latin America). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, LocalizedText>> = {
  current: { en: 'current', es: 'al corriente' },
  late_30: { en: '30 days late', es: '30 días de atraso' },
  late_60: { en: '60 days late', es: '60 días de atraso' },
  late_90: { en: '90 days late', es: '90 días de atraso' },
  late_120: { en: '120 or more days late', es: '120 días o más de atraso' },
  collection: { en: 'in collection', es: 'en cobranza' },
  charge_off: { en: 'charged off', es: 'cancelada como incobrable' },
  repossession: { en: 'repossessed', es: 'reposesión' },
  foreclosure: { en: 'in foreclosure', es: 'en ejecución hipotecaria' },
  bankruptcy: { en: 'included in bankruptcy', es: 'incluida en bancarrota' },
  unknown: { en: 'unknown', es: 'desconocido' },
};

export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, LocalizedText>> = {
  open: { en: 'open', es: 'abierta' },
  closed: { en: 'closed', es: 'cerrada' },
};

/**
 * How a field is introduced before its value: "Experian reports a balance of $1,234.56" and
 * "Experian reporta como saldo $1,234.56". Spanish dates take the article: "como fecha de cierre el 05/31/2021".
 */
export const FIELD_PHRASES: Readonly<
  Record<MoneyField | DateField | 'paymentStatus' | 'accountStatus', LocalizedText>
> = {
  balanceCents: { en: 'a balance of', es: 'como saldo' },
  pastDueCents: { en: 'a past-due amount of', es: 'como monto vencido' },
  dateOpened: { en: 'an opening date of', es: 'como fecha de apertura el' },
  firstDelinquencyDate: { en: 'a first-delinquency date of', es: 'como fecha del primer atraso el' },
  dateClosed: { en: 'a closing date of', es: 'como fecha de cierre el' },
  lastPaymentDate: { en: 'a last-payment date of', es: 'como fecha del último pago el' },
  paymentStatus: { en: 'a payment status of', es: 'como estado de pago' },
  accountStatus: { en: 'an account status of', es: 'como estado de la cuenta' },
};

/** What a public record is a record of, for "your bankruptcy record from …". */
const PUBLIC_RECORD_LABELS: Partial<Record<ItemType, LocalizedText>> = {
  bankruptcy: { en: 'bankruptcy', es: 'bancarrota' },
  judgment: { en: 'judgment', es: 'sentencia judicial' },
  tax_lien: { en: 'tax lien', es: 'gravamen fiscal' },
  foreclosure: { en: 'foreclosure', es: 'ejecución hipotecaria' },
  child_support: { en: 'child support', es: 'manutención de menores' },
  repossession: { en: 'repossession', es: 'reposesión' },
  collection: { en: 'collection', es: 'cobranza' },
};

/**
 * How an explanation names the item, always as the consumer's own ("your …" / "su …"): the possessive
 * keeps Spanish free of article contractions ("de el") and of adjectives that must agree in gender.
 */
export function describeItem(t: Tradeline, itemType: ItemType): LocalizedText {
  const creditor = t.creditorName.trim();
  if (t.kind === 'public_record') {
    const label = PUBLIC_RECORD_LABELS[itemType];
    return label
      ? { en: `your ${label.en} record from ${creditor}`, es: `su registro de ${label.es} de ${creditor}` }
      : { en: `your public record from ${creditor}`, es: `su registro público de ${creditor}` };
  }
  if (itemType === 'collection') {
    return { en: `your collection account with ${creditor}`, es: `su cuenta de cobranza con ${creditor}` };
  }
  return { en: `your ${creditor} account`, es: `su cuenta con ${creditor}` };
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Picks the verb form that agrees with a list of bureaus: one bureau is singular, several plural. */
export function agree(bureaus: readonly Bureau[], singular: string, plural: string): string {
  return bureaus.length === 1 ? singular : plural;
}
