import type { Recipient } from '#server/features/auth/index.ts';
import { composeEmail } from '#server/mail/compose-email.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { RETENTION_YEARS } from '#shared/constants/privacy.ts';
import { formatMoney } from '#shared/rules/format-for-letter.ts';

interface Site {
  business: string;
  supportEmail: string;
  origin: string;
}

// Dates en-US in both languages, spelled out so nobody reads 12/03 as 12 March (docs/product-rules.md, Conventions).
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const greeting = (recipient: Recipient) =>
  recipient.language === 'es' ? `Hola, ${recipient.firstName}:` : `Hello ${recipient.firstName},`;

/** Thirty days before an inactive account is purged: when it will happen, and that signing in keeps it. */
export function inactivityWarningEmail(recipient: Recipient, purgeOn: Date, months: number, site: Site): MailMessage {
  const day = longDay.format(purgeOn);
  const signIn = `${site.origin}/login`;
  return composeEmail(
    recipient.email,
    recipient.language,
    site.business,
    recipient.language === 'es'
      ? {
          subject: `Su cuenta de ${site.business} se eliminará el ${day}`,
          greeting: greeting(recipient),
          paragraphs: [
            `No ha usado su cuenta de ${site.business} en casi ${months} meses. Para proteger su información, borramos las cuentas que nadie usa: la suya se eliminará el ${day}, con su información personal, sus informes de crédito y sus archivos.`,
            'Si quiere conservarla, solo inicie sesión antes de esa fecha. No tiene que hacer nada más.',
            'Antes de que se elimine, también puede descargar una copia de sus datos desde la página de su cuenta.',
          ],
          action: { label: 'Iniciar sesión', url: signIn },
          after: [`¿Preguntas? Escríbanos a ${site.supportEmail}.`],
        }
      : {
          subject: `Your ${site.business} account will be deleted on ${day}`,
          greeting: greeting(recipient),
          paragraphs: [
            `You have not used your ${site.business} account for almost ${months} months. To protect your information, we delete accounts nobody uses: yours will be deleted on ${day}, with your personal information, your credit reports and your files.`,
            'If you want to keep it, just sign in before then. There is nothing else to do.',
            'Before it is deleted, you can also download a copy of your data from your account page.',
          ],
          action: { label: 'Sign in', url: signIn },
          after: [`Questions? Write to us at ${site.supportEmail}.`],
        },
  );
}

/** After an account is deleted: what went, what is kept and for how long, and money owed back, if any. */
export function accountDeletedEmail(
  recipient: Recipient,
  deleted: { becauseInactive: boolean; keptRecords: boolean; refundDueCents: number },
  site: Site,
): MailMessage {
  const es = recipient.language === 'es';
  const refund = deleted.refundDueCents > 0 ? formatMoney(deleted.refundDueCents) : null;
  const paragraphs = es
    ? [
        deleted.becauseInactive
          ? `Eliminamos su cuenta de ${site.business} porque no se usó en mucho tiempo, como le avisamos.`
          : `Eliminamos su cuenta de ${site.business}, como nos lo pidió.`,
        'Borramos su información personal, sus informes de crédito, sus disputas, sus cartas y todos sus archivos, y cerramos todas sus sesiones.',
        ...(deleted.keptRecords
          ? [
              `Conservamos, cifrados, el contrato que firmó y el registro de sus pagos durante ${RETENTION_YEARS} años: es el plazo para presentar un reclamo bajo la Ley de Organizaciones de Reparación de Crédito (Credit Repair Organizations Act). Después los borramos.`,
            ]
          : []),
        ...(refund ? [`Le debemos un reembolso de ${refund}. Se lo enviaremos por el mismo medio con que pagó.`] : []),
      ]
    : [
        deleted.becauseInactive
          ? `We deleted your ${site.business} account because it was not used for a long time, as we told you we would.`
          : `We deleted your ${site.business} account, as you asked.`,
        'Your personal information, credit reports, disputes, letters and all your files are gone, and every session was signed out.',
        ...(deleted.keptRecords
          ? [
              `We keep the contract you signed and the record of your payments, encrypted, for ${RETENTION_YEARS} years: that is how long a claim can be brought under the Credit Repair Organizations Act. Then we delete them.`,
            ]
          : []),
        ...(refund ? [`We owe you a refund of ${refund}. We will send it back the way you paid.`] : []),
      ];
  return composeEmail(recipient.email, recipient.language, site.business, {
    subject: es ? `Su cuenta de ${site.business} fue eliminada` : `Your ${site.business} account was deleted`,
    greeting: greeting(recipient),
    paragraphs,
    after: [
      deleted.becauseInactive
        ? es
          ? `¿Preguntas? Escríbanos a ${site.supportEmail}.`
          : `Questions? Write to us at ${site.supportEmail}.`
        : es
          ? `Si usted no pidió esto, escríbanos de inmediato a ${site.supportEmail}.`
          : `If you did not ask for this, write to us at once at ${site.supportEmail}.`,
    ],
  });
}
