import type { Language } from '#shared/constants/languages.ts';
import type { MailMessage } from './mailer.ts';

export interface EmailContent {
  subject: string;
  /** "Hello Maria," or null for no greeting. */
  greeting: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said after the action, e.g. how long a link stays good or what to do if it was not you. */
  after?: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SIGNATURE: Record<Language, (business: string) => string> = {
  en: (business) => `— The ${business} team`,
  es: (business) => `— El equipo de ${business}`,
};

/** One message as plain text and simple HTML with the same words: mail clients show whichever they can. */
export function composeEmail(to: string, language: Language, business: string, content: EmailContent): MailMessage {
  const blocks = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.after ?? []),
    SIGNATURE[language](business),
  ];
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">`,
    ...(content.greeting ? [paragraph(content.greeting)] : []),
    ...content.paragraphs.map(paragraph),
    ...(content.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${escapeHtml(content.action.url)}</p>`,
        ]
      : []),
    ...(content.after ?? []).map(paragraph),
    paragraph(SIGNATURE[language](business)),
    '</body></html>',
  ].join('\n');
  return { to, subject: content.subject, text: blocks.join('\n\n'), html };
}
