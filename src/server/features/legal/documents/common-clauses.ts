import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';

/**
 * The terms and the signed agreement must say the same thing here, so both take it from one place. Every plan
 * is billed in arrears, whoever takes the payment: nothing is charged at signing, and letters go to the bureaus
 * only once the right to cancel has run out (§ 1679d(a)(2)), so there is nothing to refund within the first 3
 * business days. A cancelled month is still charged if letters were prepared in it.
 */
const CANCELLATION_POLICY: Record<Language, string[]> = {
  en: [
    'You may cancel your contract without penalty within 3 business days after you sign it. Nothing is charged before then, and you owe nothing. The Notice of Cancellation explains how.',
    'Monthly plans: you may cancel at any time. Your plan ends at the end of the current billing period. That period is charged after it ends only if dispute letters were prepared in it, and nothing is charged after it.',
    'One-time plan: nothing is charged until its dispute letters have been prepared. Once a dispute has been sent, the charge is not refundable.',
  ],
  es: [
    'Puede cancelar su contrato sin penalidad dentro de los 3 días hábiles siguientes a la firma. Antes de ese plazo no se le cobra nada, y usted no nos debe nada. El Aviso de cancelación explica cómo hacerlo.',
    'Plan mensual: puede cancelarlo cuando quiera. Su plan termina al final del período de facturación en curso. Ese período se cobra cuando termina solo si en él se prepararon cartas de disputa, y después no se le cobra nada más.',
    'Plan de pago único: no se cobra nada hasta que se hayan preparado sus cartas de disputa. Una vez enviada una disputa, el cargo no es reembolsable.',
  ],
};

/** When money is due, for every plan at once (the terms; the agreement says it for its own plan). */
const WHEN_CHARGED: Record<Language, string> = {
  en: 'Nothing is charged when you sign. Each monthly billing period is charged after it ends, and only if dispute letters were prepared in it. The one-time plan is charged when its disputes are used up or one month after it starts, whichever comes first, and only once dispute letters have been prepared.',
  es: 'No se le cobra nada al firmar. Cada período de facturación mensual se cobra cuando termina, y solo si en él se prepararon cartas de disputa. El plan de pago único se cobra cuando se usan todas sus disputas o un mes después de su inicio, lo que ocurra primero, y solo una vez que se hayan preparado cartas de disputa.',
};

/** How a charge that is due is paid: the card saved at Stripe's checkout, or the payment link, by hand. */
const HOW_PAID: Record<PaymentProcessor, Record<Language, string>> = {
  stripe: {
    en: 'You save a card at checkout, and saving it charges nothing. Each charge is taken from that card once it is due.',
    es: 'Usted guarda una tarjeta al pagar, y guardarla no le cuesta nada. Cada cargo se cobra a esa tarjeta cuando vence.',
  },
  manual: {
    en: 'When a charge is due, your Account page shows it with a link to pay it. We confirm your payment once we have received it.',
    es: 'Cuando un cargo vence, la página de su Cuenta lo muestra con un enlace para pagarlo. Confirmamos su pago cuando lo recibimos.',
  },
};

export function whenChargedParagraph(language: Language): string {
  return WHEN_CHARGED[language];
}

export function howPaidParagraph(language: Language, processor: PaymentProcessor): string {
  return HOW_PAID[processor][language];
}

/** FCRA § 611 (15 U.S.C. § 1681i): 30 days, stretched to 45 when the consumer adds information meanwhile. */
const INVESTIGATION_TIME: Record<Language, string> = {
  en: 'Under the Fair Credit Reporting Act (FCRA, 15 U.S.C. § 1681i), a credit bureau generally must investigate a dispute within 30 days of receiving it, and up to 45 days in some cases, for example when you send more information while it investigates. Expect answers in 30 to 45 days.',
  es: 'Según la Ley de Informe Justo de Crédito (FCRA, 15 U.S.C. § 1681i), una agencia de informes de crédito por lo general debe investigar una disputa dentro de los 30 días siguientes a recibirla, y hasta 45 días en algunos casos, por ejemplo si usted envía más información mientras investiga. Espere las respuestas en un plazo de 30 a 45 días.',
};

export function cancellationPolicyItems(language: Language): string[] {
  return CANCELLATION_POLICY[language];
}

export function investigationTimeParagraph(language: Language): string {
  return INVESTIGATION_TIME[language];
}
