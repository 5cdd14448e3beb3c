import type { Language } from '#shared/constants/languages.ts';
import { RETENTION_YEARS } from '#shared/constants/privacy.ts';
import type { LegalContext } from '../legal-context.ts';
import { type LegalDocumentBody, section } from '../legal-document.ts';
import { bureauList } from './bureau-list.ts';

export const PRIVACY_VERSION = '2026-11-27';

type Writer = (context: LegalContext) => Omit<LegalDocumentBody, 'version'>;

/**
 * Every protection named here is one the code enforces (docs/product-rules.md, Privacy); a promise
 * added to this text needs its enforcement first. Retention follows decision 017: an unused account is deleted
 * after INACTIVE_ACCOUNT_MONTHS (two years at most), a deleted account's contract and payments are kept sealed
 * for RETENTION_YEARS, and the audit log keeps its entries.
 */
const WRITERS: Record<Language, Writer> = {
  en: ({ businessName, businessAddress, supportEmail }) => ({
    title: 'Privacy Policy',
    sections: [
      section(null, [
        `This policy explains what personal information ${businessName} collects, why, how we protect it and what you can ask of us. This is some of the most sensitive information you have, and we treat it that way.`,
      ]),
      section(
        'What we collect',
        [],
        [
          'Your name, email address, phone number and mailing address.',
          'Your date of birth and Social Security number.',
          'Photos of your government-issued ID.',
          'Your credit reports, including the account numbers in them.',
          'Your answers about your situation, such as whether you have a bankruptcy or a repossession.',
          'Records of your plan and your payments.',
          'Your device and IP address, to keep your account secure and to record when you gave your consent.',
        ],
      ),
      section(
        'Why we use it',
        ['We use your information only to:'],
        [
          'Get your credit reports, and only with your consent: your written instruction is the permissible purpose the Fair Credit Reporting Act requires (15 U.S.C. § 1681b(a)(2)).',
          'Find items that may be wrong and prepare your disputes.',
          'Verify your identity.',
          'Bill you for your plan.',
          'Keep your account secure and keep a record of your consents.',
        ],
      ),
      section(
        'How we protect it',
        [],
        [
          'Your Social Security number, ID photos and credit report files are encrypted when stored (AES-256-GCM).',
          'Account numbers are encrypted too, and we show only their last 4 digits.',
          'No page or response from our servers ever shows your full Social Security number.',
          'Passwords are stored only as argon2id hashes, never in readable form.',
          'Sign-in sessions are kept on our servers, so they can be ended at any time.',
          'Whenever our staff looks at your information, it is recorded in an audit log.',
        ],
      ),
      section(
        'Who we share it with',
        ['We never sell your information. We share it only with:'],
        [
          `The credit bureaus (${bureauList('en')}), to get your reports with your consent and to send the disputes you approve.`,
          'Our payment provider, to process your payments.',
        ],
      ),
      section(
        'How long we keep it',
        [],
        [
          'If you start signing up and do not finish, what you entered is deleted after 24 hours.',
          'While your account is open, we keep your information to provide the service. If you do not use your account for a long time (two years at most), we delete it, and we email you 30 days before.',
          `When your account is deleted, we delete your information at once, except the contract you signed and the record of your payments: we keep those, encrypted, for ${RETENTION_YEARS} years, the time in which a claim can be brought under the Credit Repair Organizations Act, and then delete them. Our security log, which records what was done on your account and by whom, keeps its entries.`,
        ],
      ),
      section('Your rights', [
        'On your account page you can download a copy of your information and delete your account yourself.',
        `You may also ask us to correct your information, or ask for a copy or for your account to be deleted, by writing to ${supportEmail}. We may first ask you to confirm your identity, so no one else can do this for you.`,
      ]),
      section('Contact us', [`${businessName}, ${businessAddress}. Email: ${supportEmail}.`]),
    ],
  }),
  es: ({ businessName, businessAddress, supportEmail }) => ({
    title: 'Política de privacidad',
    sections: [
      section(null, [
        `Esta política explica qué información personal recopila ${businessName}, para qué, cómo la protegemos y qué puede pedirnos. Es de la información más delicada que usted tiene, y así la tratamos.`,
      ]),
      section(
        'Qué recopilamos',
        [],
        [
          'Su nombre, correo electrónico, teléfono y dirección postal.',
          'Su fecha de nacimiento y su número de Seguro Social.',
          'Fotos de su identificación oficial.',
          'Sus informes de crédito, incluidos los números de cuenta que contienen.',
          'Sus respuestas sobre su situación, por ejemplo si tiene una bancarrota o le embargaron un vehículo.',
          'Los registros de su plan y de sus pagos.',
          'Su dispositivo y su dirección IP, para proteger su cuenta y para dejar constancia de cuándo dio su consentimiento.',
        ],
      ),
      section(
        'Para qué la usamos',
        ['Usamos su información solo para:'],
        [
          'Obtener sus informes de crédito, y solo con su consentimiento: su autorización por escrito es el propósito permitido que exige la Ley de Informe Justo de Crédito (15 U.S.C. § 1681b(a)(2)).',
          'Encontrar datos que podrían estar mal y preparar sus disputas.',
          'Verificar su identidad.',
          'Cobrarle su plan.',
          'Proteger su cuenta y dejar constancia de sus consentimientos.',
        ],
      ),
      section(
        'Cómo la protegemos',
        [],
        [
          'Su número de Seguro Social, las fotos de su identificación y los archivos de sus informes de crédito se guardan cifrados (AES-256-GCM).',
          'Los números de cuenta también se guardan cifrados, y solo mostramos sus últimos 4 dígitos.',
          'Ninguna página ni respuesta de nuestros servidores muestra nunca su número de Seguro Social completo.',
          'Las contraseñas se guardan solo como hashes argon2id, nunca de forma legible.',
          'Las sesiones se guardan en nuestros servidores, así que se pueden cerrar en cualquier momento.',
          'Cada vez que nuestro personal consulta su información, queda registrado en un registro de auditoría.',
        ],
      ),
      section(
        'Con quién la compartimos',
        ['Nunca vendemos su información. Solo la compartimos con:'],
        [
          `Las agencias de informes de crédito (${bureauList('es')}), para obtener sus informes con su consentimiento y enviar las disputas que usted apruebe.`,
          'Nuestro proveedor de pagos, para procesar sus pagos.',
        ],
      ),
      section(
        'Cuánto tiempo la guardamos',
        [],
        [
          'Si empieza a registrarse y no termina, lo que haya ingresado se borra después de 24 horas.',
          'Mientras su cuenta esté abierta, guardamos su información para darle el servicio. Si no usa su cuenta durante mucho tiempo (dos años como máximo), la eliminamos, y le avisamos por correo 30 días antes.',
          `Cuando se elimina su cuenta, borramos su información de inmediato, salvo el contrato que firmó y el registro de sus pagos: los conservamos, cifrados, durante ${RETENTION_YEARS} años, el plazo para presentar un reclamo bajo la Ley de Organizaciones de Reparación de Crédito (Credit Repair Organizations Act), y después los borramos. Nuestro registro de seguridad, que anota qué se hizo en su cuenta y quién lo hizo, conserva sus entradas.`,
        ],
      ),
      section('Sus derechos', [
        'En la página de su cuenta puede descargar una copia de su información y eliminar su cuenta usted mismo.',
        `También puede pedirnos que corrijamos su información, o pedir una copia o que eliminemos su cuenta, escribiendo a ${supportEmail}. Es posible que primero le pidamos confirmar su identidad, para que nadie más pueda hacerlo por usted.`,
      ]),
      section('Contáctenos', [`${businessName}, ${businessAddress}. Correo electrónico: ${supportEmail}.`]),
    ],
  }),
};

export function privacyDocument(language: Language, context: LegalContext): LegalDocumentBody {
  return { version: PRIVACY_VERSION, ...WRITERS[language](context) };
}
