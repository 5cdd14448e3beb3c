import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { type ReceivedMail, toReceivedMail } from './outbox.ts';

export interface TestSmtpServer {
  url: string;
  /** Every message the server accepted, with the envelope recipients it was given. */
  received: (ReceivedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, no auth), keeping what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ ...toReceivedMail(parsed), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
