import type { MailMessage } from '#server/mail/mailer.ts';
import { SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { accountEmail, type Recipient } from './account-emails.ts';

const MINUTE_MS = 60 * 1000;

/** The one-time link that signs a browser in when password attempts from unknown browsers are paused. */
export function signInLinkEmail(recipient: Recipient, url: string, business: string): MailMessage {
  const minutes = Math.round(SIGN_IN_LINK_TTL_MS / MINUTE_MS);
  return accountEmail(recipient, business, {
    es: {
      subject: `Su enlace para entrar a ${business}`,
      paragraphs: [
        `Alguien pidió un enlace para entrar a su cuenta de ${business} sin contraseña. Abra este enlace en el navegador donde quiere entrar:`,
      ],
      action: { label: 'Entrar a mi cuenta', url },
      after: [
        `Este enlace funciona durante ${minutes} minutos y una sola vez. Ese navegador quedará como uno de confianza para su cuenta.`,
        'Si usted no lo pidió, no abra el enlace. Nadie puede entrar con él sin abrir este correo. Si recibe muchos, cambie su contraseña.',
      ],
    },
    en: {
      subject: `Your link to sign in to ${business}`,
      paragraphs: [
        `Someone asked for a link to sign in to your ${business} account without the password. Open this link in the browser where you want to sign in:`,
      ],
      action: { label: 'Sign in to my account', url },
      after: [
        `This link works for ${minutes} minutes, and only once. That browser will then be one your account trusts.`,
        'If you did not ask for it, do not open the link. Nobody can use it without opening this email. If you get many of these, change your password.',
      ],
    },
  });
}

/**
 * Somebody with the password keeps entering wrong two-step verification codes: the account holder hears of it,
 * and how to shut them out (a new password ends every session, theirs included).
 */
export function wrongSecondFactorCodesEmail(
  recipient: Recipient,
  failures: number,
  forgotPasswordUrl: string,
  business: string,
): MailMessage {
  return accountEmail(recipient, business, {
    es: {
      subject: `Alguien está probando códigos para entrar a su cuenta de ${business}`,
      paragraphs: [
        `Se escribieron ${failures} códigos de verificación en dos pasos equivocados seguidos para su cuenta de ${business}. Para llegar a ese paso hace falta su contraseña.`,
        'Si no fue usted, alguien conoce su contraseña. Elija una nueva ahora: al hacerlo se cierran todas las sesiones, también la de esa persona. Sin su teléfono o sus códigos de recuperación no puede entrar, y cada código equivocado le hace esperar más.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: forgotPasswordUrl },
      after: [
        'Si fue usted, no tiene que hacer nada: espere un momento y escriba el código que muestra su aplicación ahora.',
      ],
    },
    en: {
      subject: `Someone is trying codes to get into your ${business} account`,
      paragraphs: [
        `${failures} wrong two-step verification codes in a row were entered for your ${business} account. Getting to that step takes your password.`,
        'If it was not you, someone knows your password. Choose a new one now: that signs out every session, theirs too. Without your phone or your recovery codes they cannot get in, and each wrong code makes them wait longer.',
      ],
      action: { label: 'Choose a new password', url: forgotPasswordUrl },
      after: ['If it was you, there is nothing to do: wait a moment, then enter the code your app shows now.'],
    },
  });
}

/** Two-step verification was turned off: if it was not the member, they need to know at once. */
export function twoFactorTurnedOffEmail(recipient: Recipient, accountUrl: string, business: string): MailMessage {
  return accountEmail(recipient, business, {
    es: {
      subject: `Se desactivó la verificación en dos pasos de su cuenta de ${business}`,
      paragraphs: [
        'Se acaba de desactivar la verificación en dos pasos de su cuenta. Desde ahora, para entrar basta con su contraseña.',
      ],
      action: { label: 'Ver la seguridad de mi cuenta', url: accountUrl },
      after: [
        'Si no fue usted, alguien entró a su cuenta: elija una contraseña nueva desde "¿Olvidó su contraseña?" en la página de entrada y vuelva a activarla.',
      ],
    },
    en: {
      subject: `Two-step verification was turned off for your ${business} account`,
      paragraphs: [
        'Two-step verification was just turned off for your account. From now on, your password alone signs you in.',
      ],
      action: { label: 'See my account security', url: accountUrl },
      after: [
        'If it was not you, someone got into your account: choose a new password with "Forgot password?" on the sign-in page, then turn it on again.',
      ],
    },
  });
}
