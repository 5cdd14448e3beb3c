import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { composeEmail, type EmailContent } from '#server/mail/compose-email.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '#shared/constants/accounts.ts';
import type { Language } from '#shared/constants/languages.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { findUserByEmail } from './service.ts';

/** Whom we write to, in the language they chose. */
export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

/** One language's words of an account email: it greets the member by name unless it brings its own greeting. */
type AccountEmailContent = Omit<EmailContent, 'greeting'> & { greeting?: string };

const greeting = (recipient: Recipient) =>
  recipient.language === 'es' ? `Hola, ${recipient.firstName}:` : `Hello ${recipient.firstName},`;

/** Written in every language we offer, sent in the one the recipient chose. */
export function accountEmail(
  recipient: Recipient,
  business: string,
  content: Record<Language, AccountEmailContent>,
): MailMessage {
  return composeEmail(recipient.email, recipient.language, business, {
    greeting: greeting(recipient),
    ...content[recipient.language],
  });
}

const linkLifetime = (language: Language, ttlMs: number) => {
  const hours = Math.round(ttlMs / HOUR_MS);
  return language === 'es'
    ? `Este enlace funciona durante ${hours} ${hours === 1 ? 'hora' : 'horas'} y una sola vez.`
    : `This link works for ${hours} ${hours === 1 ? 'hour' : 'hours'}, and only once.`;
};

export function verificationEmail(recipient: Recipient, url: string, business: string): MailMessage {
  const lifetime = linkLifetime(recipient.language, EMAIL_VERIFICATION_TTL_MS);
  return accountEmail(recipient, business, {
    es: {
      subject: `Confirme su correo electrónico para ${business}`,
      paragraphs: [
        `Gracias por crear su cuenta de ${business}. Por favor, confirme que este correo electrónico es suyo.`,
        'Mientras no lo confirme, puede entrar y ver su cuenta, pero no podrá pagar un plan ni enviar cartas de disputa.',
      ],
      action: { label: 'Confirmar mi correo', url },
      after: [
        `${lifetime} Si vence, inicie sesión y pida uno nuevo.`,
        'Si abre el enlace en un dispositivo donde no ha iniciado sesión, le pediremos que elija su contraseña allí. Puede ser la misma que eligió al crear la cuenta.',
        'Si usted no creó esta cuenta, puede ignorar este mensaje.',
      ],
    },
    en: {
      subject: `Confirm your email for ${business}`,
      paragraphs: [
        `Thank you for creating your ${business} account. Please confirm that this email address is yours.`,
        'Until you confirm it, you can sign in and look around, but you cannot pay for a plan or send dispute letters.',
      ],
      action: { label: 'Confirm my email', url },
      after: [
        `${lifetime} If it runs out, sign in and ask for a new one.`,
        'If you open the link on a device where you are not signed in, we will ask you to choose your password there. It can be the same one you chose when you created the account.',
        'If you did not create this account, you can ignore this email.',
      ],
    },
  });
}

/** Someone signed up with an address that already has an account: its owner hears of it, nobody else does. */
export function accountExistsEmail(recipient: Recipient, forgotPasswordUrl: string, business: string): MailMessage {
  return accountEmail(recipient, business, {
    es: {
      subject: 'Alguien intentó crear una cuenta con su correo electrónico',
      paragraphs: [
        `Alguien acaba de intentar crear una cuenta nueva de ${business} con este correo electrónico. Usted ya tiene una cuenta con él, así que no se creó ninguna cuenta nueva.`,
        'Si fue usted, inicie sesión con su contraseña. Si no la recuerda, puede elegir una nueva aquí:',
      ],
      action: { label: 'Restablecer mi contraseña', url: forgotPasswordUrl },
      after: ['Si no fue usted, no tiene que hacer nada. Su cuenta y su información no han cambiado.'],
    },
    en: {
      subject: 'Someone tried to create an account with your email',
      paragraphs: [
        `Someone just tried to create a new ${business} account with this email address. You already have an account with it, so no new account was created.`,
        'If it was you, sign in with your password. If you do not remember it, you can choose a new one here:',
      ],
      action: { label: 'Reset my password', url: forgotPasswordUrl },
      after: ['If it was not you, there is nothing to do. Your account and your information have not changed.'],
    },
  });
}

/**
 * Someone signed up with an address whose account nobody has confirmed yet: maybe its owner again, maybe somebody
 * who registered it first. The mailbox gets a fresh link that confirms the account and sets its password, which
 * shuts out whoever registered it (email-verification.ts). No name in the greeting: the account's was typed by
 * someone who has not proven anything.
 */
export function unconfirmedAccountEmail(recipient: Recipient, url: string, business: string): MailMessage {
  const lifetime = linkLifetime(recipient.language, EMAIL_VERIFICATION_TTL_MS);
  return accountEmail(recipient, business, {
    es: {
      subject: `Confirme su cuenta de ${business}`,
      greeting: 'Hola:',
      paragraphs: [
        `Alguien, quizás usted, acaba de intentar crear una cuenta de ${business} con este correo electrónico. Ya existe una cuenta con este correo, pero todavía no está confirmada.`,
        'Este enlace confirma su cuenta y le permite elegir su contraseña. Después, habrá iniciado sesión.',
      ],
      action: { label: 'Confirmar mi cuenta y elegir mi contraseña', url },
      after: [
        lifetime,
        'Si no fue usted: mientras este correo no esté confirmado, con esa cuenta no se puede pagar un plan ni enviar cartas. Cuando usted abra el enlace y elija su contraseña, se cerrará cualquier otra sesión abierta en la cuenta y desde entonces solo funcionará la contraseña que usted elija.',
      ],
    },
    en: {
      subject: `Confirm your ${business} account`,
      greeting: 'Hello,',
      paragraphs: [
        `Someone, maybe you, just tried to create a ${business} account with this email address. There is already an account with this email, but it is not confirmed yet.`,
        'This link confirms your account and lets you choose your password. Then you are signed in.',
      ],
      action: { label: 'Confirm my account and choose my password', url },
      after: [
        lifetime,
        'If it was not you: until this email is confirmed, nobody can pay for a plan or send letters with that account. When you open the link and choose your password, anyone else signed in to the account is signed out, and only the password you choose works from then on.',
      ],
    },
  });
}

export function passwordResetEmail(recipient: Recipient, url: string, business: string): MailMessage {
  const lifetime = linkLifetime(recipient.language, PASSWORD_RESET_TTL_MS);
  return accountEmail(recipient, business, {
    es: {
      subject: `Restablezca su contraseña de ${business}`,
      paragraphs: [`Recibimos una solicitud para restablecer la contraseña de su cuenta de ${business}.`],
      action: { label: 'Elegir una contraseña nueva', url },
      after: [
        `${lifetime} Cuando elija la contraseña nueva, se cerrará su sesión en todos sus dispositivos.`,
        'Si usted no lo pidió, puede ignorar este mensaje: su contraseña sigue siendo la misma.',
      ],
    },
    en: {
      subject: `Reset your ${business} password`,
      paragraphs: [`We received a request to reset the password of your ${business} account.`],
      action: { label: 'Choose a new password', url },
      after: [
        `${lifetime} When you choose the new password, you will be signed out on all your devices.`,
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    },
  });
}

/**
 * Sends, and logs a failure instead of throwing it: the account change has happened by then, and the member
 * can ask for the email again; a 5xx would only make them think nothing happened.
 */
export async function sendAccountEmail(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error, subject: message.subject }, 'sending an account email failed');
  }
}

/**
 * Emails the account of an address typed on a page (a link by email): only the lookup happens before the answer,
 * and `send` runs after it (lib/after-reply.ts), for an address with an account only, given the member with the
 * language the page was read in, else their own. An unknown address gets nothing and the caller answers the same
 * either way, so neither the answer nor its timing says whether the address has an account.
 */
export async function emailAccountAfterReply(
  deps: Pick<AppDeps, 'db' | 'afterReply'>,
  request: { email: string; language: Language | undefined },
  reply: FastifyReply,
  what: string,
  send: (recipient: UserRow) => Promise<void>,
): Promise<void> {
  const user = await findUserByEmail(deps.db, request.email);
  deps.afterReply.run(reply, what, async () => {
    if (user) await send({ ...user, language: request.language ?? user.language });
  });
}
