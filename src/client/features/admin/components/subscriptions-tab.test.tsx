import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAdminUser, pageOf } from '#client/test-support/admin.ts';
import { anAwaitingPayment, awaitingPage } from '#client/test-support/awaiting-payments.ts';
import { jsonResponse, type PathRoutes, renderWithApp, serveApiByPath } from '#client/test-support/render.tsx';
import type { AdminUser, AwaitingPayment, StoppedCharge } from '#shared/schemas/admin.ts';
import type { RefundOwed } from '#shared/schemas/subscription.ts';
import { SubscriptionsTab } from './subscriptions-tab.tsx';

const purchases = ['a', 'b', 'c'].map((letter, index) =>
  anAwaitingPayment({
    paymentId: `4${index}${letter}00000-0000-4000-8000-000000000000`.slice(0, 36),
    userId: `3${index}${letter}00000-0000-4000-8000-000000000000`.slice(0, 36),
    email: `${letter}@example.com`,
    firstName: letter.toUpperCase(),
    lastName: 'Pending',
    memberReference: index === 0 ? 'ZELLE-2210' : null,
  }),
);
const renewal = anAwaitingPayment({
  paymentId: '4d111111-1111-4111-8111-111111111111',
  userId: '31111111-1111-4111-8111-111111111111',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Díaz',
  kind: 'renewal',
  periodIndex: 1,
  paymentType: 'monthly',
  amountCents: 12000,
  createdAt: '2026-04-02T15:00:00.000Z',
  reportedAt: null,
  memberReference: null,
});
const active = anAdminUser({ subscriptionTier: 'premium' });
/** The members of `purchases`, who paid up front the old way (before billing in arrears) and wait for activation. */
const oldWay = purchases.map((purchase) =>
  anAdminUser({
    id: purchase.userId,
    email: purchase.email,
    firstName: purchase.firstName,
    lastName: purchase.lastName,
    subscriptionStatus: 'pending_verification',
  }),
);

const refund: RefundOwed = {
  paymentId: '4e222222-2222-4222-8222-222222222222',
  userId: '32222222-2222-4222-8222-222222222222',
  email: 'luis@example.com',
  firstName: 'Luis',
  lastName: 'Vega',
  paymentType: 'premium',
  amountCents: 29900,
  createdAt: '2026-04-03T15:00:00.000Z',
  dueAt: '2026-04-13T15:00:00.000Z',
};

const stoppedCharge: StoppedCharge = {
  paymentId: '4f333333-3333-4333-8333-333333333333',
  userId: '33333333-3333-4333-8333-333333333333',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  kind: 'renewal',
  paymentType: 'monthly',
  amountCents: 12000,
  createdAt: '2026-04-02T15:00:00.000Z',
  stoppedAt: '2026-04-03T16:15:00.000Z',
  attempts: 5,
  reason: 'processor_error',
  detail: 'api_error 500: An unknown error occurred',
  stripeInvoiceId: 'in_1QxYz',
};

/**
 * The API as the tab reads it: `waiting` purchases and renewals, `owed` refunds, one active member and the
 * `pending` members who paid the old way; no stopped charge unless `extra` serves some.
 */
function serveTab(
  waiting: AwaitingPayment[],
  extra: PathRoutes = {},
  owed: RefundOwed[] = [],
  pending: AdminUser[] = oldWay,
) {
  return serveApiByPath({
    'GET /api/admin/payments/refunds-owed': () => jsonResponse(200, { refunds: owed, ...pageOf(owed.length) }),
    'GET /api/admin/payments/stopped-charges': () => jsonResponse(200, { charges: [], ...pageOf(0) }),
    'GET /api/admin/users': (url) => {
      const status = url.searchParams.get('status');
      const users = status === 'active' ? [active] : status === 'pending_verification' ? pending : [];
      return jsonResponse(200, { users, ...pageOf(users.length) });
    },
    'GET /api/admin/payments/awaiting-verification': (url) => {
      const kind = url.searchParams.get('kind');
      return jsonResponse(200, awaitingPage(waiting.filter((payment) => !kind || payment.kind === kind)));
    },
    ...extra,
  });
}
const posts = (fetch: ReturnType<typeof serveTab>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

/** Clicks `button`, which sends a processor's reference, and expects `scope` to ask for a longer one, sending nothing. */
async function asksForALongerReference(fetch: ReturnType<typeof serveTab>, scope: HTMLElement, button: HTMLElement) {
  await userEvent.click(button);
  expect(
    await within(scope).findByText('Enter the payment processor’s reference (at least 4 characters).'),
  ).toBeInTheDocument();
  expect(posts(fetch)).toEqual([]);
}

describe('SubscriptionsTab', () => {
  it('lists the payments awaiting verification first, renewals too, then members by status', async () => {
    serveTab([...purchases, renewal]);
    renderWithApp(<SubscriptionsTab />);
    await screen.findByRole('region', { name: /old way/ });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent?.replace(/\d+$/, ''))).toEqual([
      'Awaiting verification',
      'Refunds owed',
      'Paid up front the old way, awaiting activation',
      'Active',
      'Payment failed',
      'Inactive',
      'No plan yet',
    ]);
    const awaiting = screen.getByRole('region', { name: /^Awaiting verification/ });
    const rosa = (await within(awaiting).findByText('Rosa Díaz')).closest('li') as HTMLElement;
    expect(within(rosa).getByText('Month 2')).toBeInTheDocument();
    expect(within(rosa).getByText('Professional')).toBeInTheDocument();
    expect(within(rosa).getByText('$120.00')).toBeInTheDocument();
    expect(within(rosa).getByText('Not reported yet')).toBeInTheDocument();
    expect(within(rosa).getByText('None given')).toBeInTheDocument();
    expect(within(rosa).getByRole('button', { name: 'Verify the payment of Rosa Díaz' })).toBeInTheDocument();
    const first = within(awaiting).getByText('A Pending').closest('li') as HTMLElement;
    expect(within(first).getByText('Purchase')).toBeInTheDocument();
    expect(within(first).getByText('ZELLE-2210')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Verify the payment of A Pending' })).toBeInTheDocument();

    const activeGroup = screen.getByRole('region', { name: /^Active/ });
    expect(await within(activeGroup).findByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(activeGroup).getByText('Premium')).toBeInTheDocument();
    expect(within(activeGroup).getByText('Member since 02/03/2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 payments made up front the old way, before plans were billed after each month, wait for activation.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no batch activation and no pending group once nobody paid the old way', async () => {
    serveTab([anAwaitingPayment({ paymentType: 'monthly', amountCents: 12000 })], {}, [], []);
    renderWithApp(<SubscriptionsTab />);
    expect(await screen.findByRole('region', { name: /^Active/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: /^Awaiting verification/ })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /old way/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate old-style payments' })).toBeNull();
  });

  it('leaves a first month’s charge on a running plan out of the batch: only old-way members are pending', async () => {
    const [a] = purchases;
    const running = anAwaitingPayment({
      paymentId: '4f333333-3333-4333-8333-333333333333',
      userId: '3f333333-3333-4333-8333-333333333333',
      firstName: 'Nora',
      lastName: 'Ruiz',
      paymentType: 'monthly',
    });
    serveTab([...purchases, running], {}, [], oldWay.slice(0, 1));
    renderWithApp(<SubscriptionsTab />);
    const batch = await screen.findByRole('button', { name: 'Activate old-style payments' });
    await waitFor(() => expect(batch).toBeEnabled());
    await userEvent.click(batch);
    const dialog = screen.getByRole('dialog', { name: 'Activate payments made up front the old way' });
    expect(within(dialog).getByLabelText(`Processor’s reference for ${a?.firstName} Pending`)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Processor’s reference for Nora Ruiz')).toBeNull();
    expect(within(dialog).queryByLabelText('Processor’s reference for B Pending')).toBeNull();
  });

  it('names a monthly plan’s first charge month 1 (billed in arrears), a one-time plan’s the purchase', async () => {
    serveTab([anAwaitingPayment({ paymentType: 'monthly', amountCents: 12000 })]);
    renderWithApp(<SubscriptionsTab />);
    const awaiting = await screen.findByRole('region', { name: /^Awaiting verification/ });
    const pat = (await within(awaiting).findByText('Pat Lee')).closest('li') as HTMLElement;
    expect(within(pat).getByText('Month 1')).toBeInTheDocument();
    expect(within(pat).queryByText('Purchase')).toBeNull();
  });

  it('verifies a renewal only with the processor’s reference, naming the payment', async () => {
    const fetch = serveTab([renewal], {
      'POST /api/subscription/activate': () => jsonResponse(200, { userId: renewal.userId, submittedDisputes: 2 }),
    });
    renderWithApp(<SubscriptionsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify the payment of Rosa Díaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify a payment' });
    expect(within(dialog).getByText('Month 2')).toBeInTheDocument();
    expect(within(dialog).getByText('$120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Not reported yet')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Admin key'), 'the-key');

    await userEvent.type(within(dialog).getByLabelText('Processor’s reference'), 'ab');
    await asksForALongerReference(fetch, dialog, within(dialog).getByRole('button', { name: 'Verify payment' }));

    await userEvent.type(within(dialog).getByLabelText('Processor’s reference'), 'cd-991');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    expect(await screen.findByText('Payment verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(fetch)).toEqual([
      { userId: renewal.userId, paymentId: renewal.paymentId, adminKey: 'the-key', paymentReference: 'abcd-991' },
    ]);
  });

  it('lists the refunds owed with the day each is due, and records one returned only with its reference', async () => {
    const fetch = serveTab(
      [],
      {
        'POST /api/admin/payments/4e222222-2222-4222-8222-222222222222/refund-settled': () =>
          jsonResponse(200, { paymentId: refund.paymentId, status: 'refunded' }),
      },
      [refund],
    );
    renderWithApp(<SubscriptionsTab />);
    const owed = await screen.findByRole('region', { name: /^Refunds owed/ });
    const luis = (await within(owed).findByText('Luis Vega')).closest('li') as HTMLElement;
    expect(within(luis).getByText('$299.00')).toBeInTheDocument();
    expect(within(luis).getByText('Return by 04/13/2026')).toBeInTheDocument();
    // The field has no hint: until there is an error, it points at no description.
    expect(within(luis).getByLabelText('Processor’s refund reference')).not.toHaveAttribute('aria-describedby');
    await asksForALongerReference(fetch, luis, within(luis).getByRole('button', { name: 'Refunded' }));
    await userEvent.type(within(luis).getByLabelText('Processor’s refund reference'), 're_3Q-1');
    await userEvent.click(within(luis).getByRole('button', { name: 'Refunded' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([{ outcome: 'returned', paymentReference: 're_3Q-1' }]);
  });

  it('shows the card charges Stripe stopped trying first, with why, and has one tried again', async () => {
    let charges = [stoppedCharge];
    const fetch = serveTab([], {
      'GET /api/admin/payments/stopped-charges': () => jsonResponse(200, { charges, ...pageOf(charges.length) }),
      'POST /api/admin/payments/4f333333-3333-4333-8333-333333333333/retry-charge': () => {
        charges = [];
        return jsonResponse(200, { paymentId: stoppedCharge.paymentId, status: 'due' });
      },
    });
    renderWithApp(<SubscriptionsTab />);
    const stopped = await screen.findByRole('region', { name: /^Card charges stopped/ });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toBe(within(stopped).getByRole('heading'));
    const ana = within(stopped).getByText('Ana Ruiz').closest('li') as HTMLElement;
    expect(within(ana).getByText('$120.00 · Professional')).toBeInTheDocument();
    expect(within(ana).getByText('Stopped 04/03/2026 after 5 attempts')).toBeInTheDocument();
    expect(within(ana).getByText('Stripe answered with an error of its own.')).toBeInTheDocument();
    expect(within(ana).getByText('api_error 500: An unknown error occurred')).toBeInTheDocument();
    expect(within(ana).getByText('Stripe invoice in_1QxYz')).toBeInTheDocument();
    await userEvent.click(within(ana).getByRole('button', { name: 'Try the charge for Ana Ruiz again' }));
    expect(await screen.findByText('The charge is being tried again')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/payments/4f333333-3333-4333-8333-333333333333/retry-charge',
    );
    // Nothing stopped any more: the group goes.
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Card charges stopped/ })).toBeNull());
  });

  it('says why a charge stopped in Spanish on a Spanish page', async () => {
    await i18n.changeLanguage('es');
    serveTab([], {
      'GET /api/admin/payments/stopped-charges': () =>
        jsonResponse(200, { charges: [{ ...stoppedCharge, reason: 'unreachable', attempts: 1 }], ...pageOf(1) }),
    });
    renderWithApp(<SubscriptionsTab />);
    const stopped = await screen.findByRole('region', { name: /^Cobros con tarjeta detenidos/ });
    expect(within(stopped).getByText('Detenido el 04/03/2026 tras 1 intento')).toBeInTheDocument();
    expect(within(stopped).getByText('No se pudo contactar con Stripe.')).toBeInTheDocument();
    expect(within(stopped).getByRole('button', { name: 'Intentar de nuevo el cobro de Ana Ruiz' })).toBeInTheDocument();
  });

  it('says there is nobody to activate when no purchase is waiting', async () => {
    const fetch = serveTab([renewal]);
    renderWithApp(<SubscriptionsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate old-style payments' }));
    expect(await screen.findByText('No Pending Users')).toBeInTheDocument();
    expect(screen.getByText('There are no users pending activation')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(fetch)).toEqual([]);
  });

  it('activates in a batch only the members whose processor reference was typed', async () => {
    const [a, b, c] = purchases;
    const fetch = serveTab(purchases, {
      'POST /api/admin/subscription/batch-activate': () =>
        jsonResponse(200, {
          successful: 1,
          totalProcessed: 2,
          failed: [{ userId: c?.userId, reason: 'WRONG_SUBSCRIPTION_STATE' }],
        }),
    });
    renderWithApp(<SubscriptionsTab />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate old-style payments' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Activate old-style payments' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate payments made up front the old way' });
    const confirm = within(dialog).getByRole('button', { name: 'Activate those with a reference' });
    expect(within(dialog).getByText('ZELLE-2210')).toBeInTheDocument();

    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('Enter the processor’s reference for at least one member.'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Processor’s reference for A Pending'), 'INV-A-1');
    await userEvent.type(within(dialog).getByLabelText('Processor’s reference for C Pending'), 'ab');
    await asksForALongerReference(fetch, dialog, confirm);

    await userEvent.type(within(dialog).getByLabelText('Processor’s reference for C Pending'), 'c-77');
    await userEvent.click(confirm);
    expect(await screen.findByText('Admin Key Required')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Admin key'), 'batch-key');
    await userEvent.click(confirm);
    expect(await screen.findByText('Successfully activated 1 of 2 subscriptions')).toBeInTheDocument();
    expect(screen.getByText('1 member could not be activated: they are no longer pending.')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([
      {
        userIds: [a?.userId, c?.userId],
        adminKey: 'batch-key',
        paymentReferences: { [a?.userId as string]: 'INV-A-1', [c?.userId as string]: 'abc-77' },
      },
    ]);
    expect(posts(fetch)[0].paymentReferences).not.toHaveProperty(b?.userId as string);
  });

  it('says the batch failed, and why: a refused key is not correct', async () => {
    serveTab(purchases, {
      'POST /api/admin/subscription/batch-activate': () =>
        jsonResponse(403, { code: 'ADMIN_KEY_REQUIRED', message: 'Admin Key Required', reason: 'wrong' }),
    });
    renderWithApp(<SubscriptionsTab />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate old-style payments' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Activate old-style payments' }));
    await userEvent.type(screen.getByLabelText('Processor’s reference for B Pending'), 'INV-B-2');
    await userEvent.type(screen.getByLabelText('Admin key'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Activate those with a reference' }));
    expect(await screen.findByText('Failed to batch activate subscriptions')).toBeInTheDocument();
    expect(screen.getByText('That admin key is not correct. Check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Admin Key Required')).toBeNull();
  });
});
