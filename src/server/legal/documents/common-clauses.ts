import type { Language } from '#shared/constants/languages.ts';

/** The terms and the signed agreement must say the same thing here, so both take it from one place. */
const CANCELLATION_POLICY: Record<Language, string[]> = {
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
};

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
