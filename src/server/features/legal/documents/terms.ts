import type { PaymentProcessor } from '#shared/constants/billing.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { LegalContext } from '../legal-context.ts';
import { type LegalDocumentBody, section } from '../legal-document.ts';
import { bureauList } from './bureau-list.ts';
import {
  cancellationPolicyItems,
  howPaidParagraph,
  investigationTimeParagraph,
  whenChargedParagraph,
} from './common-clauses.ts';

export const TERMS_VERSION = '2026-11-28';

type Writer = (context: LegalContext, processor: PaymentProcessor) => Omit<LegalDocumentBody, 'version'>;

const WRITERS: Record<Language, Writer> = {
  en: ({ businessName, businessAddress, supportEmail }, processor) => ({
    title: 'Terms of Service',
    sections: [
      section(null, [
        `These terms apply when you use the website and services of ${businessName}. If you buy a plan, you also sign a service agreement; where the two differ, the service agreement applies.`,
      ]),
      section('What we do', [
        `We give you software to read your credit reports and find items that may be inaccurate, incomplete or unverifiable. We prepare dispute letters about those items for the credit bureaus (${bureauList('en')}), and we help you follow each bureau’s answer.`,
        'Our service is educational: it explains your rights under the law and helps you use them.',
      ]),
      section(
        'What we are not',
        [],
        [
          'We are not a law firm, and nothing we provide is legal advice. For legal advice, talk to a licensed attorney.',
          'We do not guarantee any result. No one can promise that an item will be removed or that your score will go up.',
          'No one, including us, can have accurate, current and verifiable information removed from your credit report.',
          'We make no promises in advance about how many items will change or how much your score will change.',
        ],
      ),
      section('Plans and prices', [
        'Our plans, their prices and what each one includes are shown on the subscribe page. Before your plan starts, you receive the statement “Consumer Credit File Rights Under State and Federal Law” and sign a service agreement that states your plan, its price, when it is charged and the services in detail.',
        whenChargedParagraph('en'),
        howPaidParagraph('en', processor),
      ]),
      section(
        'Your responsibilities',
        [],
        [
          'Give us true and complete information about yourself.',
          'Use the service only for your own credit file, never for someone else’s.',
          'Dispute only information you believe is inaccurate, incomplete or unverifiable.',
        ],
      ),
      section('Cancelling', [], cancellationPolicyItems('en')),
      section('How long disputes take', [investigationTimeParagraph('en')]),
      section('Your account', [
        `Keep your password to yourself. If you think someone else has used your account, write to us right away at ${supportEmail}. Our Privacy Policy explains how we protect your information.`,
      ]),
      section('Governing law', [
        'These terms are governed by US federal law, including the Credit Repair Organizations Act and the Fair Credit Reporting Act, and by the consumer protection laws of the state where you live. Nothing in these terms takes away a right those laws give you, and any waiver of your rights under the Credit Repair Organizations Act is void (15 U.S.C. § 1679f).',
      ]),
      section('Contact us', [`Write to ${supportEmail}, or to ${businessName}, ${businessAddress}.`]),
    ],
  }),
  es: ({ businessName, businessAddress, supportEmail }, processor) => ({
    title: 'Términos del servicio',
    sections: [
      section(null, [
        `Estos términos se aplican cuando usa el sitio web y los servicios de ${businessName}. Si compra un plan, también firma un contrato de servicios; si ambos dicen cosas distintas, se aplica el contrato de servicios.`,
      ]),
      section('Qué hacemos', [
        `Le damos un programa para leer sus informes de crédito y encontrar datos que podrían ser inexactos, estar incompletos o no poder verificarse. Preparamos cartas de disputa sobre esos datos para las agencias de informes de crédito (${bureauList('es')}) y le ayudamos a seguir la respuesta de cada agencia.`,
        'Nuestro servicio es educativo: le explica los derechos que le da la ley y le ayuda a ejercerlos.',
      ]),
      section(
        'Lo que no somos',
        [],
        [
          'No somos un bufete de abogados y nada de lo que le damos es asesoría legal. Para eso, consulte a un abogado con licencia.',
          'No garantizamos ningún resultado. Nadie puede prometerle que se eliminará un dato ni que su puntaje subirá.',
          'Nadie, ni siquiera nosotros, puede hacer que se elimine de su informe de crédito información exacta, actual y verificable.',
          'No le prometemos por adelantado cuántos datos cambiarán ni cuánto cambiará su puntaje.',
        ],
      ),
      section('Planes y precios', [
        'Nuestros planes, sus precios y lo que incluye cada uno aparecen en la página de suscripción. Antes de que empiece su plan, usted recibe la declaración “Derechos del consumidor sobre su expediente de crédito según la ley estatal y federal” y firma un contrato de servicios que indica su plan, su precio, cuándo se cobra y el detalle de los servicios.',
        whenChargedParagraph('es'),
        howPaidParagraph('es', processor),
      ]),
      section(
        'Sus responsabilidades',
        [],
        [
          'Denos información verdadera y completa sobre usted.',
          'Use el servicio solo para su propio expediente de crédito, nunca para el de otra persona.',
          'Dispute solo la información que usted crea que es inexacta, está incompleta o no puede verificarse.',
        ],
      ),
      section('Cancelación', [], cancellationPolicyItems('es')),
      section('Cuánto tardan las disputas', [investigationTimeParagraph('es')]),
      section('Su cuenta', [
        `No comparta su contraseña. Si cree que otra persona usó su cuenta, escríbanos de inmediato a ${supportEmail}. Nuestra Política de privacidad explica cómo protegemos su información.`,
      ]),
      section('Ley aplicable', [
        'Estos términos se rigen por la ley federal de EE. UU., incluidas la Ley de Organizaciones de Reparación de Crédito y la Ley de Informe Justo de Crédito, y por las leyes de protección al consumidor del estado donde usted vive. Nada en estos términos le quita un derecho que esas leyes le dan, y cualquier renuncia a sus derechos según la Ley de Organizaciones de Reparación de Crédito es nula (15 U.S.C. § 1679f).',
      ]),
      section('Contáctenos', [`Escriba a ${supportEmail} o a ${businessName}, ${businessAddress}.`]),
    ],
  }),
};

/** `processor`: how a new plan is paid here, which decides how a charge that is due is paid. */
export function termsDocument(
  language: Language,
  context: LegalContext,
  processor: PaymentProcessor,
): LegalDocumentBody {
  return { version: TERMS_VERSION, ...WRITERS[language](context, processor) };
}
