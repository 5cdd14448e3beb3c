import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '#server/config.ts';

/** A file sent with a message (nodemailer's own shape): a signed contract's PDF. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through the configured SMTP server; without one (the embedded default) every message becomes an .eml
 * file in the outbox folder, and `report` says where, so a demo needs nothing else to read its mail.
 */
export function createMailer(mail: AppConfig['mail'], report: (line: string) => void): Mailer {
  const { transport: target, from } = mail;
  if (target.kind === 'smtp') {
    // Pooled: a connection (and its TLS handshake) serves many messages instead of one each.
    const transport = nodemailer.createTransport({ url: target.url, pool: true });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(target.dir, { recursive: true });
      // Sortable by time, unique within it: the newest message is the last file.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(target.dir, name);
      await fs.writeFile(file, info.message as Buffer);
      report(`Email to ${message.to} ("${message.subject}") saved as ${file}`);
    },
    close: () => transport.close(),
  };
}
