import fs from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
}

/** A parsed message as the tests compare it: addresses as text, the HTML's lang attribute read out. */
export function toReceivedMail(parsed: ParsedMail): ReceivedMail {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const addressText = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');
  return {
    to: addressText(parsed.to),
    from: addressText(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html,
    language: /<html lang="([a-z]+)"/.exec(html)?.[1] ?? null,
  };
}

/** Every .eml the outbox holds, oldest first (the file names sort by time). */
export async function readOutbox(dir: string): Promise<ReceivedMail[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => toReceivedMail(await simpleParser(await fs.readFile(path.join(dir, name))))),
  );
}

/** The first link in a message that goes to `pathname` (the token travels in its query). */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === pathname);
  if (!found) throw new Error(`no link to ${pathname} in "${mail.subject}"`);
  return found;
}
