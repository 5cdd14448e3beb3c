import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/billing.ts';
import { lobEvents, mailings } from '#server/db/schema/mailings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { signLobEvent } from '#server/test-support/lob-double.ts';
import { queuedMailing } from '#server/test-support/mailings.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { anotherInstance, LOB_WEBHOOK_SECRET, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { DAY_MS } from '#shared/constants/time.ts';

// Two app instances on one database, as two servers behind a load balancer: Lob may deliver an event to both at
// once (a retry racing the first attempt), or two events of one letter at the same moment. On PostgreSQL
// (DATABASE_URL) each instance has its own pool, so the two transactions really race.
const t = setUpTestApp({}, undefined, { lob: true });
const admin = setUpOnce(() => signUpAdmin(t));
const second = setUpOnce(
  // Mailing through the same Lob double as the first.
  () => anotherInstance(t, { printMail: t.config.printMail }),
  (instance) => instance.close(),
);

function post(app: FastifyInstance, payload: string) {
  const timestamp = String(t.clock.now().getTime());
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/lob',
    headers: {
      'content-type': 'application/json',
      'lob-signature': signLobEvent(LOB_WEBHOOK_SECRET, timestamp, payload),
      'lob-signature-timestamp': timestamp,
    },
    payload,
  });
}

/** The double's event, recorded without posting it. */
async function eventOf(letterId: string, type: string) {
  const delivery = await t.lob?.sendEvent(letterId, type);
  if (!delivery) throw new Error('no Lob double');
  return JSON.stringify(delivery.event);
}

async function stateOf(userId: string, mailingId: string) {
  const [mailing] = await t.db.select().from(mailings).where(eq(mailings.id, mailingId));
  const charges = await t.db.select().from(payments).where(eq(payments.userId, userId));
  const notices = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return {
    status: mailing?.status,
    charges: charges.filter((payment) => payment.kind === 'mailing').length,
    notices: notices.filter((notice) => notice.kind.startsWith('mail_')).map((notice) => notice.kind),
  };
}

describe('two instances receiving Lob’s events at the same moment', () => {
  it('apply one event once', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(DAY_MS);
    const payload = await eventOf(mailing.lobLetterId, 'letter.certified.mailed');
    const answers = await Promise.all([post(t.app, payload), post(second.app, payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const { id } = JSON.parse(payload) as { id: string };
    const stored = await t.db.select().from(lobEvents).where(eq(lobEvents.id, id));
    expect(stored.map((event) => event.outcome)).toEqual(['applied: mailed']);
    expect(await stateOf(mailing.member.id, mailing.mailingId)).toEqual({ status: 'mailed', charges: 1, notices: [] });
  });

  it('charge once and tell once when two events of one letter arrive together', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(DAY_MS);
    const mailed = await eventOf(mailing.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(DAY_MS);
    const delivered = await eventOf(mailing.lobLetterId, 'letter.certified.delivered');
    const answers = await Promise.all([post(t.app, delivered), post(second.app, mailed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await stateOf(mailing.member.id, mailing.mailingId)).toEqual({
      status: 'delivered',
      charges: 1,
      notices: ['mail_delivered'],
    });
  });
});
