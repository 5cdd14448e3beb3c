import type { Language } from '#shared/constants/languages.ts';
import type { LegalContext } from '../legal-context.ts';
import { type LegalDocumentBody, section } from '../legal-document.ts';

export const RIGHT_TO_CANCEL_VERSION = '2026-11-28';

/** `emailPublished`: false while the support email is still a demo placeholder, which is never printed. */
type Writer = (
  context: LegalContext,
  cancelBy: string | null,
  emailPublished: boolean,
) => Omit<LegalDocumentBody, 'version'>;

/**
 * The form 15 U.S.C. § 1679e(b) prescribes: its first sentence and the mail-or-deliver instruction keep the
 * statute's words. Email and the Cancel button are extra ways we accept, never a replacement for them; the
 * sentence before them counts only the ways this installation really offers.
 */
const WRITERS: Record<Language, Writer> = {
  en: ({ businessName, businessAddress, supportEmail }, cancelBy, emailPublished) => {
    const deadline = cancelBy
      ? `before midnight on ${cancelBy}`
      : 'before midnight of the third business day after you sign';
    const ways = [
      ...(emailPublished ? [`Email ${supportEmail} and say that you want to cancel.`] : []),
      'Use the Cancel button on your Account page.',
    ];
    return {
      title: 'Notice of Cancellation',
      sections: [
        section(null, [
          'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd business day which begins after the date the contract is signed by you.',
          `To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice, to ${businessName} at ${businessAddress} ${deadline}.`,
        ]),
        section(
          'Other ways to cancel',
          [`You may also cancel ${deadline} ${ways.length === 1 ? 'this way' : 'in either of these ways'}:`],
          ways,
        ),
        section('What happens when you cancel', [
          'We stop all work on your file, and you owe nothing. Nothing is charged before the deadline; should you have paid anything, it is refunded in full.',
        ]),
        section('Business days', [
          'For this notice, business days do not include Saturdays, Sundays or US federal holidays.',
        ]),
        section('Cancellation form', [
          'I hereby cancel this transaction,',
          'Date: ______________________',
          'Purchaser’s signature: ______________________',
        ]),
      ],
    };
  },
  es: ({ businessName, businessAddress, supportEmail }, cancelBy, emailPublished) => {
    const deadline = cancelBy
      ? `antes de la medianoche del ${cancelBy}`
      : 'antes de la medianoche del tercer día hábil después de que usted firme';
    const ways = [
      ...(emailPublished ? [`Escriba a ${supportEmail} y díganos que quiere cancelar.`] : []),
      'Use el botón Cancelar en la página de su Cuenta.',
    ];
    return {
      title: 'Aviso de cancelación',
      sections: [
        section(null, [
          'Usted puede cancelar este contrato, sin ninguna penalidad ni obligación, en cualquier momento antes de la medianoche del tercer día hábil que comienza después de la fecha en que usted firma el contrato.',
          `Para cancelar este contrato, envíe por correo o entregue una copia firmada y fechada de este aviso de cancelación, o cualquier otro aviso por escrito, a ${businessName} en ${businessAddress} ${deadline}.`,
        ]),
        section(
          'Otras formas de cancelar',
          [
            `También puede cancelar ${deadline} ${ways.length === 1 ? 'de esta forma' : 'de cualquiera de estas formas'}:`,
          ],
          ways,
        ),
        section('Qué pasa cuando cancela', [
          'Dejamos de trabajar en su expediente, y usted no nos debe nada. Antes de ese plazo no se le cobra nada; si hubiera pagado algo, se lo devolvemos todo.',
        ]),
        section('Días hábiles', [
          'Para este aviso, los días hábiles no incluyen los sábados, los domingos ni los días feriados federales de EE. UU.',
        ]),
        section('Formulario de cancelación', [
          'Por la presente cancelo esta transacción,',
          'Fecha: ______________________',
          'Firma del comprador: ______________________',
        ]),
      ],
    };
  },
};

/** `hidden`: the demo placeholders the page must not print (build-legal-document.ts), none in a signed copy. */
export function rightToCancelDocument(
  language: Language,
  context: LegalContext,
  cancelBy: string | null,
  hidden: readonly string[] = [],
): LegalDocumentBody {
  return {
    version: RIGHT_TO_CANCEL_VERSION,
    ...WRITERS[language](context, cancelBy, !hidden.includes(context.supportEmail)),
  };
}
