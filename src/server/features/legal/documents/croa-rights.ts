import type { Language } from '#shared/constants/languages.ts';
import { type LegalDocumentBody, section } from '../legal-document.ts';

export const CROA_RIGHTS_VERSION = '2026-11-22';

/**
 * The English text is 15 U.S.C. § 1679c(a) word for word (including the statute's own "Credit Repair
 * Organization Act"): the law prescribes it, so it must never be reworded. Spanish is a faithful translation.
 */
const BODIES: Record<Language, Omit<LegalDocumentBody, 'version'>> = {
  en: {
    title: 'Consumer Credit File Rights Under State and Federal Law',
    sections: [
      section(null, [
        'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any “credit repair” company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
        'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
        'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
        'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
        'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
        'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
        'If the credit bureau’s reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.',
        'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:',
        'The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580',
      ]),
      section('Why you are receiving this statement', [
        'Federal law (15 U.S.C. § 1679c) requires every credit repair organization to give you this statement, as a separate document, before you sign any contract with it.',
      ]),
    ],
  },
  es: {
    title: 'Derechos del consumidor sobre su expediente de crédito según la ley estatal y federal',
    sections: [
      section(null, [
        'Usted tiene derecho a disputar la información inexacta de su informe de crédito comunicándose directamente con la agencia de informes de crédito. Sin embargo, ni usted ni ninguna compañía de “reparación de crédito” u organización de reparación de crédito tiene derecho a que se elimine de su informe de crédito información exacta, actual y verificable. La agencia de informes de crédito solo está obligada a eliminar de su informe la información negativa exacta cuando tiene más de 7 años. La información sobre una bancarrota puede aparecer en su informe durante 10 años.',
        'Usted tiene derecho a obtener una copia de su informe de crédito de una agencia de informes de crédito. Es posible que le cobren una tarifa razonable. Sin embargo, no le cobrarán nada si en los últimos 60 días le negaron crédito, empleo, un seguro o el alquiler de una vivienda por información de su informe de crédito. La agencia de informes de crédito debe darle acceso a una persona que le ayude a entender la información de su expediente de crédito. Usted tiene derecho a recibir gratis una copia de su informe de crédito si está desempleado y piensa buscar empleo en los próximos 60 días, si recibe asistencia pública o si tiene motivos para creer que su informe contiene información inexacta debido a un fraude.',
        'Usted tiene derecho a demandar a una organización de reparación de crédito que viole la Ley de Organizaciones de Reparación de Crédito (Credit Repair Organizations Act). Esta ley prohíbe las prácticas engañosas de las organizaciones de reparación de crédito.',
        'Usted tiene derecho a cancelar su contrato con cualquier organización de reparación de crédito, por cualquier motivo, dentro de los 3 días hábiles siguientes a la fecha en que lo firmó.',
        'Las agencias de informes de crédito están obligadas a seguir procedimientos razonables para asegurar que la información que reportan sea exacta. Sin embargo, pueden cometerse errores.',
        'Usted mismo puede avisar por escrito a una agencia de informes de crédito que disputa la exactitud de la información de su expediente de crédito. La agencia debe entonces volver a investigar y corregir o eliminar la información inexacta o incompleta. La agencia no puede cobrarle nada por este servicio. Debería entregar a la agencia toda la información pertinente y copias de todos los documentos que tenga sobre el error.',
        'Si la nueva investigación de la agencia no resuelve la disputa a su satisfacción, usted puede enviarle una breve declaración, que se guardará en su expediente, en la que explique por qué cree que el dato es inexacto. La agencia debe incluir un resumen de su declaración sobre la información disputada en todo informe que emita sobre usted.',
        'La Comisión Federal de Comercio (FTC) regula a las agencias de informes de crédito y a las organizaciones de reparación de crédito. Para más información, comuníquese con:',
        'The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580',
      ]),
      section('Por qué recibe esta declaración', [
        'La ley federal (15 U.S.C. § 1679c) exige que toda organización de reparación de crédito le entregue esta declaración, como documento aparte, antes de que usted firme cualquier contrato con ella.',
        'Esta es una traducción fiel del texto en inglés que establece la ley.',
      ]),
    ],
  },
};

export function croaRightsDocument(language: Language): LegalDocumentBody {
  return { version: CROA_RIGHTS_VERSION, ...BODIES[language] };
}
