import http from 'node:http';
import { startLobDouble } from '../src/server/test-support/lob-double.ts';

/**
 * The local double of Lob's API as a process of its own, for the browser journeys (playwright.config.ts starts it
 * beside the app it posts events to). Nothing is printed or mailed. A second port takes the journey's orders:
 * POST /clock {now} sets the double's clock to the app's test clock, which the journeys move forward (send dates and
 * signatures then agree with the app); POST /events {mailingId, type, now} adds a USPS scan to the letter of that
 * mailing and posts the signed event, stamped with `now`.
 */
const port = Number(process.env.LOB_DOUBLE_PORT);
const controlPort = Number(process.env.LOB_DOUBLE_CONTROL_PORT);
const webhookUrl = process.env.LOB_DOUBLE_WEBHOOK_URL;
const webhookSecret = process.env.LOB_WEBHOOK_SECRET;
if (!port || !controlPort || !webhookUrl || !webhookSecret) {
  console.error('Set LOB_DOUBLE_PORT, LOB_DOUBLE_CONTROL_PORT, LOB_DOUBLE_WEBHOOK_URL and LOB_WEBHOOK_SECRET.');
  process.exit(1);
}
let clockOffsetMs = 0;
const double = await startLobDouble({
  port,
  webhookUrl,
  webhookSecret,
  now: () => new Date(Date.now() + clockOffsetMs),
});

async function order(request: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
  if (request.method === 'GET') return { status: 200, body: { ready: true } };
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const { mailingId, type, now } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
  if (request.method === 'POST' && request.url === '/clock' && now) {
    clockOffsetMs = Date.parse(now) - Date.now();
    return { status: 200, body: { now } };
  }
  if (request.method !== 'POST' || request.url !== '/events') return { status: 404, body: { error: 'no such order' } };
  const letterId = double.findLetter('mailing_id', String(mailingId));
  if (!letterId) return { status: 404, body: { error: `no letter for mailing ${mailingId}` } };
  if (now) clockOffsetMs = Date.parse(now) - Date.now();
  const delivery = await double.sendEvent(letterId, String(type));
  return { status: 200, body: { letterId, eventId: delivery.event.id, webhookStatus: delivery.status } };
}

const control = http.createServer((request, response) => {
  order(request).then(
    ({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    },
  );
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
console.log(`Lob double on ${double.url}, events to ${webhookUrl}, orders on port ${controlPort}`);
const stop = () => {
  control.close();
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
