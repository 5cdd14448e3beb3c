import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#server/test-support/outbox.ts';
import { startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp-server.ts';
import { composeEmail } from './compose-email.ts';
import { createMailer } from './mailer.ts';

const message = composeEmail('ana@example.com', 'es', 'CreditPath', {
  subject: 'Confirme su correo',
  greeting: 'Hola Ana,',
  paragraphs: ['Abra el enlace para confirmar su correo <ahora> & después.'],
  action: { label: 'Confirmar mi correo', url: 'https://app.example/verify-email?token=abc_123-XYZ' },
  after: ['El enlace funciona durante 24 horas.'],
});

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('mail through SMTP', () => {
  it('delivers text and HTML in the member language to a real SMTP server', async () => {
    const mailer = createMailer(
      { transport: { kind: 'smtp', url: smtp.url }, from: 'CreditPath <hola@creditpath.test>' },
      () => {
        throw new Error('SMTP mail is not reported on the console');
      },
    );
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
    }
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      envelopeTo: ['ana@example.com'],
      to: 'ana@example.com',
      from: '"CreditPath" <hola@creditpath.test>',
      subject: 'Confirme su correo',
      language: 'es',
    });
    expect(mail?.text).toContain('https://app.example/verify-email?token=abc_123-XYZ');
    expect(mail?.text).toContain('— El equipo de CreditPath');
    // What the member typed or a link holds is escaped, never markup.
    expect(mail?.html).toContain('&#60;ahora&#62; &#38; después');
    expect(mail?.html).toContain('href="https://app.example/verify-email?token=abc_123-XYZ"');
  });

  it('answers an error when the server cannot be reached, so the caller can log and retry', async () => {
    const mailer = createMailer(
      { transport: { kind: 'smtp', url: 'smtp://127.0.0.1:1' }, from: 'x@example.com' },
      () => {},
    );
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});

describe('mail without SMTP (the embedded default)', () => {
  it('writes each message as an .eml file in the outbox and says where in one line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-outbox-test-'));
    const lines: string[] = [];
    const mailer = createMailer(
      { transport: { kind: 'outbox', dir }, from: 'CreditPath <no-reply@localhost>' },
      (line) => lines.push(line),
    );
    try {
      await mailer.send(message);
      await mailer.send({ ...message, subject: 'Segundo' });
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(
        `Email to ana@example.com ("Confirme su correo") saved as ${path.join(dir, files[0] ?? '')}`,
      );
      const read = await readOutbox(dir);
      expect(read.map((mail) => mail.subject)).toEqual(['Confirme su correo', 'Segundo']);
      expect(read[0]?.text).toContain('https://app.example/verify-email?token=abc_123-XYZ');
    } finally {
      mailer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
