import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/billing.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { lobEvents, mailings, mailingTracking } from '#server/db/schema/mailings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { signLobEvent } from '#server/test-support/lob-double.ts';
import { type QueuedMailing, queuedMailing } from '#server/test-support/mailings.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import { createTestApp, LOB_WEBHOOK_SECRET, setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import { DAY_MS, HOUR_MS } from '#shared/constants/time.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import { scanDayAtBureau } from '#shared/rules/mailing.ts';

// The app listens, and the Lob double posts its signed events to the webhook as Lob would.
const t = setUpTestApp(
  {},
  async (made) => {
    const origin = await made.app.listen({ port: 0, host: '127.0.0.1' });
    made.lob?.setWebhookUrl(`${origin}/api/webhooks/lob`);
  },
  { lob: true },
);
const admin = setUpOnce(() => signUpAdmin(t));

const double = () => {
  if (!t.lob) throw new Error('no Lob double');
  return t.lob;
};

/** Posts a body as Lob would, signed with the secret and timestamp given (the webhook's own by default). */
function post(payload: string, signing: { secret?: string; at?: Date; signature?: string } = {}) {
  const timestamp = String((signing.at ?? t.clock.now()).getTime());
  const signature = signing.signature ?? signLobEvent(signing.secret ?? LOB_WEBHOOK_SECRET, timestamp, payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/lob',
    headers: { 'content-type': 'application/json', 'lob-signature': signature, 'lob-signature-timestamp': timestamp },
    payload,
  });
}

/** An event the double makes without posting it, for the test to deliver (or not) itself. */
async function recordedEvent(letterId: string, type: string): Promise<string> {
  const lob = double();
  lob.setWebhookUrl(null);
  try {
    return JSON.stringify((await lob.sendEvent(letterId, type)).event);
  } finally {
    lob.setWebhookUrl(webhookUrl());
  }
}

function webhookUrl() {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}/api/webhooks/lob`;
}

async function stateOf(mailing: QueuedMailing) {
  const [row] = await t.db.select().from(mailings).where(eq(mailings.id, mailing.mailingId));
  const [bureauRow] = await t.db
    .select()
    .from(disputeBureaus)
    .where(eq(disputeBureaus.id, row?.disputeBureauId ?? ''));
  const charges = await t.db.select().from(payments).where(eq(payments.userId, mailing.member.id));
  const notices = await t.db.select().from(notifications).where(eq(notifications.userId, mailing.member.id));
  const scans = await t.db.select().from(mailingTracking).where(eq(mailingTracking.mailingId, mailing.mailingId));
  return {
    mailing: row,
    bureauRow,
    charges: charges.filter((payment) => payment.kind === 'mailing'),
    notices: notices.filter((notice) => notice.kind.startsWith('mail_')),
    scans,
  };
}

const storedEvent = async (payload: string) => {
  const { id } = JSON.parse(payload) as { id: string };
  return t.db.select().from(lobEvents).where(eq(lobEvents.id, id));
};

describe('POST /api/webhooks/lob', () => {
  it('refuses an event whose signature is missing, wrong, for other bytes or stale, changing nothing', async () => {
    const mailing = await queuedMailing(t, admin);
    const payload = await recordedEvent(mailing.lobLetterId, 'letter.certified.mailed');
    const before = await stateOf(mailing);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/lob',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const refusals = [
      unsigned,
      await post(payload, { signature: 'not-hex' }),
      await post(payload, { secret: 'someone-elses-secret' }),
      // Signed, then changed on the way: the bytes no longer match.
      await post(payload, { signature: signLobEvent(LOB_WEBHOOK_SECRET, '1', payload) }),
      // A captured event replayed later than five minutes after it was signed.
      await post(payload, { at: new Date(t.clock.now().getTime() - 6 * 60_000) }),
    ];
    const timestamp = String(t.clock.now().getTime());
    refusals.push(
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/lob',
        headers: {
          'content-type': 'application/json',
          'lob-signature': signLobEvent(LOB_WEBHOOK_SECRET, timestamp, payload),
          'lob-signature-timestamp': timestamp,
        },
        payload: payload.replace(mailing.lobLetterId, 'ltr_someoneelse'),
      }),
    );
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await stateOf(mailing)).toEqual(before);
    expect(await storedEvent(payload)).toEqual([]);
    expect(before.mailing?.status).toBe('queued');
  });

  it('moves a mailed letter: its bureau row mailed with the tracking number, the price charged once', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(HOUR_MS);
    const delivery = await double().sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    expect(delivery.status).toBe(200);

    const after = await stateOf(mailing);
    const mailedOn = scanDayAtBureau(t.clock.now(), 'experian');
    expect(after.mailing).toMatchObject({ status: 'mailed', mailedOn, lastHeardAt: t.clock.now() });
    expect(after.mailing?.trackingNumber).toMatch(/^9407\d{16}$/);
    expect(after.bureauRow).toMatchObject({
      status: 'mailed',
      mailedOn,
      trackingNumber: after.mailing?.trackingNumber,
      // No delivery yet: mailing plus the days in the mail, until the delivery scan says otherwise.
      responseDueOn: addDays(mailedOn, 35),
    });
    expect(after.charges).toHaveLength(1);
    expect(after.charges[0]).toMatchObject({ amountCents: after.mailing?.priceCents, id: after.mailing?.paymentId });
    const payload = JSON.stringify(delivery.event);
    expect((await storedEvent(payload)).map((event) => [event.outcome, event.userId])).toEqual([
      ['applied: mailed', mailing.member.id],
    ]);

    // Lob's retry, or a replay of the same event: answered, and nothing changes.
    t.clock.advance(HOUR_MS);
    const replay = await post(payload);
    expect(replay.statusCode).toBe(200);
    expect(await stateOf(mailing)).toEqual(after);
    expect(await storedEvent(payload)).toHaveLength(1);

    // A later event of the same mailing does not charge it again.
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.in_transit');
    expect((await stateOf(mailing)).charges).toHaveLength(1);
  });

  it('starts the bureau’s 30 days on the USPS delivery day, and never moves a delivered letter back', async () => {
    const mailing = await queuedMailing(t, admin);
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(DAY_MS);
    // This one is late: Lob posts it after the delivery.
    const late = await recordedEvent(mailing.lobLetterId, 'letter.certified.in_transit');
    t.clock.advance(2 * DAY_MS);
    expect((await double().sendEvent(mailing.lobLetterId, 'letter.certified.delivered')).status).toBe(200);
    const deliveredOn = scanDayAtBureau(t.clock.now(), 'experian');

    const delivered = await stateOf(mailing);
    expect(delivered.mailing).toMatchObject({ status: 'delivered', deliveredOn });
    expect(delivered.bureauRow).toMatchObject({
      status: 'delivered',
      deliveredOn,
      responseDueOn: addDays(deliveredOn, 30),
    });
    expect(delivered.notices.map((notice) => [notice.kind, notice.data])).toEqual([
      [
        'mail_delivered',
        { disputeId: mailing.disputeId, bureau: 'experian', deliveredOn, dueOn: addDays(deliveredOn, 30) },
      ],
    ]);

    t.clock.advance(HOUR_MS);
    expect((await post(late)).statusCode).toBe(200);
    const after = await stateOf(mailing);
    expect(after.mailing?.status).toBe('delivered');
    expect(after.bureauRow).toEqual(delivered.bureauRow);
    expect(after.scans).toHaveLength(3);
    expect(after.charges).toHaveLength(1);
  });

  it('tells the member when the letter is re-routed or returned, by the bell and by email', async () => {
    const mailing = await queuedMailing(t, admin, 'equifax');
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.re-routed');
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.returned_to_sender');
    // The delivery back at the member's door is no delivery to the bureau.
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.delivered');

    const after = await stateOf(mailing);
    expect(after.mailing).toMatchObject({ status: 'returned', deliveredOn: null });
    // The bureau never got it: no clock runs, and the letter is ready to mail again.
    expect(after.bureauRow).toMatchObject({
      status: 'ready',
      mailedOn: null,
      trackingNumber: null,
      deliveredOn: null,
      responseDueOn: null,
    });
    const letter = { disputeId: mailing.disputeId, bureau: 'equifax' };
    expect(after.notices.map((notice) => [notice.kind, notice.data, notice.emailState])).toEqual(
      expect.arrayContaining([
        ['mail_rerouted', letter, 'pending'],
        ['mail_returned', letter, 'pending'],
      ]),
    );
    expect(after.notices).toHaveLength(2);
    // It was mailed: USPS carried it, so its price is owed.
    expect(after.charges).toHaveLength(1);
  });

  it('keeps a delivered letter’s clock when USPS later scans a return, and does not tell the member to mail again', async () => {
    const mailing = await queuedMailing(t, admin, 'transunion');
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.mailed');
    t.clock.advance(2 * DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.delivered');
    const delivered = await stateOf(mailing);
    t.clock.advance(DAY_MS);
    await double().sendEvent(mailing.lobLetterId, 'letter.certified.returned_to_sender');
    const after = await stateOf(mailing);
    expect(after.bureauRow).toEqual(delivered.bureauRow);
    expect(after.bureauRow).toMatchObject({ status: 'delivered' });
    expect(after.mailing?.status).toBe('delivered');
    expect(after.notices.map((notice) => notice.kind)).not.toContain('mail_returned');
  });

  it('answers an event for a letter it does not know, stores it as such and logs it', async () => {
    const mailing = await queuedMailing(t, admin);
    const payload = (await recordedEvent(mailing.lobLetterId, 'letter.certified.mailed')).replaceAll(
      mailing.lobLetterId,
      'ltr_0000000000000000',
    );
    const before = await stateOf(mailing);
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    expect((await storedEvent(payload)).map((event) => [event.outcome, event.userId])).toEqual([
      ['unknown_letter', null],
    ]);
    expect(await stateOf(mailing)).toEqual(before);
    expect(t.logs()).toMatch(/"lobLetter":"ltr_0000000000000000".*"outcome":"unknown_letter"/);
  });

  it('refuses a body that is signed but not an event', async () => {
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ id: 'evt_1' }))).statusCode).toBe(400);
  });
});

describe('where mailing is off', () => {
  it('is not found', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/webhooks/lob',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
