import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { linkIn } from '#server/test-support/outbox.ts';
import { setUpTestApp, testConfig } from '#server/test-support/test-app.ts';
import { type DeliveryDeps, deliverNotificationEmails, MAX_EMAIL_ATTEMPTS } from './deliver-notification-emails.ts';
import { EMAIL_CLAIM_MS } from './delivery-queries.ts';
import { type NewNotification, notify } from './notify.ts';

const t = setUpTestApp();
const config = testConfig({ appOrigin: 'https://app.example.com' });

const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
  db: t.db,
  mailer: t.mailer,
  config,
  clock: t.clock,
  log: t.app.log,
  ...overrides,
});

/** A notice recorded now, answered with its row. */
async function recorded(notice: Omit<NewNotification, 'subjectKey'>) {
  const subjectKey = `test:${Math.random()}`;
  await notify(t.db, { ...notice, subjectKey }, t.clock.now());
  const [row] = await t.db.select().from(notifications).where(eq(notifications.subjectKey, subjectKey));
  if (!row) throw new Error('not recorded');
  return row;
}

const stateOf = async (id: string) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

const mailTo = async (email: string, subject: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.subject === subject);

/** The one message with this subject the member got. */
async function onlyMail(email: string, subject: string) {
  const mails = await mailTo(email, subject);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error(`no "${subject}" to ${email}`);
  return mail;
}

describe('deliverNotificationEmails', () => {
  it('sends each email once even when two senders run at the same time', async () => {
    const member = await signUpMember(t, { firstName: 'Maria' });
    const notice = await recorded({ userId: member.id, kind: 'plan_active', data: { plan: 'monthly' } });
    await Promise.all([deliverNotificationEmails(deps()), deliverNotificationEmails(deps())]);
    await deliverNotificationEmails(deps());

    const mail = await onlyMail(member.email, 'Your plan is active');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toContain('Your plan is now active.');
    expect(linkIn(mail, '/dashboard').origin).toBe('https://app.example.com');
    expect(await stateOf(notice.id)).toMatchObject({
      emailState: 'sent',
      emailAttempts: 1,
      emailSentAt: t.clock.now(),
    });
  });

  it('sends a member’s emails oldest first, even when the older notice’s row was changed since (read in the bell)', async () => {
    const member = await signUpMember(t);
    const active = await recorded({ userId: member.id, kind: 'plan_active', data: { plan: 'monthly' } });
    t.clock.advance(1000);
    await recorded({ userId: member.id, kind: 'letters_ready', data: { disputes: 2 } });
    // An update writes the row anew: a scan now meets it after the newer notice.
    await t.db.update(notifications).set({ readAt: t.clock.now() }).where(eq(notifications.id, active.id));
    await deliverNotificationEmails(deps());

    const subjects = (await t.outbox()).filter((mail) => mail.to === member.email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Your '))).toEqual([
      'Your plan is active',
      'Your dispute letters are ready to mail',
    ]);
  });

  it('writes to a Spanish-speaking member in Spanish, with en-US dates and the bureau’s own name', async () => {
    const member = await signUpMember(t, { firstName: 'José' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, member.id));
    await recorded({
      userId: member.id,
      kind: 'answer_due_soon',
      data: { disputeId: '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f', bureau: 'transunion', dueOn: '2026-12-03' },
    });
    await deliverNotificationEmails(deps());

    const mail = await onlyMail(member.email, 'TransUnion debe responder a más tardar el December 3, 2026');
    expect(mail.language).toBe('es');
    expect(mail.text).toContain('Hola, José:');
    expect(mail.text).toContain('TransUnion tiene hasta el December 3, 2026 para responder a su disputa.');
    expect(mail.text).toContain('Ver sus disputas');
    expect(linkIn(mail, '/disputes').origin).toBe('https://app.example.com');
  });

  it('tells what to do if a security event was not the member', async () => {
    const member = await signUpMember(t);
    await recorded({
      userId: member.id,
      kind: 'new_sign_in',
      data: { device: 'Firefox on Linux', ipAddress: '203.0.113.9' },
    });
    await deliverNotificationEmails(deps());
    const mail = await onlyMail(member.email, 'New sign-in to your account');
    expect(mail.text).toContain('Someone signed in to your account from Firefox on Linux (IP address 203.0.113.9).');
    expect(mail.text).toContain(
      `If this wasn't you, reset your password right away at https://app.example.com/forgot-password and write to us at ${config.legal.supportEmail}.`,
    );
    expect(linkIn(mail, '/account').origin).toBe('https://app.example.com');
  });

  it('skips an email whose kind the member turned off after it was recorded', async () => {
    const member = await signUpMember(t);
    const notice = await recorded({ userId: member.id, kind: 'letters_ready', data: { disputes: 2 } });
    await t.db
      .update(users)
      .set({ notificationsOff: ['letters_ready'] })
      .where(eq(users.id, member.id));
    await deliverNotificationEmails(deps());
    expect(await mailTo(member.email, 'Your dispute letters are ready to mail')).toEqual([]);
    expect((await stateOf(notice.id))?.emailState).toBe('skipped');
  });

  it('never makes up what the data does not say: such a notice is not emailed', async () => {
    const member = await signUpMember(t);
    const notice = await recorded({ userId: member.id, kind: 'bureau_late', data: { bureau: 'experian' } });
    await deliverNotificationEmails(deps());
    expect((await stateOf(notice.id))?.emailState).toBe('failed');
    expect(t.logs()).toContain('notification data cannot make its email');
  });

  it('tries a failed email again once its claim runs out, and gives up after the last attempt', async () => {
    const member = await signUpMember(t);
    const notice = await recorded({ userId: member.id, kind: 'password_changed', data: {} });
    const failing: Mailer = {
      send: async () => {
        throw new Error('the mail server is down');
      },
      close: () => undefined,
    };
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      await deliverNotificationEmails(deps({ mailer: failing }));
      // Claimed: not tried again until the claim runs out.
      await deliverNotificationEmails(deps({ mailer: failing }));
      expect(await stateOf(notice.id)).toMatchObject({
        emailAttempts: attempt,
        emailState: attempt < MAX_EMAIL_ATTEMPTS ? 'pending' : 'failed',
      });
      t.clock.advance(EMAIL_CLAIM_MS + 1);
    }
    expect(t.logs()).toContain('the mail server is down');
    await deliverNotificationEmails(deps());
    expect(await mailTo(member.email, 'Your password was changed')).toEqual([]);
  });

  it('sends a retried email once the mail server is back', async () => {
    const member = await signUpMember(t);
    const notice = await recorded({ userId: member.id, kind: 'password_changed', data: {} });
    let calls = 0;
    const flaky: Mailer = {
      send: async (message) => {
        calls += 1;
        if (calls === 1) throw new Error('timeout');
        await t.mailer.send(message);
      },
      close: () => undefined,
    };
    await deliverNotificationEmails(deps({ mailer: flaky }));
    t.clock.advance(EMAIL_CLAIM_MS + 1);
    await deliverNotificationEmails(deps({ mailer: flaky }));
    await onlyMail(member.email, 'Your password was changed');
    expect(await stateOf(notice.id)).toMatchObject({ emailState: 'sent', emailAttempts: 2 });
  });
});
