import type { Language } from '#shared/constants/languages.ts';
import { DATA_FILE, type ExportFolder } from './export-paths.ts';

interface ReadmeFacts {
  business: string;
  supportEmail: string;
  /** When the download was made, as the member's day. */
  madeOn: string;
}

const FOLDERS: Record<Language, Record<ExportFolder, string>> = {
  en: {
    letters:
      'letters/ - every dispute letter we wrote for you, as PDF files (with the versions we keep: the last 5 of each).',
    'bureau-answers': 'bureau-answers/ - the answer letters from the credit bureaus that you saved with us.',
    'report-pdfs': 'report-pdfs/ - the credit report PDFs you kept with the items you typed in.',
    'imported-reports': 'imported-reports/ - the credit report files you imported, as we read them (XML).',
    'id-photos': 'id-photos/ - the photos of your ID you gave us when you signed up.',
    'proof-of-address':
      'proof-of-address/ - the photo of a bill or statement you gave us to mail with your letters as proof of your address.',
  },
  es: {
    letters:
      'letters/ - todas las cartas de disputa que escribimos para usted, en PDF (con las versiones que guardamos: las 5 últimas de cada una).',
    'bureau-answers':
      'bureau-answers/ - las cartas de respuesta de las agencias de crédito que usted guardó con nosotros.',
    'report-pdfs': 'report-pdfs/ - los informes de crédito en PDF que guardó con las cuentas que escribió a mano.',
    'imported-reports':
      'imported-reports/ - los archivos de informe de crédito que importó, tal como los leímos (XML).',
    'id-photos': 'id-photos/ - las fotos de su identificación que nos dio al registrarse.',
    'proof-of-address':
      'proof-of-address/ - la foto de una factura o un estado de cuenta que nos dio para enviarla con sus cartas como comprobante de domicilio.',
  },
};

/** The README.txt of the download, in the member's language: what each file is, in plain words. */
export function exportReadme(language: Language, facts: ReadmeFacts): string {
  const folders = Object.values(FOLDERS[language]).map((line) => `  ${line}`);
  const lines =
    language === 'es'
      ? [
          `Sus datos en ${facts.business}`,
          `Descargado el ${facts.madeOn}.`,
          '',
          'Este archivo contiene todo lo que guardamos sobre usted.',
          '',
          `${DATA_FILE} - toda su información en un solo archivo de texto (JSON): su cuenta y su perfil, sus consentimientos y los contratos que firmó, sus pagos y planes, sus informes de crédito y sus cuentas, lo que escribió a mano, sus disputas, el texto de sus cartas y las respuestas de las agencias, las cartas que enviamos por usted con su seguimiento de USPS, sus avisos, los dispositivos donde inició sesión, los nombres de sus llaves de acceso (passkeys) y el registro de lo que se hizo con su cuenta. Se puede abrir con cualquier editor de texto.`,
          '',
          'Carpetas (solo aparecen las que tienen algo):',
          ...folders,
          '',
          'Lo que no incluimos, por su seguridad:',
          `  - En ${DATA_FILE}, su número de Seguro Social completo y los números de cuenta completos: los guardamos cifrados, y ahí solo van sus últimos 4 dígitos. Los archivos que usted nos dio (informes importados, fotos de su identificación, comprobante de domicilio) vuelven tal como los guardamos: los informes tal como nos los dio, y las fotos sin los datos ocultos que agrega el teléfono (ubicación, dispositivo). Por eso pueden mostrar esos números.`,
          '  - Su contraseña, sus códigos de verificación y las claves de sus llaves de acceso: solo sirven para proteger su cuenta.',
          '',
          'Guarde este archivo en un lugar seguro: contiene información personal delicada.',
          `¿Preguntas? Escríbanos a ${facts.supportEmail}.`,
        ]
      : [
          `Your data at ${facts.business}`,
          `Downloaded on ${facts.madeOn}.`,
          '',
          'This file holds everything we keep about you.',
          '',
          `${DATA_FILE} - all your information in one text file (JSON): your account and profile, your consents and the contracts you signed, your payments and plans, your credit reports and their accounts, what you typed in yourself, your disputes, the text of your letters and the bureaus' answers, the letters we mailed for you with their USPS tracking, your notices, the devices you signed in on, the names of your passkeys, and the record of what was done with your account. Any text editor opens it.`,
          '',
          'Folders (only those with something in them are here):',
          ...folders,
          '',
          'What we left out, for your safety:',
          `  - In ${DATA_FILE}, your full Social Security number and full account numbers: we keep them encrypted, and only their last 4 digits are there. The files you gave us (imported reports, ID photos, proof of address) come back as we keep them: the reports exactly as you gave them, the photos without the hidden details your phone adds (location, device). So they may show those numbers.`,
          "  - Your password, your verification codes and your passkeys' keys: they only protect your account.",
          '',
          'Keep this file somewhere safe: it holds sensitive personal information.',
          `Questions? Write to us at ${facts.supportEmail}.`,
        ];
  // Windows' Notepad and every phone read CRLF.
  return `${lines.join('\r\n')}\r\n`;
}
