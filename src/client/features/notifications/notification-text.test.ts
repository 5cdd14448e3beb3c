import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aNotification } from '#shared/test-support/notifications.ts';
import { NOTIFICATION_PAGES, notificationText } from './notification-text.ts';

const disputeId = '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
const english = (notice: Parameters<typeof aNotification>[0]) => notificationText(i18n.t, aNotification(notice));

describe('notificationText', () => {
  it('says each kind from its data, bureaus by their own names and dates en-US', () => {
    expect(english({ kind: 'plan_active', data: { plan: 'premium' } })).toEqual({
      title: 'Your plan is active',
      body: 'Your Premium plan is now active.',
    });
    expect(english({ kind: 'letters_ready', data: { disputes: 1 } }).body).toBe(
      'The letters for 1 dispute are ready. Print them, sign them and mail each one to its bureau.',
    );
    expect(english({ kind: 'letters_ready', data: { disputes: 3 } }).body).toMatch(/^The letters for 3 disputes/);
    expect(
      english({ kind: 'answer_due_soon', data: { disputeId, bureau: 'transunion', dueOn: '2026-12-03' } }),
    ).toEqual({
      title: "TransUnion's answer is due soon",
      body: 'TransUnion has until 12/03/2026 to answer your dispute.',
    });
    expect(english({ kind: 'bureau_late', data: { disputeId, bureau: 'equifax', dueOn: '2026-12-03' } })).toEqual({
      title: "Equifax's time to answer is up",
      body: 'Equifax had until 12/03/2026 to answer, and no answer has been recorded. You can print a follow-up letter.',
    });
    expect(english({ kind: 'answer_recorded', data: { disputeId, bureau: 'experian', outcome: 'deleted' } })).toEqual({
      title: 'Update on your Experian dispute',
      body: 'Experian deleted the item you disputed.',
    });
    expect(english({ kind: 'new_sign_in', data: { device: 'Chrome on Android', ipAddress: null } }).body).toBe(
      "Someone signed in to your account from Chrome on Android. If this wasn't you, reset your password right away.",
    );
    expect(english({ kind: 'password_changed', data: {} }).body).toBe(
      "If this wasn't you, reset your password right away.",
    );
    expect(english({ kind: 'payment_failed', data: { amountCents: 12_000 } })).toEqual({
      title: 'A payment did not go through',
      body: 'Your card was declined for the charge of $120.00. Your plan is on hold until it is paid: add a card on your account page and we will charge it again.',
    });
  });

  it('says what is due, for which period’s letters, and where to pay it', () => {
    expect(english({ kind: 'payment_due', data: { amountCents: 3_900, periodIndex: 1, plan: 'premium' } })).toEqual({
      title: 'Payment due: $39.00',
      body: 'Dispute letters were prepared in month 2 of your plan, which has ended. Pay $39.00 with the payment link on your account page, then tell us there that you paid.',
    });
    expect(
      english({ kind: 'payment_due', data: { amountCents: 9_900, periodIndex: 0, plan: 'per_dispute' } }).body,
    ).toBe(
      'Dispute letters were prepared under your one-time plan. Pay $99.00 with the payment link on your account page, then tell us there that you paid.',
    );
    expect(english({ kind: 'payment_due', data: { amountCents: 3_900, plan: 'monthly' } })).toEqual({
      title: 'Payments due',
      body: null,
    });
    // Fees of letters we mailed, owed on their own.
    expect(english({ kind: 'payment_due', data: { amountCents: 1_200, mailedLetters: 1, feeIds: 'a' } })).toEqual({
      title: 'Payment due: $12.00',
      body: 'You owe $12.00 for a letter we mailed for you. Pay it with the payment link on your account page, then tell us there that you paid.',
    });
    expect(english({ kind: 'payment_due', data: { amountCents: 2_400, mailedLetters: 2 } }).body).toMatch(
      /^You owe \$24\.00 for 2 letters we mailed for you\./,
    );
  });

  it('tells where a letter we mailed is, and what to do about it', () => {
    const letter = { disputeId, bureau: 'experian' };
    expect(
      english({ kind: 'mail_delivered', data: { ...letter, deliveredOn: '2026-12-03', dueOn: '2027-01-02' } }),
    ).toEqual({
      title: 'Your letter to Experian was delivered',
      body: 'It was delivered on 12/03/2026. Experian has until 01/02/2027 to answer.',
    });
    expect(english({ kind: 'mail_returned', data: letter })).toEqual({
      title: 'Your letter to Experian came back',
      body: 'The Postal Service could not deliver it and sent it back to you. Check the mailing address in your profile, then mail the letter again: print it, or choose Mail it for me again.',
    });
    expect(english({ kind: 'mail_rerouted', data: letter }).body).toBe(
      'The Postal Service forwarded it to another address. There is nothing to do yet: we keep tracking it.',
    );
    expect(english({ kind: 'mail_delivered', data: letter })).toEqual({
      title: 'Mailed letters delivered',
      body: null,
    });
    expect(english({ kind: 'mail_returned', data: { disputeId } })).toEqual({
      title: 'Mailed letters returned',
      body: null,
    });
  });

  it('tells what a report the member brought shows: a deleted item back, new negative items and their drafts', () => {
    const reportId = '5d0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
    expect(english({ kind: 'item_reinserted', data: { disputeId, bureau: 'equifax', reportId } })).toEqual({
      title: 'An item Equifax deleted is back',
      body: 'An item Equifax deleted is back on a report you brought: a reinsertion letter is ready to prepare on your disputes page.',
    });
    // Written for the member only when the server says so (an active plan and their mailing details).
    expect(
      english({ kind: 'item_reinserted', data: { disputeId, bureau: 'equifax', reportId, drafted: 1 } }).body,
    ).toBe(
      'An item Equifax deleted is back on a report you brought: we wrote the reinsertion letter for you to review on your disputes page.',
    );
    expect(english({ kind: 'new_negative_item', data: { reportId, count: 2, drafts: 2 } })).toEqual({
      title: '2 new negative items on your report',
      body: 'A report you brought shows 2 new negative items. We saved 2 draft disputes for you to review on your disputes page.',
    });
    expect(english({ kind: 'new_negative_item', data: { reportId, count: 1, drafts: 1 } }).body).toBe(
      'A report you brought shows a new negative item. We saved a draft dispute for you to review on your disputes page.',
    );
    // No reason to dispute was found: no draft is claimed.
    expect(english({ kind: 'new_negative_item', data: { reportId, count: 1, drafts: 0 } })).toEqual({
      title: 'A new negative item on your report',
      body: 'A report you brought shows a new negative item. See what changed on your progress page.',
    });
    expect(
      english({
        kind: 'step_late',
        data: { disputeId, kind: 'furnisher_dispute', bureau: 'experian', dueOn: '2027-01-14' },
      }),
    ).toEqual({
      title: 'No answer yet: Dispute with the company that reported it (Experian)',
      body: 'Its answer was due by 01/14/2027, and none is recorded. If it came, record it; if not, see your next steps on your disputes page.',
    });
    expect(NOTIFICATION_PAGES.step_late).toBe('/disputes');
    expect(NOTIFICATION_PAGES.item_reinserted).toBe('/disputes');
    expect(NOTIFICATION_PAGES.new_negative_item).toBe('/progress');
    expect(english({ kind: 'item_reinserted', data: { disputeId } })).toEqual({
      title: 'Deleted items back on a report',
      body: null,
    });
    expect(english({ kind: 'new_negative_item', data: { reportId } })).toEqual({
      title: 'New negative items',
      body: null,
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const notice = aNotification({ kind: 'answer_recorded', data: { bureau: 'equifax', outcome: 'verified' } });
    expect(notificationText(i18n.t, notice)).toEqual({
      title: 'Novedades sobre su disputa con Equifax',
      body: 'Equifax dice que la cuenta es correcta. Puede preguntarle cómo la verificó.',
    });
    const plan = aNotification({ kind: 'plan_active', data: { plan: 'per_dispute' } });
    expect(notificationText(i18n.t, plan).body).toBe('Su plan Básico ya está activo.');
    const due = aNotification({ kind: 'payment_due', data: { amountCents: 3_900, periodIndex: 2, plan: 'monthly' } });
    expect(notificationText(i18n.t, due)).toEqual({
      title: 'Pago pendiente: $39.00',
      body: 'Se prepararon cartas de disputa en el mes 3 de su plan, que ya terminó. Pague $39.00 con el enlace de pago de la página de su cuenta y luego avísenos allí que pagó.',
    });
    const delivered = aNotification({
      kind: 'mail_delivered',
      data: { disputeId, bureau: 'equifax', deliveredOn: '2026-12-03', dueOn: '2027-01-02' },
    });
    expect(notificationText(i18n.t, delivered)).toEqual({
      title: 'Su carta a Equifax fue entregada',
      body: 'Fue entregada el 12/03/2026. Equifax tiene hasta el 01/02/2027 para responder.',
    });
    const reinserted = aNotification({ kind: 'item_reinserted', data: { disputeId, bureau: 'experian' } });
    expect(notificationText(i18n.t, reinserted).title).toBe('Una cuenta que Experian eliminó volvió');
    const added = aNotification({ kind: 'new_negative_item', data: { count: 3, drafts: 2 } });
    expect(notificationText(i18n.t, added)).toEqual({
      title: '3 nuevas cuentas negativas en su reporte',
      body: 'Un reporte que usted trajo muestra 3 nuevas cuentas negativas. Guardamos 2 borradores de disputa para que usted los revise en su página de disputas.',
    });
  });

  it('shows only the kind’s name when the data does not say what the sentence needs', () => {
    expect(english({ kind: 'answer_due_soon', data: { bureau: 'experian' } })).toEqual({
      title: 'Answer due soon',
      body: null,
    });
    expect(english({ kind: 'answer_recorded', data: { bureau: 'nobody', outcome: 'deleted' } }).body).toBeNull();
    expect(english({ kind: 'payment_failed', data: {} })).toEqual({ title: 'Declined payments', body: null });
  });
});
