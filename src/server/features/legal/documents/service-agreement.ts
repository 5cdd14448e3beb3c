import type { Language } from '#shared/constants/languages.ts';
import type { Billing } from '#shared/constants/plans.ts';
import type { LegalSection } from '#shared/schemas/legal.ts';
import type { LegalContext } from '../legal-context.ts';
import { type AgreementTerms, section } from '../legal-document.ts';
import { bureauList } from './bureau-list.ts';
import { cancellationPolicyItems, howPaidParagraph, investigationTimeParagraph } from './common-clauses.ts';

type Writer = (context: LegalContext, terms: AgreementTerms) => LegalSection[];

type PriceClause = (price: string) => string[];

/**
 * The total payments and when they are taken (§ 1679d(b)(1)). Both processors bill in arrears (§ 1679b(b): no
 * money before the service is performed, period-charge.ts): nothing at signing, a period only after it closes
 * and only if letters were prepared in it. The processor decides only how the member pays once a charge is due.
 */
const PRICE: Record<Language, Record<Billing, PriceClause>> = {
  en: {
    one_time: (price) => [
      `Price: ${price} once. This is the total you pay for this plan.`,
      'Nothing is charged when you sign. The price is charged once, after dispute letters of your plan have been prepared: when you have used all its disputes, or one month after your plan starts, whichever comes first. If no letter has been prepared by then, it is charged when the first one is.',
    ],
    monthly: (price) => [
      `Price: ${price} for each monthly billing period in which we prepare dispute letters for you, until you cancel. Your total is ${price} for each such billing period that begins before you cancel.`,
      'Nothing is charged when you sign. Each billing period is charged after it ends, and only if dispute letters were prepared in it: a billing period with none is not charged.',
    ],
  },
  es: {
    one_time: (price) => [
      `Precio: ${price}, en un solo pago. Es el total que paga por este plan.`,
      'No se le cobra nada al firmar. El precio se cobra una sola vez, después de que se hayan preparado cartas de disputa de su plan: cuando haya usado todas sus disputas, o un mes después del inicio de su plan, lo que ocurra primero. Si para entonces no se ha preparado ninguna carta, se cobra cuando se prepare la primera.',
    ],
    monthly: (price) => [
      `Precio: ${price} por cada período de facturación mensual en el que le preparemos cartas de disputa, hasta que cancele. El total es ${price} por cada uno de esos períodos que comience antes de que cancele.`,
      'No se le cobra nada al firmar. Cada período de facturación se cobra cuando termina, y solo si en él se prepararon cartas de disputa: un período sin cartas no se cobra.',
    ],
  },
};

const NO_OTHER_CHARGES: Record<Language, string> = {
  en: 'This agreement has no other charges.',
  es: 'Este contrato no tiene ningún otro cargo.',
};

/** The "Your plan and price" paragraphs: price, when it is charged, how it is paid, nothing else. */
function priceParagraphs(language: Language, { price, billing, processor }: AgreementTerms): string[] {
  return [...PRICE[language][billing](price), howPaidParagraph(language, processor), NO_OTHER_CHARGES[language]];
}

/**
 * The contract 15 U.S.C. § 1679d(b) requires: the total payments, a full and detailed description of the
 * services and how long they take, our name and principal business address, and, in bold beside the
 * signature, the statute's cancellation statement. That statement is why the right-to-cancel section is last.
 */
const WRITERS: Record<Language, Writer> = {
  en: ({ businessName, businessAddress }, terms) => {
    const { planName, billing, allowance, cancelBy } = terms;
    const bureaus = bureauList('en');
    const disputes = `${allowance} ${allowance === 1 ? 'dispute' : 'disputes'}`;
    return [
      section('The parties', [
        `This agreement is between ${businessName}, whose principal business address is ${businessAddress} (“we” or “us”), and you, the person accepting it (“you”).`,
      ]),
      section('Your plan and price', [`Plan: ${planName}.`, ...priceParagraphs('en', terms)]),
      section(
        'The services we provide',
        ['We will:'],
        [
          `Review your credit reports from ${bureaus}.`,
          'Identify the items that may be inaccurate, incomplete or unverifiable, and explain why.',
          `Prepare dispute letters to ${bureaus} about the items you choose, citing your rights under the Fair Credit Reporting Act (FCRA).`,
          'Track each bureau’s answer to each dispute.',
          'After each answer, prepare the next letter the law allows about the same item: to a bureau that verified it, a request for how it verified it; to a bureau that did not answer in time, a request to delete it; to the company that reported it, a direct dispute; to a bureau that put back an item it had deleted, a letter about the reinsertion; and, when an item stays wrong, your statement of dispute for your file.',
          'For a collection account, prepare a letter asking the collector to validate the debt (Fair Debt Collection Practices Act, FDCPA).',
          'For a late payment that was reported accurately, prepare a letter asking the creditor for a goodwill adjustment: a request, not a dispute.',
          'Prepare the text of a complaint to the Consumer Financial Protection Bureau (CFPB), for you to file yourself if you choose. We never file it for you.',
        ],
      ),
      section('Disputes included', [
        billing === 'one_time'
          ? `Your plan includes ${disputes} in total.`
          : `Your plan includes up to ${disputes} per billing period. Disputes you do not use in a billing period do not carry over to the next one.`,
        'Every later letter about an item you already disputed, listed above, is part of that dispute: it does not count against your plan’s disputes and is never charged on its own.',
        'We will not dispute information you tell us is accurate.',
      ]),
      section('How long it takes', [
        investigationTimeParagraph('en'),
        'Fixing a credit file often takes more than one round of letters, so the whole process may take several months.',
      ]),
      section('No guarantee of results', [
        'We do not guarantee any result. We cannot promise that any item will be removed, that your credit score will go up, or by how much. No one can have accurate, current and verifiable information removed from your credit report, and we will not try to.',
        'We are not a law firm and do not give legal advice.',
      ]),
      section('What you can do yourself, for free', [
        `You have the right to dispute inaccurate information directly with ${bureaus} yourself, at no cost. You do not need to hire us or anyone else to do it.`,
      ]),
      section('Cancelling', [], cancellationPolicyItems('en')),
      {
        heading: 'Your right to cancel',
        paragraphs: [
          'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.',
          ...(cancelBy ? [`If you accept today, that deadline is ${cancelBy}.`] : []),
        ],
        items: [],
        conspicuous: true,
      },
    ];
  },
  es: ({ businessName, businessAddress }, terms) => {
    const { planName, billing, allowance, cancelBy } = terms;
    const bureaus = bureauList('es');
    const disputes = `${allowance} ${allowance === 1 ? 'disputa' : 'disputas'}`;
    return [
      section('Las partes', [
        `Este contrato se celebra entre ${businessName}, con domicilio comercial principal en ${businessAddress} (“nosotros”), y usted, la persona que lo acepta (“usted”).`,
      ]),
      section('Su plan y su precio', [`Plan: ${planName}.`, ...priceParagraphs('es', terms)]),
      section(
        'Los servicios que le damos',
        ['Nos comprometemos a:'],
        [
          `Revisar sus informes de crédito de ${bureaus}.`,
          'Identificar los datos que podrían ser inexactos, estar incompletos o no poder verificarse, y explicarle por qué.',
          `Preparar cartas de disputa para ${bureaus} sobre los datos que usted elija, citando sus derechos según la Ley de Informe Justo de Crédito (FCRA).`,
          'Dar seguimiento a la respuesta de cada agencia a cada disputa.',
          'Después de cada respuesta, preparar la siguiente carta que la ley permite sobre el mismo dato: a una agencia que lo verificó, una solicitud de cómo lo verificó; a una agencia que no respondió a tiempo, una solicitud de eliminarlo; a la empresa que lo reportó, una disputa directa; a una agencia que volvió a incluir un dato que había eliminado, una carta sobre esa reinserción; y, cuando un dato sigue siendo incorrecto, su declaración de disputa para su expediente.',
          'Para una cuenta en cobranza, preparar una carta que pida al cobrador validar la deuda (Ley de Prácticas Justas de Cobro de Deudas, FDCPA).',
          'Para un pago atrasado reportado correctamente, preparar una carta que pida al acreedor un ajuste de buena voluntad: una petición, no una disputa.',
          'Preparar el texto de una queja ante la Oficina para la Protección Financiera del Consumidor (CFPB), para que usted la presente si lo desea. Nunca la presentamos por usted.',
        ],
      ),
      section('Disputas incluidas', [
        billing === 'one_time'
          ? `Su plan incluye ${disputes} en total.`
          : `Su plan incluye hasta ${disputes} por período de facturación. Las disputas que no use en un período no se acumulan para el siguiente.`,
        'Cada carta posterior sobre un dato que usted ya disputó, de las indicadas arriba, forma parte de esa disputa: no se descuenta de las disputas de su plan y nunca se cobra por separado.',
        'No disputaremos información que usted nos diga que es exacta.',
      ]),
      section('Cuánto tiempo toma', [
        investigationTimeParagraph('es'),
        'Corregir un expediente de crédito suele requerir más de una ronda de cartas, así que el proceso completo puede tomar varios meses.',
      ]),
      section('Sin garantía de resultados', [
        'No garantizamos ningún resultado. No podemos prometerle que se eliminará algún dato, que su puntaje de crédito subirá ni cuánto. Nadie puede hacer que se elimine de su informe de crédito información exacta, actual y verificable, y no lo intentaremos.',
        'No somos un bufete de abogados y no damos asesoría legal.',
      ]),
      section('Lo que puede hacer usted mismo, gratis', [
        `Usted tiene derecho a disputar la información inexacta directamente con ${bureaus}, sin ningún costo. No necesita contratarnos a nosotros ni a nadie para hacerlo.`,
      ]),
      section('Cancelación', [], cancellationPolicyItems('es')),
      {
        heading: 'Su derecho a cancelar',
        paragraphs: [
          'Usted puede cancelar este contrato sin penalidad ni obligación en cualquier momento antes de la medianoche del tercer día hábil posterior a la fecha en que firmó el contrato. Consulte el formulario de aviso de cancelación adjunto para obtener una explicación de este derecho.',
          ...(cancelBy ? [`Si acepta hoy, ese plazo vence el ${cancelBy}.`] : []),
        ],
        items: [],
        conspicuous: true,
      },
    ];
  },
};

export function serviceAgreementSections(
  language: Language,
  context: LegalContext,
  terms: AgreementTerms,
): LegalSection[] {
  return WRITERS[language](context, terms);
}
