import { describe, expect, it } from 'vitest';
import type { NotificationData } from '#server/db/schema/notifications.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/constants/accounts.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { notificationEmail } from './notification-email.ts';

const site = { origin: 'https://app.example.com', supportEmail: 'help@example.com' };
const disputeId = '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
const reportId = '7d2e9a41-5b3c-4f6d-9e8a-1c2b3d4e5f60';
const SAMPLE_DATA: Record<NotificationKind, NotificationData> = {
  plan_active: { plan: 'monthly' },
  letters_ready: { disputes: 3 },
  answer_due_soon: { disputeId, bureau: 'equifax', dueOn: '2026-12-03' },
  bureau_late: { disputeId, bureau: 'equifax', dueOn: '2026-12-03' },
  answer_recorded: { disputeId, bureau: 'equifax', outcome: 'verified' },
  password_changed: { device: null, ipAddress: null },
  new_sign_in: {},
  payment_failed: { amountCents: 12_000 },
  payment_due: { amountCents: 3_900, periodIndex: 1, plan: 'monthly' },
  mail_delivered: { disputeId, bureau: 'experian', deliveredOn: '2026-12-03', dueOn: '2027-01-02' },
  mail_returned: { disputeId, bureau: 'experian' },
  mail_rerouted: { disputeId, bureau: 'experian' },
  item_reinserted: { disputeId, bureau: 'transunion', reportId },
  new_negative_item: { reportId, count: 2, drafts: 1 },
  step_late: { disputeId, kind: 'furnisher_dispute', bureau: 'experian', dueOn: '2027-01-14' },
};

const english = (kind: NotificationKind, data: NotificationData) =>
  notificationEmail({ kind, data }, { language: 'en', firstName: 'Ana' }, site);
const textOf = (kind: NotificationKind, data: NotificationData) => {
  const email = english(kind, data);
  return [email?.subject, ...(email?.paragraphs ?? []), ...(email?.after ?? [])].join('\n');
};

describe('notificationEmail', () => {
  it('has a subject, a body and a button to the right page for every kind in both languages', () => {
    const pages: Record<NotificationKind, string> = {
      plan_active: '/dashboard',
      letters_ready: '/disputes',
      answer_due_soon: '/disputes',
      bureau_late: '/disputes',
      answer_recorded: '/disputes',
      password_changed: '/account',
      new_sign_in: '/account',
      payment_failed: '/account',
      payment_due: '/account',
      mail_delivered: '/disputes',
      mail_returned: '/disputes',
      mail_rerouted: '/disputes',
      item_reinserted: '/disputes',
      new_negative_item: '/progress',
      step_late: '/disputes',
    };
    for (const language of LANGUAGES) {
      for (const kind of NOTIFICATION_KINDS) {
        const email = notificationEmail({ kind, data: SAMPLE_DATA[kind] }, { language, firstName: 'Ana' }, site);
        expect(email?.subject, `${language} ${kind}`).toBeTruthy();
        expect(email?.paragraphs.length, `${language} ${kind}`).toBeGreaterThan(0);
        expect(email?.action?.url, `${language} ${kind}`).toBe(`https://app.example.com${pages[kind]}`);
      }
    }
  });

  it('greets by first name, or without one', () => {
    expect(english('plan_active', {})?.greeting).toBe('Hello Ana,');
    const spanish = (firstName: string) =>
      notificationEmail({ kind: 'plan_active', data: {} }, { language: 'es', firstName }, site)?.greeting;
    expect(spanish('Ana')).toBe('Hola, Ana:');
    expect(spanish(' ')).toBe('Hola:');
  });

  it('counts the disputes whose letters are ready', () => {
    expect(textOf('letters_ready', { disputes: 1 })).toContain('The letters for 1 dispute are ready.');
    expect(textOf('letters_ready', { disputes: 3 })).toContain('The letters for 3 disputes are ready.');
  });

  it('says what the bureau answered as it was recorded', () => {
    const said = (outcome: string) => textOf('answer_recorded', { disputeId, bureau: 'experian', outcome });
    expect(said('deleted')).toContain("Experian's answer was recorded: they deleted the item you disputed.");
    expect(said('updated')).toContain('they corrected the item you disputed.');
    expect(said('verified')).toContain('they say the item is accurate and kept it.');
    expect(said('no_response')).toContain('Experian was recorded as not answering in time.');
  });

  it('names a late bureau’s due day spelled out, en-US', () => {
    expect(textOf('bureau_late', SAMPLE_DATA.bureau_late)).toContain(
      'Equifax had until December 3, 2026 to answer your dispute, and no answer has been recorded.',
    );
  });

  it('says where a sign-in came from only as far as it is known', () => {
    expect(textOf('new_sign_in', {})).toContain('Someone signed in to your account.');
    expect(textOf('new_sign_in', { device: 'Safari on iPhone', ipAddress: null })).toContain(
      'Someone signed in to your account from Safari on iPhone.',
    );
    expect(textOf('password_changed', { ipAddress: '203.0.113.9' })).toContain(
      'The password for your account was changed from IP address 203.0.113.9.',
    );
    expect(textOf('password_changed', {})).toContain(
      "If this wasn't you, reset your password right away at https://app.example.com/forgot-password",
    );
  });

  it('names the declined charge and says the plan waits for it, in both languages', () => {
    expect(textOf('payment_failed', { amountCents: 12_000 })).toContain(
      'Your card was declined for the charge of $120.00 for your plan.',
    );
    const spanish = notificationEmail(
      { kind: 'payment_failed', data: { amountCents: 29_900 } },
      { language: 'es', firstName: 'Ana' },
      site,
    );
    expect(spanish?.paragraphs[0]).toBe('Su tarjeta rechazó el cargo de $299.00 de su plan.');
    expect(spanish?.action?.label).toBe('Actualizar su tarjeta');
  });

  it('names what is due, for which period’s letters, and where to pay it, in both languages', () => {
    const spanish = (data: NotificationData) =>
      notificationEmail({ kind: 'payment_due', data }, { language: 'es', firstName: 'Ana' }, site);
    const monthly = english('payment_due', { amountCents: 3_900, periodIndex: 1, plan: 'monthly' });
    expect(monthly?.subject).toBe('A payment of $39.00 is due for your plan');
    expect(monthly?.paragraphs).toEqual([
      'Dispute letters were prepared in month 2 of your plan, which has ended, so its price of $39.00 is due now.',
      'To pay it, open your account page and use the payment link there. Then press "I\'ve paid it" on that page, with the receipt number if you have one, so that we can check the payment.',
    ]);
    expect(monthly?.action).toEqual({ label: 'Go to your account page', url: 'https://app.example.com/account' });
    expect(textOf('payment_due', { amountCents: 9_900, periodIndex: 0, plan: 'per_dispute' })).toContain(
      'Dispute letters were prepared under your one-time plan, so its price of $99.00 is due now.',
    );
    const monthlyEs = spanish({ amountCents: 3_900, periodIndex: 1, plan: 'premium' });
    expect(monthlyEs?.subject).toBe('Hay un pago de $39.00 pendiente de su plan');
    expect(monthlyEs?.paragraphs).toEqual([
      'Se prepararon cartas de disputa en el mes 2 de su plan, que ya terminó, así que su precio de $39.00 se debe ahora.',
      'Para pagarlo, abra la página de su cuenta y use el enlace de pago que encontrará allí. Luego pulse "Ya lo pagué" en esa página, con el número de recibo si lo tiene, para que podamos revisar el pago.',
    ]);
    expect(monthlyEs?.action?.label).toBe('Ir a la página de su cuenta');
    expect(spanish({ amountCents: 9_900, periodIndex: 0, plan: 'per_dispute' })?.paragraphs[0]).toBe(
      'Se prepararon cartas de disputa con su plan de pago único, así que su precio de $99.00 se debe ahora.',
    );
  });

  it("tells the fees of letters we mailed: within their period's total, or on their own, in both languages", () => {
    const spanish = (data: NotificationData) =>
      notificationEmail({ kind: 'payment_due', data }, { language: 'es', firstName: 'Ana' }, site);
    const feeIds = 'a,b';
    const withCharge = {
      amountCents: 6_800,
      periodIndex: 0,
      plan: 'monthly',
      mailedLetters: 2,
      mailingCents: 2_900,
      feeIds,
    };
    expect(english('payment_due', withCharge)?.subject).toBe('A payment of $68.00 is due for your plan');
    expect(english('payment_due', withCharge)?.paragraphs.slice(0, 2)).toEqual([
      'Dispute letters were prepared in month 1 of your plan, which has ended, so its price of $39.00 is due now.',
      'You also owe $29.00 for 2 letters we mailed for you: $68.00 in all.',
    ]);
    expect(spanish(withCharge)?.paragraphs[1]).toBe(
      'También debe $29.00 por 2 cartas que le enviamos por correo: $68.00 en total.',
    );

    const alone = { amountCents: 1_200, mailedLetters: 1, feeIds: 'a' };
    expect(english('payment_due', alone)?.paragraphs[0]).toBe('You owe $12.00 for a letter we mailed for you.');
    expect(english('payment_due', alone)?.action?.url).toBe('https://app.example.com/account');
    expect(spanish(alone)?.paragraphs[0]).toBe('Debe $12.00 por una carta que le enviamos por correo.');
    expect(spanish({ ...alone, amountCents: 2_400, mailedLetters: 2 })?.paragraphs[0]).toBe(
      'Debe $24.00 por 2 cartas que le enviamos por correo.',
    );
    // Neither a period nor a count of letters: nothing to say.
    expect(english('payment_due', { amountCents: 1_200, feeIds: 'a' })).toBeNull();
  });

  it('says where a letter we mailed is and what to do, in plain words, in both languages', () => {
    const letter = { disputeId, bureau: 'experian' };
    const spanish = (kind: NotificationKind, data: NotificationData) =>
      notificationEmail({ kind, data }, { language: 'es', firstName: 'Ana' }, site);
    const delivered = { ...letter, deliveredOn: '2026-12-03', dueOn: '2027-01-02' };
    expect(english('mail_delivered', delivered)?.subject).toBe('Your letter to Experian was delivered');
    expect(english('mail_delivered', delivered)?.paragraphs[0]).toBe(
      'Your letter to Experian was delivered on December 3, 2026. Experian has until January 2, 2027 to answer.',
    );
    expect(spanish('mail_delivered', delivered)?.paragraphs[0]).toBe(
      'Su carta a Experian fue entregada el December 3, 2026. Experian tiene hasta el January 2, 2027 para responder.',
    );
    expect(textOf('mail_returned', letter)).toContain(
      'Check that the mailing address in your profile, on your account page, is right. Then mail the letter again from your disputes page: print it and mail it yourself, or choose "Mail it for me" again.',
    );
    expect(spanish('mail_returned', letter)?.subject).toBe('Su carta a Experian fue devuelta');
    expect(textOf('mail_rerouted', letter)).toContain(
      'There is nothing you need to do yet. We keep tracking it and will tell you when it is delivered.',
    );
    expect(spanish('mail_rerouted', letter)?.action).toEqual({
      label: 'Ver sus disputas',
      url: 'https://app.example.com/disputes',
    });
  });

  it('tells of an item a bureau deleted that a report the member brought shows again, in both languages', () => {
    const reinserted = SAMPLE_DATA.item_reinserted;
    const spanish = notificationEmail(
      { kind: 'item_reinserted', data: reinserted },
      { language: 'es', firstName: 'Ana' },
      site,
    );
    expect(english('item_reinserted', reinserted)?.subject).toBe('An item TransUnion deleted is back on your report');
    expect(english('item_reinserted', reinserted)?.paragraphs).toEqual([
      'A report you brought shows again, from TransUnion, an item it had deleted after your dispute.',
      'A bureau that puts a deleted item back must tell you in writing within 5 business days (15 U.S.C. § 1681i(a)(5)(B)). On your disputes page you can prepare a letter to TransUnion about it.',
    ]);
    expect(spanish?.subject).toBe('Una cuenta que TransUnion eliminó volvió a su reporte');
    expect(spanish?.paragraphs[0]).toBe(
      'Un reporte que usted trajo muestra otra vez, de TransUnion, una cuenta que había eliminado después de su disputa.',
    );
    expect(spanish?.action).toEqual({ label: 'Ver sus disputas', url: 'https://app.example.com/disputes' });
  });

  it('counts the new negative items of a report the member brought and the drafts made for them, in both languages', () => {
    const spanish = (data: NotificationData) =>
      notificationEmail({ kind: 'new_negative_item', data }, { language: 'es', firstName: 'Ana' }, site);
    const one = { reportId, count: 1, drafts: 1 };
    expect(english('new_negative_item', one)?.subject).toBe('A new negative item on your report');
    expect(english('new_negative_item', one)?.paragraphs).toEqual([
      'A report you brought shows a negative item that the report before it did not.',
      'We prepared a draft dispute for it on your disputes page, for you to review. Nothing is sent until you send it.',
    ]);
    expect(textOf('new_negative_item', SAMPLE_DATA.new_negative_item)).toContain(
      'Our review of the report found a reason to dispute one of them: we prepared a draft dispute for it on your disputes page',
    );
    expect(textOf('new_negative_item', { reportId, count: 3, drafts: 0 })).toContain(
      'Review them on your progress page. If you believe one is wrong, you can dispute it from your credit report page.',
    );
    expect(english('new_negative_item', one)?.action).toEqual({
      label: 'See what changed',
      url: 'https://app.example.com/progress',
    });
    expect(spanish({ reportId, count: 2, drafts: 2 })?.subject).toBe('2 nuevas cuentas negativas en su reporte');
    expect(spanish({ reportId, count: 2, drafts: 2 })?.paragraphs).toEqual([
      'Un reporte que usted trajo muestra 2 cuentas negativas que el reporte anterior no mostraba.',
      'Preparamos un borrador de disputa para cada una en su página de disputas, para que usted los revise. No se envía nada hasta que usted lo envíe.',
    ]);
    expect(spanish({ reportId, count: 1, drafts: 0 })?.paragraphs[1]).toBe(
      'Revísela en su página de progreso. Si cree que es incorrecta, puede disputarla desde la página de su reporte de crédito.',
    );
  });

  it('makes no email from data that does not say what the text needs', () => {
    expect(english('item_reinserted', { disputeId, bureau: 'experian' })).toBeNull();
    expect(english('new_negative_item', { reportId, count: 0, drafts: 0 })).toBeNull();
    expect(english('mail_delivered', { disputeId, bureau: 'experian', dueOn: '2027-01-02' })).toBeNull();
    expect(english('mail_returned', { bureau: 'experian' })).toBeNull();
    expect(english('answer_due_soon', { bureau: 'equifax' })).toBeNull();
    expect(english('answer_recorded', { disputeId, bureau: 'nobody', outcome: 'deleted' })).toBeNull();
    expect(english('letters_ready', { disputes: 0 })).toBeNull();
    expect(english('payment_failed', {})).toBeNull();
    expect(english('payment_due', { amountCents: 3_900, periodIndex: 1 })).toBeNull();
  });
  it('tells of a later letter past its answer date by what it was, in both languages', () => {
    const data = { disputeId, kind: 'method_of_verification', bureau: 'equifax', dueOn: '2027-01-14' };
    expect(textOf('step_late', data)).toBe(
      [
        'No answer yet to your request to Equifax for how it verified the item',
        'The answer to your request to Equifax for how it verified the item was due by January 14, 2027, and none has been recorded.',
        'If an answer came, record it on your disputes page. If not, your next steps are there, a complaint to the CFPB among them.',
      ].join('\n'),
    );
    const spanish = notificationEmail({ kind: 'step_late', data }, { language: 'es', firstName: 'Ana' }, site);
    expect(spanish?.subject).toBe('Aún sin respuesta a su solicitud a Equifax de cómo verificó la cuenta');
  });
});
