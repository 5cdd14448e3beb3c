import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';

/**
 * The terms and the signed agreement must say the same thing here, so both take it from one place. With Stripe
 * nothing is charged before a period's letters exist (billing in arrears), so there is nothing to refund within
 * the first 3 business days, and a cancelled month is still charged if letters were prepared in it.
 */
const CANCELLATION_POLICY: Record<PaymentProcessor, Record<Language, string[]>> = {
  manual: {
    en: [
      'You may cancel your contract without penalty within 3 business days after you sign it, and we refund everything you paid. The Notice of Cancellation explains how.',
      'Monthly plans: you may cancel at any time. Your plan ends at the end of the current billing period, and you are not charged again.',
      'One-time plan: once a dispute has been sent, the payment is not refundable, except when you cancel within the 3-business-day window.',
    ],
    es: [
      'Puede cancelar su contrato sin penalidad dentro de los 3 días hábiles siguientes a la firma, y le devolvemos todo lo que haya pagado. El Aviso de cancelación explica cómo hacerlo.',
      'Plan mensual: puede cancelarlo cuando quiera. Su plan termina al final del período de facturación en curso y no se le vuelve a cobrar.',
      'Plan de pago único: una vez enviada una disputa, el pago no es reembolsable, salvo que cancele dentro del plazo de 3 días hábiles.',
    ],
  },
  stripe: {
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
  },
};

/** FCRA § 611 (15 U.S.C. § 1681i): 30 days, stretched to 45 when the consumer adds information meanwhile. */
const INVESTIGATION_TIME: Record<Language, string> = {
  en: 'Under the Fair Credit Reporting Act (FCRA, 15 U.S.C. § 1681i), a credit bureau generally must investigate a dispute within 30 days of receiving it, and up to 45 days in some cases, for example when you send more information while it investigates. Expect answers in 30 to 45 days.',
  es: 'Según la Ley de Informe Justo de Crédito (FCRA, 15 U.S.C. § 1681i), una agencia de informes de crédito por lo general debe investigar una disputa dentro de los 30 días siguientes a recibirla, y hasta 45 días en algunos casos, por ejemplo si usted envía más información mientras investiga. Espere las respuestas en un plazo de 30 a 45 días.',
};

export function cancellationPolicyItems(language: Language, processor: PaymentProcessor): string[] {
  return CANCELLATION_POLICY[processor][language];
}

export function investigationTimeParagraph(language: Language): string {
  return INVESTIGATION_TIME[language];
}
