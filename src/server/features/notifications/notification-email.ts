import { z } from 'zod';
import type { NotificationData } from '#server/db/schema/notifications.ts';
import type { EmailContent } from '#server/mail/compose-email.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import { BUREAU_NAMES, BUREAUS } from '#shared/constants/bureaus.ts';
import { CAMPAIGN_STEP_KINDS, type CampaignStepKind } from '#shared/constants/campaign.ts';
import { BUREAU_OUTCOMES, type BureauOutcome } from '#shared/constants/disputes.ts';
import type { Language } from '#shared/constants/languages.ts';
import { PAYMENT_TYPES, PLANS } from '#shared/constants/plans.ts';
import { formatMoney } from '#shared/rules/format-for-letter.ts';

const bureauClock = z.object({ bureau: z.enum(BUREAUS), dueOn: z.iso.date() });
const mailedLetter = z.object({ disputeId: z.uuid(), bureau: z.enum(BUREAUS) });
/** Where a password change or a sign-in came from, as far as its browser told us. */
const origin = z.object({ device: z.string().min(1).nullish(), ipAddress: z.string().min(1).nullish() });

/** What each kind's text needs from the notice's data; a notice without it is not emailed (nothing is made up). */
const DATA = {
  plan_active: z.object({}),
  letters_ready: z.object({ disputes: z.number().int().positive() }),
  answer_due_soon: bureauClock,
  bureau_late: bureauClock,
  answer_recorded: z.object({ bureau: z.enum(BUREAUS), outcome: z.enum(BUREAU_OUTCOMES) }),
  password_changed: origin,
  new_sign_in: origin,
  payment_failed: z.object({ amountCents: z.number().int().positive() }),
  // A period's charge (with the fees of letters mailed in it, when any fell due with it), or fees due on their own.
  payment_due: z.union([
    z.object({
      amountCents: z.number().int().positive(),
      periodIndex: z.number().int().nonnegative(),
      plan: z.enum(PAYMENT_TYPES),
      mailedLetters: z.number().int().positive().optional(),
      mailingCents: z.number().int().positive().optional(),
    }),
    z.object({ amountCents: z.number().int().positive(), mailedLetters: z.number().int().positive() }),
  ]),
  mail_delivered: mailedLetter.extend({ deliveredOn: z.iso.date(), dueOn: z.iso.date() }),
  mail_returned: mailedLetter,
  mail_rerouted: mailedLetter,
  // The report the member brought that shows it again, and the dispute whose bureau had deleted it.
  // drafted: 1 when the letter about it was written for the member to review (older notices lack it).
  item_reinserted: z.object({
    disputeId: z.uuid(),
    bureau: z.enum(BUREAUS),
    reportId: z.uuid(),
    drafted: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  // How many negative items the report shows that the one before it did not, and for how many a draft was made.
  // A later letter of the campaign whose recipient's time ran out: its kind, the bureau it follows, its due day.
  step_late: z.object({
    disputeId: z.uuid(),
    kind: z.enum(CAMPAIGN_STEP_KINDS),
    bureau: z.enum(BUREAUS),
    dueOn: z.iso.date(),
  }),
  new_negative_item: z.object({
    reportId: z.uuid(),
    count: z.number().int().positive(),
    drafts: z.number().int().nonnegative(),
  }),
} satisfies Record<NotificationKind, z.ZodType>;
type DataOf<K extends NotificationKind> = z.infer<(typeof DATA)[K]>;

/** Where each notice's button leads: the page where the member sees it or acts on it. */
const NOTIFICATION_PAGES: Record<NotificationKind, string> = {
  plan_active: '/dashboard',
  letters_ready: '/disputes',
  answer_due_soon: '/disputes',
  bureau_late: '/disputes',
  answer_recorded: '/disputes',
  password_changed: '/account',
  new_sign_in: '/account',
  payment_failed: '/account',
  // The plan status there holds the payment link and "I've paid it".
  payment_due: '/account',
  // The letter's tracking, and for returned mail "Mail it for me" again, are on the dispute's row.
  mail_delivered: '/disputes',
  mail_returned: '/disputes',
  mail_rerouted: '/disputes',
  // The reinsertion letter is proposed on the dispute's row.
  item_reinserted: '/disputes',
  // What changed between the two reports; the drafts are on the disputes page, which the text names.
  new_negative_item: '/progress',
  // The next steps (a complaint to the CFPB among them) are on the dispute's row.
  step_late: '/disputes',
};

interface Site {
  origin: string;
  supportEmail: string;
}

/** A later letter as a notice names it, given the bureau's name. */
const ENGLISH_LETTERS: Record<CampaignStepKind, (bureau: string) => string> = {
  method_of_verification: (bureau) => `request to ${bureau} for how it verified the item`,
  new_information: (bureau) => `new dispute to ${bureau}`,
  furnisher_dispute: () => 'dispute to the company that reported the item',
  missed_deadline: (bureau) => `letter to ${bureau} about its missed deadline`,
  reinsertion: (bureau) => `letter to ${bureau} about the item it put back`,
  statement_of_dispute: (bureau) => `statement of dispute to ${bureau}`,
  debt_validation: () => 'request to the collector to validate the debt',
  goodwill: () => 'goodwill request to the creditor',
  cfpb_complaint: () => 'complaint to the CFPB',
};
const SPANISH_LETTERS: Record<CampaignStepKind, (bureau: string) => string> = {
  method_of_verification: (bureau) => `solicitud a ${bureau} de cómo verificó la cuenta`,
  new_information: (bureau) => `nueva disputa a ${bureau}`,
  furnisher_dispute: () => 'disputa a la empresa que reportó la cuenta',
  missed_deadline: (bureau) => `carta a ${bureau} sobre su plazo vencido`,
  reinsertion: (bureau) => `carta a ${bureau} sobre la cuenta que volvió a incluir`,
  statement_of_dispute: (bureau) => `declaración de disputa a ${bureau}`,
  debt_validation: () => 'solicitud al cobrador de validar la deuda',
  goodwill: () => 'solicitud de buena voluntad al acreedor',
  cfpb_complaint: () => 'queja ante la CFPB',
};

type Body = Omit<EmailContent, 'greeting' | 'action'> & { actionLabel: string };
type Texts = { [K in NotificationKind]: (data: DataOf<K>, site: Site) => Body };

// Dates en-US in both languages, spelled out so nobody reads 12/03 as 12 March (docs/product-rules.md, Conventions).
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayOf = (isoDay: string) => longDay.format(new Date(`${isoDay}T00:00:00Z`));
const name = (bureau: keyof typeof BUREAU_NAMES) => BUREAU_NAMES[bureau];

/** The period a due payment is for, as the plan status names it: its month, or the one-time plan as a whole. */
type DuePayment = z.infer<(typeof DATA)['payment_due']>;
type DueCharge = Extract<DuePayment, { periodIndex: number }>;
const isCharge = (due: DuePayment): due is DueCharge => 'periodIndex' in due;
const isOneTime = ({ plan }: DueCharge) => PLANS[plan].billing === 'one_time';

const englishItems = (count: number) => (count === 1 ? 'a negative item' : `${count} negative items`);
const spanishItems = (count: number) => (count === 1 ? 'una cuenta negativa' : `${count} cuentas negativas`);

/** What was prepared for the new items: a draft costs nothing and goes nowhere until the member sends it. */
function englishDrafts({ count, drafts }: { count: number; drafts: number }): string {
  const one = count === 1;
  if (drafts === 0) {
    return `Review ${one ? 'it' : 'them'} on your progress page. If you believe ${one ? 'it is' : 'one is'} wrong, you can dispute it from your credit report page.`;
  }
  const made =
    drafts === count
      ? `We prepared a draft dispute for ${one ? 'it' : 'each of them'}`
      : `Our review of the report found a reason to dispute ${drafts === 1 ? 'one of them' : `${drafts} of them`}: we prepared a draft dispute for ${drafts === 1 ? 'it' : 'each'}`;
  return `${made} on your disputes page, for you to review. Nothing is sent until you send it.`;
}
function spanishDrafts({ count, drafts }: { count: number; drafts: number }): string {
  const one = count === 1;
  if (drafts === 0) {
    return one
      ? 'Revísela en su página de progreso. Si cree que es incorrecta, puede disputarla desde la página de su reporte de crédito.'
      : 'Revíselas en su página de progreso. Si cree que alguna es incorrecta, puede disputarla desde la página de su reporte de crédito.';
  }
  const made =
    drafts === count
      ? `Preparamos un borrador de disputa para ${one ? 'ella' : 'cada una'}`
      : `Nuestra revisión del reporte encontró un motivo para disputar ${drafts === 1 ? 'una de ellas' : `${drafts} de ellas`}: preparamos un borrador de disputa para ${drafts === 1 ? 'ella' : 'cada una'}`;
  return `${made} en su página de disputas, para que usted ${drafts === 1 ? 'lo' : 'los'} revise. No se envía nada hasta que usted lo envíe.`;
}

const englishLetters = (count: number) => (count === 1 ? 'a letter' : `${count} letters`);
const spanishLetters = (count: number) => (count === 1 ? 'una carta' : `${count} cartas`);

/** A period's price, and within it the fees of the letters mailed for the member that fell due with it. */
function englishCharge(due: DueCharge): string[] {
  const price = formatMoney(due.amountCents - (due.mailingCents ?? 0));
  const said = isOneTime(due)
    ? `Dispute letters were prepared under your one-time plan, so its price of ${price} is due now.`
    : `Dispute letters were prepared in month ${due.periodIndex + 1} of your plan, which has ended, so its price of ${price} is due now.`;
  if (!due.mailedLetters || !due.mailingCents) return [said];
  return [
    said,
    `You also owe ${formatMoney(due.mailingCents)} for ${englishLetters(due.mailedLetters)} we mailed for you: ${formatMoney(due.amountCents)} in all.`,
  ];
}
function spanishCharge(due: DueCharge): string[] {
  const price = formatMoney(due.amountCents - (due.mailingCents ?? 0));
  const said = isOneTime(due)
    ? `Se prepararon cartas de disputa con su plan de pago único, así que su precio de ${price} se debe ahora.`
    : `Se prepararon cartas de disputa en el mes ${due.periodIndex + 1} de su plan, que ya terminó, así que su precio de ${price} se debe ahora.`;
  if (!due.mailedLetters || !due.mailingCents) return [said];
  return [
    said,
    `También debe ${formatMoney(due.mailingCents)} por ${spanishLetters(due.mailedLetters)} que le enviamos por correo: ${formatMoney(due.amountCents)} en total.`,
  ];
}

const ENGLISH_OUTCOMES: Record<BureauOutcome, (bureau: string) => string> = {
  deleted: (bureau) => `${bureau}'s answer was recorded: they deleted the item you disputed.`,
  updated: (bureau) => `${bureau}'s answer was recorded: they corrected the item you disputed.`,
  verified: (bureau) =>
    `${bureau}'s answer was recorded: they say the item is accurate and kept it. From your disputes page you can send a follow-up letter asking how they verified it.`,
  no_response: (bureau) =>
    `${bureau} was recorded as not answering in time. From your disputes page you can send them a follow-up letter.`,
};

const SPANISH_OUTCOMES: Record<BureauOutcome, (bureau: string) => string> = {
  deleted: (bureau) => `Se registró la respuesta de ${bureau}: eliminó la cuenta que usted disputó.`,
  updated: (bureau) => `Se registró la respuesta de ${bureau}: corrigió la cuenta que usted disputó.`,
  verified: (bureau) =>
    `Se registró la respuesta de ${bureau}: dice que la cuenta es correcta y la mantiene. Desde su página de disputas puede enviarle una carta de seguimiento para preguntarle cómo la verificó.`,
  no_response: (bureau) =>
    `Quedó registrado que ${bureau} no respondió a tiempo. Desde su página de disputas puede enviarle una carta de seguimiento.`,
};

/** " from Chrome on Windows (IP address 203.0.113.9)", or as much of it as we know. */
type Origin = z.infer<typeof origin>;
const englishFrom = ({ device, ipAddress }: Origin) => {
  const ip = ipAddress ? `IP address ${ipAddress}` : null;
  if (device) return ` from ${device}${ip ? ` (${ip})` : ''}`;
  return ip ? ` from ${ip}` : '';
};
const spanishFrom = ({ device, ipAddress }: Origin) => {
  const ip = ipAddress ? `la dirección IP ${ipAddress}` : null;
  if (device) return ` desde ${device}${ip ? ` (${ip})` : ''}`;
  return ip ? ` desde ${ip}` : '';
};

const englishNotYou = (site: Site) => [
  `If this wasn't you, reset your password right away at ${site.origin}/forgot-password and write to us at ${site.supportEmail}.`,
];
const spanishNotYou = (site: Site) => [
  `Si no fue usted, restablezca su contraseña ahora mismo en ${site.origin}/forgot-password y escríbanos a ${site.supportEmail}.`,
];

const TEXTS: Record<Language, Texts> = {
  en: {
    plan_active: () => ({
      subject: 'Your plan is active',
      paragraphs: ['Your plan is now active.', 'Your dashboard shows your next step.'],
      actionLabel: 'Go to your dashboard',
    }),
    letters_ready: ({ disputes }) => ({
      subject: 'Your dispute letters are ready to mail',
      paragraphs: [
        disputes === 1 ? 'The letters for 1 dispute are ready.' : `The letters for ${disputes} disputes are ready.`,
        'Print each letter, sign it and mail it to the bureau it is addressed to.',
        "A bureau's time to answer starts when it receives your letter, so tell us the day you mail each one.",
      ],
      actionLabel: 'See your letters',
    }),
    answer_due_soon: ({ bureau, dueOn }) => ({
      subject: `${name(bureau)}'s answer is due by ${dayOf(dueOn)}`,
      paragraphs: [
        `${name(bureau)} has until ${dayOf(dueOn)} to answer your dispute.`,
        'When their answer arrives, record it on your disputes page.',
      ],
      actionLabel: 'See your disputes',
    }),
    bureau_late: ({ bureau, dueOn }) => ({
      subject: `${name(bureau)}'s time to answer your dispute is up`,
      paragraphs: [
        `${name(bureau)} had until ${dayOf(dueOn)} to answer your dispute, and no answer has been recorded.`,
        'If you received their answer, record it on your disputes page. If not, your next steps are there: a letter about the missed deadline and a complaint to the CFPB.',
      ],
      actionLabel: 'See your disputes',
    }),
    answer_recorded: ({ bureau, outcome }) => ({
      subject: `An update on your ${name(bureau)} dispute`,
      paragraphs: [ENGLISH_OUTCOMES[outcome](name(bureau))],
      actionLabel: 'See your disputes',
    }),
    password_changed: (origin, site) => ({
      subject: 'Your password was changed',
      paragraphs: [`The password for your account was changed${englishFrom(origin)}.`],
      actionLabel: 'Review your account',
      after: englishNotYou(site),
    }),
    new_sign_in: (origin, site) => ({
      subject: 'New sign-in to your account',
      paragraphs: [`Someone signed in to your account${englishFrom(origin)}.`],
      actionLabel: 'Review your account',
      after: englishNotYou(site),
    }),
    payment_failed: ({ amountCents }) => ({
      subject: 'A payment for your plan did not go through',
      paragraphs: [
        `Your card was declined for the charge of ${formatMoney(amountCents)} for your plan.`,
        'Until it is paid, your plan is on hold and no new letters go out. Add a card on your account page and we will charge it again.',
      ],
      actionLabel: 'Update your card',
    }),
    payment_due: (due) => ({
      subject: `A payment of ${formatMoney(due.amountCents)} is due for your plan`,
      paragraphs: [
        ...(isCharge(due)
          ? englishCharge(due)
          : [`You owe ${formatMoney(due.amountCents)} for ${englishLetters(due.mailedLetters)} we mailed for you.`]),
        'To pay it, open your account page and use the payment link there. Then press "I\'ve paid it" on that page, with the receipt number if you have one, so that we can check the payment.',
      ],
      actionLabel: 'Go to your account page',
    }),
    mail_delivered: ({ bureau, deliveredOn, dueOn }) => ({
      subject: `Your letter to ${name(bureau)} was delivered`,
      paragraphs: [
        `Your letter to ${name(bureau)} was delivered on ${dayOf(deliveredOn)}. ${name(bureau)} has until ${dayOf(dueOn)} to answer.`,
        'There is nothing you need to do now. When their answer arrives, record it on your disputes page.',
      ],
      actionLabel: 'See your disputes',
    }),
    mail_returned: ({ bureau }) => ({
      subject: `Your letter to ${name(bureau)} came back`,
      paragraphs: [
        `The Postal Service could not deliver your letter to ${name(bureau)}, and it was sent back to you.`,
        'Check that the mailing address in your profile, on your account page, is right. Then mail the letter again from your disputes page: print it and mail it yourself, or choose "Mail it for me" again.',
      ],
      actionLabel: 'See your disputes',
    }),
    mail_rerouted: ({ bureau }) => ({
      subject: `Your letter to ${name(bureau)} was forwarded`,
      paragraphs: [
        `The Postal Service forwarded your letter to ${name(bureau)} to another address.`,
        'There is nothing you need to do yet. We keep tracking it and will tell you when it is delivered.',
      ],
      actionLabel: 'See your disputes',
    }),
    item_reinserted: ({ bureau, drafted }) => ({
      subject: `An item ${name(bureau)} deleted is back on your report`,
      paragraphs: [
        `A report you brought shows again, from ${name(bureau)}, an item it had deleted after your dispute.`,
        `A bureau that puts a deleted item back must tell you in writing within 5 business days (15 U.S.C. § 1681i(a)(5)(B)). ${
          drafted
            ? `We wrote a letter to ${name(bureau)} about it: review it on your disputes page, then mail it or remove it.`
            : `On your disputes page you can prepare a letter to ${name(bureau)} about it.`
        }`,
      ],
      actionLabel: 'See your disputes',
    }),
    step_late: ({ kind, bureau, dueOn }) => ({
      subject: `No answer yet to your ${ENGLISH_LETTERS[kind](name(bureau))}`,
      paragraphs: [
        `The answer to your ${ENGLISH_LETTERS[kind](name(bureau))} was due by ${dayOf(dueOn)}, and none has been recorded.`,
        'If an answer came, record it on your disputes page. If not, your next steps are there, a complaint to the CFPB among them.',
      ],
      actionLabel: 'See your disputes',
    }),
    new_negative_item: (data) => ({
      subject:
        data.count === 1 ? 'A new negative item on your report' : `${data.count} new negative items on your report`,
      paragraphs: [
        `A report you brought shows ${englishItems(data.count)} that the report before it did not.`,
        englishDrafts(data),
      ],
      actionLabel: 'See what changed',
    }),
  },
  es: {
    plan_active: () => ({
      subject: 'Su plan está activo',
      paragraphs: ['Su plan ya está activo.', 'En su panel verá cuál es el siguiente paso.'],
      actionLabel: 'Ir a su panel',
    }),
    letters_ready: ({ disputes }) => ({
      subject: 'Sus cartas de disputa están listas para enviar por correo',
      paragraphs: [
        disputes === 1 ? 'Las cartas de 1 disputa están listas.' : `Las cartas de ${disputes} disputas están listas.`,
        'Imprima cada carta, fírmela y envíela por correo al buró al que va dirigida.',
        'El plazo del buró para responder empieza cuando recibe su carta, así que díganos el día en que envía cada una.',
      ],
      actionLabel: 'Ver sus cartas',
    }),
    answer_due_soon: ({ bureau, dueOn }) => ({
      subject: `${name(bureau)} debe responder a más tardar el ${dayOf(dueOn)}`,
      paragraphs: [
        `${name(bureau)} tiene hasta el ${dayOf(dueOn)} para responder a su disputa.`,
        'Cuando llegue su respuesta, regístrela en su página de disputas.',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    bureau_late: ({ bureau, dueOn }) => ({
      subject: `Se acabó el plazo de ${name(bureau)} para responder a su disputa`,
      paragraphs: [
        `${name(bureau)} tenía hasta el ${dayOf(dueOn)} para responder a su disputa y no se ha registrado ninguna respuesta.`,
        'Si recibió su respuesta, regístrela en su página de disputas. Si no, allí están sus siguientes pasos: una carta sobre el plazo vencido y una queja ante la CFPB.',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    answer_recorded: ({ bureau, outcome }) => ({
      subject: `Novedades sobre su disputa con ${name(bureau)}`,
      paragraphs: [SPANISH_OUTCOMES[outcome](name(bureau))],
      actionLabel: 'Ver sus disputas',
    }),
    password_changed: (origin, site) => ({
      subject: 'Se cambió su contraseña',
      paragraphs: [`Se cambió la contraseña de su cuenta${spanishFrom(origin)}.`],
      actionLabel: 'Revisar su cuenta',
      after: spanishNotYou(site),
    }),
    new_sign_in: (origin, site) => ({
      subject: 'Nuevo inicio de sesión en su cuenta',
      paragraphs: [`Alguien inició sesión en su cuenta${spanishFrom(origin)}.`],
      actionLabel: 'Revisar su cuenta',
      after: spanishNotYou(site),
    }),
    payment_failed: ({ amountCents }) => ({
      subject: 'No se pudo cobrar un pago de su plan',
      paragraphs: [
        `Su tarjeta rechazó el cargo de ${formatMoney(amountCents)} de su plan.`,
        'Hasta que se pague, su plan queda en pausa y no se envían cartas nuevas. Agregue una tarjeta en la página de su cuenta y volveremos a intentar el cobro.',
      ],
      actionLabel: 'Actualizar su tarjeta',
    }),
    payment_due: (due) => ({
      subject: `Hay un pago de ${formatMoney(due.amountCents)} pendiente de su plan`,
      paragraphs: [
        ...(isCharge(due)
          ? spanishCharge(due)
          : [
              `Debe ${formatMoney(due.amountCents)} por ${spanishLetters(due.mailedLetters)} que le enviamos por correo.`,
            ]),
        'Para pagarlo, abra la página de su cuenta y use el enlace de pago que encontrará allí. Luego pulse "Ya lo pagué" en esa página, con el número de recibo si lo tiene, para que podamos revisar el pago.',
      ],
      actionLabel: 'Ir a la página de su cuenta',
    }),
    mail_delivered: ({ bureau, deliveredOn, dueOn }) => ({
      subject: `Su carta a ${name(bureau)} fue entregada`,
      paragraphs: [
        `Su carta a ${name(bureau)} fue entregada el ${dayOf(deliveredOn)}. ${name(bureau)} tiene hasta el ${dayOf(dueOn)} para responder.`,
        'Por ahora no tiene que hacer nada. Cuando llegue su respuesta, regístrela en su página de disputas.',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    mail_returned: ({ bureau }) => ({
      subject: `Su carta a ${name(bureau)} fue devuelta`,
      paragraphs: [
        `El Servicio Postal no pudo entregar su carta a ${name(bureau)} y se la devolvió a usted.`,
        'Revise que la dirección postal de su perfil, en la página de su cuenta, sea correcta. Luego envíe la carta otra vez desde su página de disputas: imprímala y envíela usted, o elija de nuevo «Envíenla por mí».',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    mail_rerouted: ({ bureau }) => ({
      subject: `Su carta a ${name(bureau)} fue reenviada`,
      paragraphs: [
        `El Servicio Postal reenvió su carta a ${name(bureau)} a otra dirección.`,
        'Por ahora no tiene que hacer nada. Seguimos su recorrido y le avisaremos cuando sea entregada.',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    item_reinserted: ({ bureau, drafted }) => ({
      subject: `Una cuenta que ${name(bureau)} eliminó volvió a su reporte`,
      paragraphs: [
        `Un reporte que usted trajo muestra otra vez, de ${name(bureau)}, una cuenta que había eliminado después de su disputa.`,
        `Un buró que vuelve a incluir una cuenta eliminada debe avisarle por escrito dentro de 5 días hábiles (15 U.S.C. § 1681i(a)(5)(B)). ${
          drafted
            ? `Le escribimos una carta a ${name(bureau)} sobre esto: revísela en su página de disputas y luego envíela por correo o quítela.`
            : `En su página de disputas puede preparar una carta a ${name(bureau)} sobre esto.`
        }`,
      ],
      actionLabel: 'Ver sus disputas',
    }),
    step_late: ({ kind, bureau, dueOn }) => ({
      subject: `Aún sin respuesta a su ${SPANISH_LETTERS[kind](name(bureau))}`,
      paragraphs: [
        `La respuesta a su ${SPANISH_LETTERS[kind](name(bureau))} debía llegar a más tardar el ${dayOf(dueOn)} y no se ha registrado ninguna.`,
        'Si llegó una respuesta, regístrela en su página de disputas. Si no, allí están sus siguientes pasos, entre ellos una queja ante la CFPB.',
      ],
      actionLabel: 'Ver sus disputas',
    }),
    new_negative_item: (data) => ({
      subject:
        data.count === 1
          ? 'Una nueva cuenta negativa en su reporte'
          : `${data.count} nuevas cuentas negativas en su reporte`,
      paragraphs: [
        `Un reporte que usted trajo muestra ${spanishItems(data.count)} que el reporte anterior no mostraba.`,
        spanishDrafts(data),
      ],
      actionLabel: 'Ver qué cambió',
    }),
  },
};

const GREETING: Record<Language, (firstName: string) => string> = {
  en: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  es: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
};

function bodyOf<K extends NotificationKind>(kind: K, data: NotificationData, language: Language, site: Site) {
  const parsed = DATA[kind].safeParse(data);
  if (!parsed.success) return null;
  return (TEXTS[language][kind] as (data: DataOf<K>, site: Site) => Body)(parsed.data as DataOf<K>, site);
}

/** The email for one notice in the member's language; null when its data cannot support the text. */
export function notificationEmail(
  notice: { kind: NotificationKind; data: NotificationData },
  reader: { language: Language; firstName: string },
  site: Site,
): EmailContent | null {
  const body = bodyOf(notice.kind, notice.data, reader.language, site);
  if (!body) return null;
  const { actionLabel, ...content } = body;
  return {
    ...content,
    greeting: GREETING[reader.language](reader.firstName.trim()),
    action: { label: actionLabel, url: `${site.origin}${NOTIFICATION_PAGES[notice.kind]}` },
  };
}
