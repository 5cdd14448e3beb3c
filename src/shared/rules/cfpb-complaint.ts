import { BUREAU_NAMES, type Bureau } from '#shared/constants/bureaus.ts';
import { type CampaignStepKind, RECIPIENT_OF, STEP_LAW, type StepOutcome } from '#shared/constants/campaign.ts';
import type { DisputeReasonCode, ItemType } from '#shared/constants/credit-items.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';
import type { Language } from '#shared/constants/languages.ts';
import { asksBureau } from './campaign.ts';
import { formatBureaus, formatDate, formatList } from './format-for-letter.ts';

export interface ComplaintFacts {
  memberName: string;
  /** The creditor as the report names it, and the account's last four when known. */
  creditorName: string;
  accountNumberLast4: string | null;
  itemType: ItemType;
  reasons: readonly DisputeReasonCode[];
  /** Round 1, per bureau: YYYY-MM-DD days, or null when the member did not say. */
  bureaus: readonly {
    bureau: Bureau;
    mailedOn: string | null;
    deliveredOn: string | null;
    responseDueOn: string | null;
    respondedOn: string | null;
    outcome: BureauOutcome | null;
  }[];
  /** Later steps already sent (letters), oldest first. */
  steps: readonly {
    kind: CampaignStepKind;
    bureau: Bureau;
    sentOn: string | null;
    responseDueOn: string | null;
    answeredOn: string | null;
    outcome: StepOutcome | null;
    /** Whom a letter to a furnisher, a collector or a creditor went to, as the member addressed it. */
    recipientName?: string | null;
  }[];
}

type ComplaintStep = ComplaintFacts['steps'][number];

/** The later letters a complaint about the item recounts: a courtesy request for goodwill is not a dispute. */
type RecountedKind = Exclude<CampaignStepKind, 'goodwill' | 'cfpb_complaint'>;
const isRecounted = (kind: CampaignStepKind): kind is RecountedKind => kind !== 'goodwill' && kind !== 'cfpb_complaint';

/** Every sentence of the complaint in one language, in the member's voice. */
interface Wording {
  reasons: Record<DisputeReasonCode, string>;
  items: Record<ItemType, string>;
  /** "the CAPITAL ONE collection account (account number ending in 1234)" */
  item(noun: string, creditor: string, last4: string | null): string;
  opening(name: string, item: string, bureaus: string | null, reasons: string | null): string;
  clock: string;
  mailed(day: string): string;
  delivered(day: string): string;
  mailedAndDelivered(mailed: string, delivered: string): string;
  disputedWith: string;
  dueOn(day: string): string;
  answered: Record<Exclude<StepOutcome, 'no_response'>, string>;
  answeredOn(day: string | null, what: string): string;
  silent(hadDeadline: boolean): string;
  noAnswerYet: string;
  later: string;
  sent(day: string | null, letter: string, recipient: string): string;
  letters: Record<RecountedKind, string>;
  ask(bureaus: string, several: boolean): string;
  attachments: {
    dispute(bureau: string): string;
    receipt(bureau: string): string;
    answer(bureau: string): string;
    letter(letter: string, recipient: string, day: string | null): string;
    letterAnswer(recipient: string, letter: string, day: string | null): string;
  };
}

const ENGLISH: Wording = {
  reasons: {
    not_mine: 'the account is not mine',
    incorrect_amount: 'the amount reported is wrong',
    incorrect_dates: 'the dates reported are wrong',
    paid_in_full: 'it was paid in full',
    paid_on_time: 'my payments were made on time',
    account_closed: 'the account is closed',
    duplicate: 'it is reported more than once',
    identity_theft: 'it results from identity theft',
    mixed_files: 'it belongs in another person’s credit file',
    outdated: 'it is older than the law allows to be reported',
    other: 'it is wrong for the other reasons my letter explains',
  },
  items: {
    collection: 'collection account',
    late_payment: 'account',
    charge_off: 'charged-off account',
    bankruptcy: 'bankruptcy entry',
    repossession: 'repossession',
    child_support: 'child support account',
    judgment: 'judgment',
    tax_lien: 'tax lien',
    foreclosure: 'foreclosure',
    other: 'account',
  },
  item: (noun, creditor, last4) => `the ${creditor} ${noun}${last4 ? ` (account number ending in ${last4})` : ''}`,
  opening: (name, item, bureaus, reasons) =>
    `My name is ${name}. I disputed ${item} on my credit report${bureaus ? ` with ${bureaus}` : ''}${reasons ? `, because ${reasons}` : ''}.`,
  clock:
    'Under 15 U.S.C. § 1681i(a)(1), a consumer reporting agency must complete its investigation of a dispute within 30 days of receiving it.',
  mailed: (day) => `I mailed my dispute on ${day}.`,
  delivered: (day) => `My dispute was delivered on ${day}.`,
  mailedAndDelivered: (mailed, delivered) => `I mailed my dispute on ${mailed} and it was delivered on ${delivered}.`,
  disputedWith: 'I sent it my dispute.',
  dueOn: (day) => `Its deadline to answer: ${day}.`,
  answered: {
    deleted: 'it deleted the disputed information',
    updated: 'it changed the disputed information',
    verified: 'it said the information was verified',
  },
  answeredOn: (day, what) => (day ? `It answered on ${day}: ${what}.` : `It answered: ${what}.`),
  silent: (hadDeadline) => (hadDeadline ? 'It did not answer by then.' : 'It did not answer.'),
  noAnswerYet: 'I have not received its answer.',
  later: 'After that:',
  sent: (day, letter, recipient) => `${day ? `On ${day} I sent` : 'I sent'} ${letter} to ${recipient}.`,
  letters: {
    method_of_verification: 'a request for a description of the procedure used to verify the information',
    new_information: 'a new dispute with new information',
    furnisher_dispute: 'a direct dispute',
    missed_deadline: 'a letter about the missed deadline, asking for deletion',
    reinsertion: 'a letter about the information put back after its deletion',
    statement_of_dispute: 'a statement of dispute for my file',
    debt_validation: 'a request to validate the debt',
  },
  ask: (bureaus, several) =>
    `I ask that ${bureaus} complete a proper investigation of my dispute and delete the information ${several ? 'they' : 'it'} cannot verify, as 15 U.S.C. § 1681i(a)(5)(A) requires.`,
  attachments: {
    dispute: (bureau) => `My dispute letter to ${bureau}`,
    receipt: (bureau) => `The mailing receipt for my letter to ${bureau}`,
    answer: (bureau) => `${bureau}’s answer to my dispute`,
    letter: (letter, recipient, day) => `My letter to ${recipient}${day ? ` of ${day}` : ''}: ${letter}`,
    letterAnswer: (recipient, letter, day) => `${recipient}’s answer to my letter${day ? ` of ${day}` : ''}: ${letter}`,
  },
};

const SPANISH: Wording = {
  reasons: {
    not_mine: 'la cuenta no es mía',
    incorrect_amount: 'el monto reportado es incorrecto',
    incorrect_dates: 'las fechas reportadas son incorrectas',
    paid_in_full: 'se pagó en su totalidad',
    paid_on_time: 'mis pagos se hicieron a tiempo',
    account_closed: 'la cuenta está cerrada',
    duplicate: 'aparece más de una vez en el informe',
    identity_theft: 'es resultado de un robo de identidad',
    mixed_files: 'pertenece al expediente de crédito de otra persona',
    outdated: 'ya venció el plazo en que la ley permite reportar esta información',
    other: 'la información es incorrecta por las otras razones que explica mi carta',
  },
  items: {
    collection: 'la cuenta en cobranza',
    late_payment: 'la cuenta',
    charge_off: 'la cuenta castigada',
    bankruptcy: 'el registro de bancarrota',
    repossession: 'el registro de reposesión',
    child_support: 'la cuenta de manutención de menores',
    judgment: 'el registro de sentencia judicial',
    tax_lien: 'el registro de gravamen fiscal',
    foreclosure: 'el registro de ejecución hipotecaria',
    other: 'la cuenta',
  },
  item: (noun, creditor, last4) => `${noun} de ${creditor}${last4 ? ` (número de cuenta terminado en ${last4})` : ''}`,
  opening: (name, item, bureaus, reasons) =>
    `Mi nombre es ${name}. Disputé ${item} en mi informe de crédito${bureaus ? ` con ${bureaus}` : ''}${reasons ? `, porque ${reasons}` : ''}.`,
  clock:
    'Según 15 U.S.C. § 1681i(a)(1), una agencia de informes de crédito debe terminar la investigación de una disputa dentro de los 30 días siguientes a recibirla.',
  mailed: (day) => `Envié mi disputa por correo el ${day}.`,
  delivered: (day) => `Mi disputa fue entregada el ${day}.`,
  mailedAndDelivered: (mailed, delivered) =>
    `Envié mi disputa por correo el ${mailed} y fue entregada el ${delivered}.`,
  disputedWith: 'Le envié mi disputa.',
  dueOn: (day) => `Su plazo para responder: ${day}.`,
  answered: {
    deleted: 'eliminó la información disputada',
    updated: 'modificó la información disputada',
    verified: 'dijo que la información estaba verificada',
  },
  answeredOn: (day, what) => (day ? `Respondió el ${day}: ${what}.` : `Respondió: ${what}.`),
  silent: (hadDeadline) => (hadDeadline ? 'No respondió en ese plazo.' : 'No respondió.'),
  noAnswerYet: 'No he recibido su respuesta.',
  later: 'Después:',
  sent: (day, letter, recipient) => `${day ? `El ${day} envié` : 'Envié'} ${letter} a ${recipient}.`,
  letters: {
    method_of_verification: 'una solicitud de la descripción del procedimiento usado para verificar la información',
    new_information: 'una nueva disputa con información nueva',
    furnisher_dispute: 'una disputa directa',
    missed_deadline: 'una carta sobre el plazo vencido en la que pedí la eliminación',
    reinsertion: 'una carta sobre la información que volvió a aparecer después de eliminada',
    statement_of_dispute: 'una declaración de disputa para mi expediente',
    debt_validation: 'una solicitud de validación de la deuda',
  },
  ask: (bureaus, several) =>
    several
      ? `Pido que ${bureaus} investiguen debidamente mi disputa y eliminen la información que no puedan verificar, como lo exige 15 U.S.C. § 1681i(a)(5)(A).`
      : `Pido que ${bureaus} investigue debidamente mi disputa y elimine la información que no pueda verificar, como lo exige 15 U.S.C. § 1681i(a)(5)(A).`,
  attachments: {
    dispute: (bureau) => `Mi carta de disputa a ${bureau}`,
    receipt: (bureau) => `El comprobante de envío de mi carta a ${bureau}`,
    answer: (bureau) => `La respuesta de ${bureau} a mi disputa`,
    letter: (letter, recipient, day) => `Mi carta a ${recipient}${day ? ` del ${day}` : ''}: ${letter}`,
    letterAnswer: (recipient, letter, day) =>
      `La respuesta de ${recipient} a mi carta${day ? ` del ${day}` : ''}: ${letter}`,
  },
};

const WORDING: Record<Language, Wording> = { en: ENGLISH, es: SPANISH };

const day = (isoDate: string | null) => (isoDate ? formatDate(isoDate) : null);

/** What came back, or that nothing did: only what the member recorded. */
function answerOf(
  words: Wording,
  answer: { outcome: StepOutcome | null; on: string | null; dueOn: string | null },
): string | null {
  if (answer.outcome === null) return null;
  if (answer.outcome === 'no_response') return words.silent(answer.dueOn !== null);
  return words.answeredOn(day(answer.on), words.answered[answer.outcome]);
}

/**
 * What a bureau last said of the item: nothing yet while a letter asking it to look again awaits its answer, else
 * the latest of round 1's answer and the answers to those letters by the day each came (an unknown day first; on
 * one day, a later letter's over round 1's, and of two letters the one sent later). A statement of dispute asks
 * for no investigation, so its answer is no word on the item.
 */
function lastWord(row: ComplaintFacts['bureaus'][number], steps: readonly ComplaintStep[]): StepOutcome | null {
  const toBureau = steps.filter((step) => step.bureau === row.bureau && asksBureau(step.kind));
  if (toBureau.some((step) => step.outcome === null)) return null;
  let latest = { outcome: row.outcome, on: row.respondedOn ?? '', sentOn: '' };
  for (const step of toBureau) {
    const on = step.answeredOn ?? '';
    const sentOn = step.sentOn ?? '';
    if (on > latest.on || (on === latest.on && sentOn >= latest.sentOn)) latest = { outcome: step.outcome, on, sentOn };
  }
  return latest.outcome;
}

/**
 * The complaint's text for the member to paste into the CFPB's portal, in the member's language, with the
 * documents to attach: only facts the member recorded, each date as they gave it (a date not given is left
 * out, never guessed). A bureau the member neither mailed nor heard from is not named: its letter may never
 * have gone out. What the member asks is of the bureaus whose last word is not a deletion (all of them when
 * every one deleted, as when the complaint is about an item put back).
 */
export function complaintText(facts: ComplaintFacts, language: Language): { text: string; attachments: string[] } {
  const words = WORDING[language];
  const disputed = facts.bureaus.filter((row) => row.mailedOn ?? row.deliveredOn ?? row.outcome);
  const disputedNames =
    disputed.length > 0
      ? formatBureaus(
          disputed.map((row) => row.bureau),
          language,
        )
      : null;
  const reasons = facts.reasons.map((reason) => words.reasons[reason]);
  const steps = facts.steps.flatMap((step) => (isRecounted(step.kind) ? [{ ...step, kind: step.kind }] : []));
  const recipientOf = (step: ComplaintStep) =>
    RECIPIENT_OF[step.kind] === 'bureau' ? BUREAU_NAMES[step.bureau] : step.recipientName || facts.creditorName;
  const letterOf = (kind: RecountedKind) => `${words.letters[kind]} (${STEP_LAW[kind]})`;

  const paragraphs = [
    `${words.opening(
      facts.memberName,
      words.item(words.items[facts.itemType], facts.creditorName, facts.accountNumberLast4),
      disputedNames,
      reasons.length > 0 ? formatList(reasons, language) : null,
    )} ${words.clock}`,
  ];
  for (const row of disputed) {
    const mailed = day(row.mailedOn);
    const delivered = day(row.deliveredOn);
    const due = day(row.responseDueOn);
    const sentences = [
      mailed && delivered
        ? words.mailedAndDelivered(mailed, delivered)
        : mailed
          ? words.mailed(mailed)
          : delivered
            ? words.delivered(delivered)
            : words.disputedWith,
      due ? words.dueOn(due) : null,
      answerOf(words, { outcome: row.outcome, on: row.respondedOn, dueOn: row.responseDueOn }) ?? words.noAnswerYet,
    ];
    paragraphs.push(`${BUREAU_NAMES[row.bureau]}: ${sentences.filter(Boolean).join(' ')}`);
  }
  if (steps.length > 0) {
    const lines = steps.map((step) => {
      const due = day(step.responseDueOn);
      const answer = answerOf(words, { outcome: step.outcome, on: step.answeredOn, dueOn: step.responseDueOn });
      return [
        `- ${words.sent(day(step.sentOn), letterOf(step.kind), recipientOf(step))}`,
        due ? words.dueOn(due) : null,
        answer ?? (due ? words.noAnswerYet : null),
      ]
        .filter(Boolean)
        .join(' ');
    });
    paragraphs.push([words.later, ...lines].join('\n'));
  }
  const open = disputed.filter((row) => lastWord(row, facts.steps) !== 'deleted');
  const asked = open.length > 0 ? open : disputed;
  if (asked.length > 0) {
    paragraphs.push(
      words.ask(
        formatBureaus(
          asked.map((row) => row.bureau),
          language,
        ),
        asked.length > 1,
      ),
    );
  }

  const attachments = disputed.flatMap((row) => {
    const bureau = BUREAU_NAMES[row.bureau];
    return [
      words.attachments.dispute(bureau),
      ...(row.mailedOn ? [words.attachments.receipt(bureau)] : []),
      ...(row.outcome && row.outcome !== 'no_response' ? [words.attachments.answer(bureau)] : []),
    ];
  });
  for (const step of steps) {
    const recipient = recipientOf(step);
    attachments.push(words.attachments.letter(words.letters[step.kind], recipient, day(step.sentOn)));
    if (step.outcome && step.outcome !== 'no_response') {
      attachments.push(words.attachments.letterAnswer(recipient, words.letters[step.kind], day(step.sentOn)));
    }
  }
  return { text: paragraphs.join('\n\n'), attachments };
}
