import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { ItemType } from '#shared/constants/credit-items.ts';
import { DELINQUENCY_GRACE_DAYS } from '#shared/constants/fcra.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { Tradeline } from '#shared/schemas/credit-report.ts';
import type { BureauMismatch, FieldDifference } from './bureau-mismatch.ts';
import type { DuplicateMatch } from './duplicate-tradelines.ts';
import {
  ACCOUNT_STATUS_LABELS,
  agree,
  capitalize,
  describeItem,
  FIELD_PHRASES,
  type LocalizedText,
  PAYMENT_STATUS_LABELS,
} from './explanation-labels.ts';
import { formatBureaus, formatDate, formatList, formatMoney } from './format-for-letter.ts';
import { addDays } from './iso-date.ts';
import type { PaidConflict, UnpaidView } from './paid-but-reported-unpaid.ts';
import type { ReportingPeriod } from './reporting-period.ts';

/*
 * The consumer reads these on the credit report page and they seed the dispute letter, so each names the
 * creditor, the bureaus, the figures and the dates, in plain words and full sentences. Spanish uses the
 * Latin-American "usted" register; money and dates stay en-US in both languages (docs/product-rules.md, Disputes).
 */

const FCRA_ES = 'la Ley de Informe Justo de Crédito (FCRA)';

function quote(text: string, language: Language): string {
  return language === 'en' ? `“${text}”` : `«${text}»`;
}

/** Which date on file an estimated delinquency was counted from, in words ("the charge-off on … less 180 days"). */
function countedFrom(t: Tradeline, period: ReportingPeriod): LocalizedText {
  const from = formatDate(period.from);
  switch (period.evidence) {
    case 'charge_off': {
      const chargedOff = formatDate(addDays(period.from, DELINQUENCY_GRACE_DAYS));
      return {
        en: `its charge-off on ${chargedOff} less ${DELINQUENCY_GRACE_DAYS} days, that is from ${from}`,
        es: `su cancelación como incobrable el ${chargedOff} menos ${DELINQUENCY_GRACE_DAYS} días, es decir, desde el ${from}`,
      };
    }
    case 'original_account': {
      const original = t.originalCreditorName?.trim() ?? '';
      return {
        en: `the delinquency of the original account with ${original}, on ${from}`,
        es: `el atraso de la cuenta original con ${original}, el ${from}`,
      };
    }
    case 'first_late_month':
      return {
        en: `${from}, the first month of its latest run of late payments`,
        es: `el ${from}, el primer mes de su racha más reciente de pagos atrasados`,
      };
    case 'adverse_rating':
      return {
        en: `the first time a bureau rated it late or worse, on ${from}`,
        es: `la primera vez que una agencia la calificó como atrasada o peor, el ${from}`,
      };
    case 'last_payment':
      return { en: `its last payment, on ${from}`, es: `su último pago, el ${from}` };
    case 'date_closed':
      return { en: `the date it was closed, ${from}`, es: `la fecha en que se cerró, el ${from}` };
    case 'date_reported':
    case null:
      return {
        en: `the date it was reported, ${from}, as nothing else on file dates the delinquency`,
        es: `la fecha en que se reportó, el ${from}, ya que ningún otro dato registrado permite fechar el atraso`,
      };
  }
}

function outdatedOpening(t: Tradeline, item: LocalizedText, period: ReportingPeriod): LocalizedText {
  const from = formatDate(period.from);
  const end = formatDate(period.endsOn);
  const creditor = t.creditorName.trim();
  switch (period.basis) {
    case 'first_delinquency': {
      // The bureaus that give this very date: another bureau may give a later one.
      const giving = BUREAUS.filter((bureau) =>
        t.views.some((view) => view.bureau === bureau && view.firstDelinquencyDate === period.from),
      );
      return {
        en: `According to ${formatBureaus(giving, 'en')}, ${item.en} first became delinquent on ${from}. The Fair Credit Reporting Act allows a negative item to be reported for ${period.years} years plus ${DELINQUENCY_GRACE_DAYS} days from that date, so only until ${end}.`,
        es: `Según ${formatBureaus(giving, 'es')}, ${item.es} tuvo su primer atraso el ${from}. ${capitalize(FCRA_ES)} permite reportar una partida negativa durante ${period.years} años más ${DELINQUENCY_GRACE_DAYS} días desde esa fecha, es decir, solo hasta el ${end}.`,
      };
    }
    case 'estimated_delinquency': {
      const counted = countedFrom(t, period);
      return {
        en: `No bureau gives the date ${item.en} first became delinquent, so it is counted from ${counted.en}. From that date, the Fair Credit Reporting Act allows it to be reported for ${period.years} years plus ${DELINQUENCY_GRACE_DAYS} days, so only until ${end}.`,
        es: `Ninguna agencia indica cuándo ${item.es} tuvo su primer atraso, así que se cuenta desde ${counted.es}. Desde esa fecha, ${FCRA_ES} permite reportar esta información durante ${period.years} años más ${DELINQUENCY_GRACE_DAYS} días, es decir, solo hasta el ${end}.`,
      };
    }
    case 'bankruptcy_filing': {
      const chapter = period.bankruptcyChapter;
      const opening = {
        en: `The ${chapter ? `Chapter ${chapter} ` : ''}bankruptcy recorded by ${creditor} was filed on ${from}.`,
        es: `La bancarrota${chapter ? ` del Capítulo ${chapter}` : ''} registrada por ${creditor} se presentó el ${from}.`,
      };
      const rule =
        chapter === 13
          ? {
              en: `The credit bureaus report a Chapter 13 bankruptcy for ${period.years} years from its filing date, so only until ${end}.`,
              es: `Las agencias de crédito reportan una bancarrota del Capítulo 13 durante ${period.years} años desde su presentación, es decir, solo hasta el ${end}.`,
            }
          : {
              en: `The Fair Credit Reporting Act allows a bankruptcy to be reported for at most ${period.years} years from its filing date, so only until ${end}.`,
              es: `${capitalize(FCRA_ES)} permite reportar una bancarrota durante ${period.years} años como máximo desde su presentación, es decir, solo hasta el ${end}.`,
            };
      return { en: `${opening.en} ${rule.en}`, es: `${opening.es} ${rule.es}` };
    }
    case 'record_filing':
      return {
        en: `${capitalize(item.en)} dates from ${from}. The Fair Credit Reporting Act allows it to be reported for ${period.years} years from that date, so only until ${end}.`,
        es: `${capitalize(item.es)} data del ${from}. ${capitalize(FCRA_ES)} permite reportar esta información durante ${period.years} años desde esa fecha, es decir, solo hasta el ${end}.`,
      };
    case 'lien_release':
      return {
        en: `The tax lien recorded by ${creditor} was released on ${from}. The Fair Credit Reporting Act allows a paid tax lien to be reported for ${period.years} years from its release, so only until ${end}.`,
        es: `El gravamen fiscal registrado por ${creditor} se liberó el ${from}. ${capitalize(FCRA_ES)} permite reportar un gravamen fiscal pagado durante ${period.years} años desde su liberación, es decir, solo hasta el ${end}.`,
      };
  }
}

export function explainOutdated(
  t: Tradeline,
  itemType: ItemType,
  period: ReportingPeriod,
  bureaus: readonly Bureau[],
): LocalizedText {
  const opening = outdatedOpening(t, describeItem(t, itemType), period);
  return {
    en: `${opening.en} ${formatBureaus(bureaus, 'en')} still ${agree(bureaus, 'reports', 'report')} it, so you can ask for it to be removed.`,
    es: `${opening.es} ${formatBureaus(bureaus, 'es')} ${agree(bureaus, 'sigue', 'siguen')} reportando esta información, así que usted puede pedir que se elimine.`,
  };
}

const DUPLICATE_CLOSING: LocalizedText = {
  en: 'A debt may appear only once on your report, so you can ask for the duplicate to be removed.',
  es: 'Una deuda solo puede aparecer una vez en su reporte, así que usted puede pedir que se elimine el duplicado.',
};

function money(cents: number | null): string {
  return formatMoney(cents ?? 0);
}

export function explainDuplicate(t: Tradeline, itemType: ItemType, match: DuplicateMatch): LocalizedText {
  const item = describeItem(t, itemType);
  const related = match.related.creditorName.trim();
  const bureaus = { en: formatBureaus(match.bureaus, 'en'), es: formatBureaus(match.bureaus, 'es') };
  const counted = {
    en: `A debt should carry a balance in one place only: once it goes to collection, the original account should normally show a zero balance. Reported this way, the same debt counts against you twice in ${agree(match.bureaus, 'that file', 'each of these files')}, so you can ask for it to be corrected.`,
    es: `Una deuda solo debe mostrar saldo en un lugar: cuando pasa a cobranza, la cuenta original normalmente debe mostrar saldo cero. Así reportada, la misma deuda cuenta dos veces en su contra en ${agree(match.bureaus, 'ese archivo', 'cada uno de esos archivos')}, así que usted puede pedir que se corrija.`,
  };
  const twice = { en: agree(match.bureaus, 'lists', 'list'), es: agree(match.bureaus, 'muestra', 'muestran') };
  const show = { en: agree(match.bureaus, 'shows', 'show'), es: agree(match.bureaus, 'muestra', 'muestran') };
  switch (match.kind) {
    case 'collection_of_original':
      return {
        en: `${capitalize(item.en)} is for the same debt as your ${related} account, and ${bureaus.en} ${show.en} a balance on both: ${money(match.balanceCents)} and ${money(match.relatedBalanceCents)}. ${counted.en}`,
        es: `${capitalize(item.es)} corresponde a la misma deuda que su cuenta con ${related}, y ${bureaus.es} ${show.es} un saldo en ambas: ${money(match.balanceCents)} y ${money(match.relatedBalanceCents)}. ${counted.es}`,
      };
    case 'original_of_collection':
      return {
        en: `${bureaus.en} ${show.en} ${item.en} with a balance of ${money(match.balanceCents)} and also the same debt as a collection by ${related}, with a balance of ${money(match.relatedBalanceCents)}. ${counted.en}`,
        es: `${bureaus.es} ${show.es} ${item.es} con un saldo de ${money(match.balanceCents)} y también la misma deuda como una cobranza de ${related}, con un saldo de ${money(match.relatedBalanceCents)}. ${counted.es}`,
      };
    case 'same_account_number':
      return {
        en: `${bureaus.en} ${twice.en} ${item.en} twice, as two separate entries with the same account number ending in ${match.accountNumberEnding}. ${DUPLICATE_CLOSING.en}`,
        es: `${bureaus.es} ${twice.es} ${item.es} dos veces, como dos registros distintos con el mismo número de cuenta terminado en ${match.accountNumberEnding}. ${DUPLICATE_CLOSING.es}`,
      };
    case 'same_balance_and_opened': {
      const opened = formatDate(match.dateOpened ?? '');
      return {
        en: `${bureaus.en} ${twice.en} ${item.en} twice, as two separate entries with the same balance of ${money(match.balanceCents)} and the same opening date, ${opened}. ${DUPLICATE_CLOSING.en}`,
        es: `${bureaus.es} ${twice.es} ${item.es} dos veces, como dos registros distintos con el mismo saldo de ${money(match.balanceCents)} y la misma fecha de apertura, el ${opened}. ${DUPLICATE_CLOSING.es}`,
      };
    }
  }
}

export function explainPaidConflict(t: Tradeline, itemType: ItemType, conflict: PaidConflict): LocalizedText {
  const item = describeItem(t, itemType);
  const paidBureaus = conflict.paid.map((view) => view.bureau);
  const byRemark = conflict.paid.some((view) => view.evidence === 'paid_remark');
  const owedGroups: { balanceCents: number; paymentStatus: UnpaidView['paymentStatus']; bureaus: Bureau[] }[] = [];
  for (const view of conflict.unpaid) {
    const same = owedGroups.find(
      (group) => group.balanceCents === view.balanceCents && group.paymentStatus === view.paymentStatus,
    );
    if (same) same.bureaus.push(view.bureau);
    else
      owedGroups.push({ balanceCents: view.balanceCents, paymentStatus: view.paymentStatus, bureaus: [view.bureau] });
  }
  const stillOwed = (language: Language) =>
    formatList(
      owedGroups.map(({ balanceCents, paymentStatus, bureaus }) => {
        const status = quote(PAYMENT_STATUS_LABELS[paymentStatus][language], language);
        return language === 'en'
          ? `${formatBureaus(bureaus, 'en')} still ${agree(bureaus, 'reports', 'report')} a balance of ${formatMoney(balanceCents)} with the payment status ${status}`
          : `${formatBureaus(bureaus, 'es')} ${agree(bureaus, 'sigue', 'siguen')} reportando un saldo de ${formatMoney(balanceCents)} con el estado de pago ${status}`;
      }),
      language,
    );
  const paid = byRemark
    ? {
        en: `According to ${formatBureaus(paidBureaus, 'en')}, ${item.en} has been paid`,
        es: `Según ${formatBureaus(paidBureaus, 'es')}, la deuda de ${item.es} ya está pagada`,
      }
    : {
        en: `According to ${formatBureaus(paidBureaus, 'en')}, ${item.en} has a balance of ${formatMoney(0)}`,
        es: `Según ${formatBureaus(paidBureaus, 'es')}, ${item.es} tiene un saldo de ${formatMoney(0)}`,
      };
  return {
    en: `${paid.en}, but ${stillOwed('en')}. A paid debt must show a zero balance at every bureau, so you can ask for it to be corrected.`,
    es: `${paid.es}, pero ${stillOwed('es')}. Una deuda pagada debe mostrar saldo cero en todas las agencias, así que usted puede pedir que se corrija.`,
  };
}

/** Each group's value as the consumer reads it, with the bureaus that report it. */
function formatGroups(difference: FieldDifference, language: Language): { text: string; bureaus: Bureau[] }[] {
  switch (difference.field) {
    case 'balanceCents':
    case 'pastDueCents':
      return difference.groups.map(({ value, bureaus }) => ({ text: formatMoney(value), bureaus }));
    case 'paymentStatus':
      return difference.groups.map(({ value, bureaus }) => ({
        text: quote(PAYMENT_STATUS_LABELS[value][language], language),
        bureaus,
      }));
    case 'accountStatus':
      return difference.groups.map(({ value, bureaus }) => ({
        text: quote(ACCOUNT_STATUS_LABELS[value][language], language),
        bureaus,
      }));
    default:
      return difference.groups.map(({ value, bureaus }) => ({ text: formatDate(value), bureaus }));
  }
}

/** "Experian and TransUnion report a balance of $1,234.56, while Equifax reports a balance of $1,100.00." */
function describeDifference(difference: FieldDifference, language: Language): string {
  const phrase = FIELD_PHRASES[difference.field][language];
  const clauses = formatGroups(difference, language).map(({ text, bureaus }) => {
    const verb = language === 'en' ? agree(bureaus, 'reports', 'report') : agree(bureaus, 'reporta', 'reportan');
    return `${formatBureaus(bureaus, language)} ${verb} ${phrase} ${text}`;
  });
  const [first, second] = clauses;
  const joined =
    clauses.length === 2 && first && second
      ? `${first}${language === 'en' ? ', while' : ', mientras que'} ${second}`
      : formatList(clauses, language);
  return `${joined}.`;
}

export function explainBureauMismatch(t: Tradeline, itemType: ItemType, mismatch: BureauMismatch): LocalizedText {
  const item = describeItem(t, itemType);
  const details = (language: Language) => mismatch.differences.map((d) => describeDifference(d, language)).join(' ');
  return {
    en: `The credit bureaus do not agree on ${item.en}. ${details('en')} Since they cannot all be right, you can ask the bureaus to verify and correct it.`,
    es: `Las agencias de crédito no coinciden en los datos de ${item.es}. ${details('es')} Como no todas pueden tener razón, usted puede pedirles que verifiquen y corrijan esta información.`,
  };
}

export function explainSingleBureau(
  t: Tradeline,
  itemType: ItemType,
  reporting: Bureau,
  silent: readonly Bureau[],
): LocalizedText {
  const item = describeItem(t, itemType);
  const only = { en: formatBureaus([reporting], 'en'), es: formatBureaus([reporting], 'es') };
  return {
    en: `Only ${only.en} reports ${item.en}; ${formatBureaus(silent, 'en')} ${agree(silent, 'does', 'do')} not. An item that only one bureau shows may be incomplete or may not be yours, so you can ask ${only.en} to verify it.`,
    es: `Solo ${only.es} reporta ${item.es}; ${formatBureaus(silent, 'es')} no lo ${agree(silent, 'hace', 'hacen')}. Una partida que aparece en una sola agencia puede estar incompleta o no ser suya, así que usted puede pedirle a ${only.es} que la verifique.`,
  };
}
