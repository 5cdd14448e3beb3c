import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#client/lib/format.ts';
import { i18n } from '#client/lib/i18n.ts';
import * as navigation from '#client/lib/navigation.ts';
import {
  anActiveSubscription,
  aPastDueSubscription,
  aRenewalAwaiting,
  aSubscription,
  thePlans,
} from '#client/test-support/billing.ts';
import { aCreditReport, aNegativeItem, noDashboardStats } from '#client/test-support/credit.ts';
import { aBureauRow, aDispute, aProfile, aSentDispute } from '#client/test-support/disputes.ts';
import { anArticle } from '#client/test-support/education.ts';
import { aMember, jsonResponse, type PathRoutes, renderWithApp, serveApiByPath } from '#client/test-support/render.tsx';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { PLAN_LIST, PRICE_PER_DISPUTE_CENTS } from '#shared/constants/plans.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { AccountPage } from './account.tsx';
import { DashboardPage } from './dashboard.tsx';
import { DisputeCenterPage } from './dispute-center.tsx';
import { DisputesPage } from './disputes.tsx';

interface MemberState {
  user: CurrentUser;
  subscription: SubscriptionResponse;
  disputes: DisputeResponse[];
  report?: CreditReportResponse | null;
}

/** The same server answers for every page: one member, one subscription, one list of disputes. */
function serveMember({ subscription, disputes, report = null }: MemberState, extra: PathRoutes = {}) {
  return serveApiByPath({
    'GET /api/subscription': () => jsonResponse(200, subscription),
    'GET /api/subscription/plans': () => jsonResponse(200, thePlans()),
    'GET /api/disputes': () => jsonResponse(200, disputes),
    'GET /api/dashboard/stats': () => jsonResponse(200, noDashboardStats),
    'GET /api/credit-report': () => jsonResponse(200, report),
    'GET /api/profile': () => jsonResponse(200, aProfile()),
    'GET /api/educational-articles/how-disputes-work': () => jsonResponse(200, anArticle({ id: 'how-disputes-work' })),
    'GET /api/educational-articles/your-rights-under-the-fcra': () =>
      jsonResponse(200, anArticle({ id: 'your-rights-under-the-fcra' })),
    ...extra,
  });
}

const PAGES: [string, string, () => ReactElement][] = [
  ['dashboard', '/dashboard', () => <DashboardPage />],
  ['disputes', '/disputes', () => <DisputesPage />],
  ['dispute center', '/dispute-center', () => <DisputeCenterPage />],
  ['account', '/account', () => <AccountPage />],
];

function renderPage(user: CurrentUser, path: string, page: ReactElement, search = '') {
  return renderWithApp(
    <Routes>
      <Route element={<Outlet context={user} />}>
        <Route path={path} element={page} />
      </Route>
    </Routes>,
    { path: `${path}${search}` },
  );
}

/** The status a page shows, found by its title: the title and every sentence under it. */
async function statusWords(title: string): Promise<string[]> {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`"${title}" is not a status section`);
  return Array.from(section.querySelectorAll('h2, p'), (element) => element.textContent ?? '');
}

/** Renders the four pages one after the other for the same member and gives what each said. */
async function wordsOnEveryPage(state: MemberState, title: string) {
  serveMember(state);
  const said: Record<string, string[]> = {};
  for (const [name, path, page] of PAGES) {
    const { unmount } = renderPage(state.user, path, page());
    said[name] = await statusWords(title);
    unmount();
  }
  return said;
}

const queued = aDispute({ id: '21111111-1111-4111-8111-111111111111', accountName: 'Capital Card', queued: true });
const readyToMail = aSentDispute({
  id: '24444444-4444-4444-8444-444444444444',
  accountName: 'Sunrise Medical',
  bureaus: BUREAUS.map((bureau) =>
    aBureauRow(bureau, {
      status: 'ready',
      mailedOn: null,
      clockStartsOn: null,
      clockBasis: null,
      responseDueOn: null,
      daysLeft: null,
    }),
  ),
});

/** No plan's price and no per-dispute estimate; the items' own balances are the member's debts, not prices. */
function expectNoPrice() {
  for (const cents of [...PLAN_LIST.map((plan) => plan.priceCents), PRICE_PER_DISPUTE_CENTS]) {
    expect(document.body).not.toHaveTextContent(formatMoney(cents));
  }
}

const pendingMember = aMember({ subscriptionStatus: 'pending_verification' });
const activeMember = aMember({ subscriptionStatus: 'active' });
// Far ahead, so the right to cancel is still running whenever the test runs.
const windowOpen = { rightToCancelEndsAt: '2099-01-02T05:00:00.000Z' };

const STATES: { stage: string; state: MemberState; en: string[]; es: string[] }[] = [
  {
    stage: 'a payment reported and being verified',
    state: {
      user: pendingMember,
      subscription: anActiveSubscription(
        { status: 'pending_verification', currentPeriod: null, queuedDisputes: 1 },
        { activatedAt: null, ...windowOpen },
      ),
      disputes: [queued],
    },
    en: [
      "Payment reported — we're verifying it",
      'A person on our team checks every payment by hand. Your plan starts as soon as your payment is verified.',
      '1 dispute is queued. Its letters are written once your payment is verified and your right to cancel has ended.',
    ],
    es: [
      'Pago reportado: lo estamos verificando',
      'Una persona de nuestro equipo revisa cada pago a mano. Su plan empieza en cuanto se verifica su pago.',
      '1 disputa está en cola. Sus cartas se redactan cuando su pago esté verificado y haya terminado su derecho a cancelar.',
    ],
  },
  {
    stage: 'an active plan inside the right to cancel',
    state: {
      user: activeMember,
      subscription: anActiveSubscription({ queuedDisputes: 1 }, windowOpen),
      disputes: [queued],
    },
    en: [
      'Your plan is active',
      'Nothing has been charged. You can cancel at no cost until 01/02/2099, 5:00 AM UTC. The law lets no letter go out before then.',
      '1 dispute is queued. Its letters are written as soon as your right to cancel ends.',
    ],
    es: [
      'Su plan está activo',
      'No se ha cobrado nada. Puede cancelar sin costo hasta el 01/02/2099, 5:00 AM UTC. La ley no permite enviar ninguna carta antes de ese momento.',
      '1 disputa está en cola. Sus cartas se redactan en cuanto termine su derecho a cancelar.',
    ],
  },
  {
    stage: 'a card checkout not finished (Stripe)',
    state: {
      user: pendingMember,
      subscription: anActiveSubscription(
        { status: 'pending_verification', processor: 'stripe', currentPeriod: null, queuedDisputes: 1 },
        { activatedAt: null, ...windowOpen },
      ),
      disputes: [queued],
    },
    en: [
      'Card checkout not finished',
      'Your plan starts once you save your card at our secure checkout. Nothing is charged until your dispute letters exist.',
      '1 dispute is queued. Its letters are written once your card is saved and your right to cancel has ended.',
    ],
    es: [
      'Falta guardar su tarjeta',
      'Su plan empieza en cuanto guarde su tarjeta en nuestra página de pago segura. No se cobra nada hasta que existan sus cartas de disputa.',
      '1 disputa está en cola. Sus cartas se redactan cuando su tarjeta esté guardada y haya terminado su derecho a cancelar.',
    ],
  },
  {
    stage: 'an active card plan inside the right to cancel (Stripe)',
    state: {
      user: activeMember,
      subscription: anActiveSubscription({ processor: 'stripe' }, windowOpen),
      disputes: [],
    },
    en: [
      'Card saved! Your plan is active',
      'You can cancel at no cost until 01/02/2099, 5:00 AM UTC: nothing has been charged. The law lets no letter go out before then.',
    ],
    es: [
      '¡Tarjeta guardada! Su plan está activo',
      'Puede cancelar sin costo hasta el 01/02/2099, 5:00 AM UTC: no se ha cobrado nada. La ley no permite enviar ninguna carta antes de ese momento.',
    ],
  },
  {
    stage: 'a declined card (past due), before the letters still to mail',
    state: {
      user: aMember({ subscriptionStatus: 'past_due' }),
      subscription: aPastDueSubscription('expired_card'),
      disputes: [readyToMail],
    },
    en: [
      'Your card was declined',
      "Your card has expired. Nothing new goes out until this payment goes through. Update your card and we'll try again.",
    ],
    es: [
      'Su tarjeta fue rechazada',
      'Su tarjeta está vencida. No se envía nada nuevo hasta que este pago se complete. Actualice su tarjeta y lo intentaremos de nuevo.',
    ],
  },
  {
    stage: 'a new month waiting for last month’s letters to be paid for, before the letters still to mail',
    state: { user: activeMember, subscription: aRenewalAwaiting(), disputes: [readyToMail] },
    en: [
      "Your new month opens once last month's letters are paid for",
      'Pay what is due below. Your disputes for this month open once we have checked the payment.',
      'Dispute letters were prepared in month 2 of your plan, which has ended, so its price of $120.00 is due now. Pay it with the payment link, then tell us here, with the receipt number if you have one.',
      "From the payment page's receipt or email. It helps us find your payment.",
    ],
    es: [
      'Su nuevo mes se abre cuando se paguen las cartas del mes pasado',
      'Pague abajo lo que se debe. Sus disputas de este mes se abren en cuanto hayamos revisado el pago.',
      'Se prepararon cartas de disputa en el mes 2 de su plan, que ya terminó, así que su precio de $120.00 se debe ahora. Páguelo con el enlace de pago y luego avísenos aquí, con el número de recibo si lo tiene.',
      'Está en el recibo o en el correo de la página de pago. Nos ayuda a encontrar su pago.',
    ],
  },
  {
    stage: 'a manual payment the member said they paid',
    state: {
      user: activeMember,
      subscription: aRenewalAwaiting({ reportedAt: '2026-03-16T17:00:00.000Z' }),
      disputes: [],
    },
    en: [
      "Your new month opens once last month's letters are paid for",
      'You told us you paid. Your disputes for this month open once we have checked the payment.',
      'On 03/16/2026 you told us you paid for month 2 of your plan. A person on our team checks the payment with the payment processor.',
    ],
    es: [
      'Su nuevo mes se abre cuando se paguen las cartas del mes pasado',
      'Nos avisó que pagó. Sus disputas de este mes se abren en cuanto hayamos revisado el pago.',
      'El 03/16/2026 nos avisó que pagó el mes 2 de su plan. Una persona de nuestro equipo revisa el pago con el procesador de pagos.',
    ],
  },
  {
    stage: 'letters ready to mail',
    state: { user: activeMember, subscription: anActiveSubscription(), disputes: [readyToMail] },
    en: [
      'Your letters are ready to mail',
      'Print the letters for 1 dispute, sign them and mail them to the bureaus. Then tell us the day you mailed them.',
    ],
    es: [
      'Sus cartas están listas para enviar por correo',
      'Imprima las cartas de 1 disputa, fírmelas y envíelas por correo a los burós. Después díganos qué día las envió.',
    ],
  },
  {
    stage: 'an active plan with disputes left',
    state: { user: activeMember, subscription: anActiveSubscription(), disputes: [] },
    en: ['Your plan is active', 'Disputes left this period: 3 of 5.'],
    es: ['Su plan está activo', 'Disputas disponibles en este periodo: 3 de 5.'],
  },
];

describe('the member’s status on the dashboard, /disputes, /dispute-center and the account page', () => {
  for (const { stage, state, en, es } of STATES) {
    it(`says ${stage} in the same English words on all four`, async () => {
      const said = await wordsOnEveryPage(state, en[0] ?? '');
      for (const words of Object.values(said)) expect(words).toEqual(en);
    });

    it(`says ${stage} in the same Spanish words on all four`, async () => {
      await i18n.changeLanguage('es');
      const said = await wordsOnEveryPage(state, es[0] ?? '');
      for (const words of Object.values(said)) expect(words).toEqual(es);
    });
  }

  it('calls a queued dispute "Queued" and a written letter "Ready to mail" on the dispute lists, never "Sent"', async () => {
    serveMember({ user: activeMember, subscription: anActiveSubscription(), disputes: [queued, readyToMail] });
    renderPage(activeMember, '/disputes', <DisputesPage />);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getAllByText('Ready to mail').length).toBeGreaterThan(0);
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.queryByText(/Waiting for your payment/)).toBeNull();
  });
});

describe('what a member is offered to pay for', () => {
  const items = [
    aNegativeItem({ id: '31111111-1111-4111-8111-111111111111', creditorName: 'Midwest Recovery Group' }),
    aNegativeItem({ id: '32222222-2222-4222-8222-222222222222', creditorName: 'North Star Auto' }),
  ];
  const active: MemberState = {
    user: activeMember,
    subscription: anActiveSubscription(),
    disputes: [],
    report: aCreditReport(items),
  };

  for (const language of ['en', 'es'] as const) {
    it(`an active member with disputes left is offered no payment and shown no price on the four pages (${language})`, async () => {
      await i18n.changeLanguage(language);
      serveMember(active);
      for (const [, path, page] of PAGES) {
        const { unmount } = renderPage(active.user, path, page());
        await screen.findByRole('heading', {
          level: 2,
          name: language === 'en' ? 'Your plan is active' : 'Su plan está activo',
        });
        expect(screen.queryByText(/Choose your plan|Elegir su plan/)).toBeNull();
        // The account page's own business is billing: its plan line and receipts carry amounts.
        if (path !== '/account') expectNoPrice();
        unmount();
      }
    });
  }

  it('while a reported payment is checked, the dashboard does not offer to pay again', async () => {
    const pending: MemberState = {
      user: pendingMember,
      subscription: anActiveSubscription(
        { status: 'pending_verification', currentPeriod: null },
        { activatedAt: null },
      ),
      disputes: [],
      report: aCreditReport(items),
    };
    serveMember(pending);
    renderPage(pending.user, '/dashboard', <DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: "Payment reported — we're verifying it" });
    expect(screen.getByText('Midwest Recovery Group')).toBeInTheDocument();
    expect(screen.queryByText('Choose your plan')).toBeNull();
    expectNoPrice();
  });

  it('a member without a plan is offered one', async () => {
    serveMember({ user: aMember(), subscription: aSubscription(), disputes: [], report: aCreditReport(items) });
    renderPage(aMember(), '/dashboard', <DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: "You don't have a plan yet" });
    expect(screen.getByRole('button', { name: 'Choose your plan' })).toBeDisabled();
  });
});

describe('paying for a plan from the account page', () => {
  const pastDueMember = aMember({ subscriptionStatus: 'past_due' });
  const pastDue = aPastDueSubscription('insufficient_funds');
  const recovered = anActiveSubscription({ processor: 'stripe', payments: pastDue.payments });

  it('sends a past-due member to save another card', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    serveMember(
      { user: pastDueMember, subscription: pastDue, disputes: [] },
      {
        'POST /api/subscription/payment-method': () =>
          jsonResponse(200, { url: 'https://checkout.stripe.test/c/pay/cs_test_card' }),
      },
    );
    renderPage(pastDueMember, '/account', <AccountPage />);
    const status = (await screen.findByRole('heading', { level: 2, name: 'Your card was declined' })).closest(
      'section',
    );
    if (!status) throw new Error('no plan status');
    expect(within(status).getByText(/^Your bank declined the charge for insufficient funds\./)).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Update card' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_card'));
  });

  it('back with a new card, says the payment is being retried until the plan is active again', async () => {
    const answers = [pastDue, pastDue];
    const fetch = serveMember(
      { user: pastDueMember, subscription: pastDue, disputes: [] },
      { 'GET /api/subscription': () => jsonResponse(200, answers.shift() ?? recovered) },
    );
    vi.useFakeTimers();
    try {
      renderPage(pastDueMember, '/account', <AccountPage />, '?card=updated');
      for (let step = 0; step < 3; step++) await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText("Card saved — we're retrying the payment")).toBeInTheDocument();
      expect(
        screen.getByText("We're charging your new card for what is owed. This usually happens within a minute."),
      ).toBeInTheDocument();
      // "Update card" would contradict it while the retry is under way.
      expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByText("Card saved — we're retrying the payment")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByText('Payment received — your plan is active again')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Your plan is active' })).toBeInTheDocument();
      const asked = fetch.mock.calls.filter(([url]) => String(url) === '/api/subscription').length;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/subscription').length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('back without a new card, says nothing changed and still offers to update it', async () => {
    serveMember({ user: pastDueMember, subscription: pastDue, disputes: [] });
    renderPage(pastDueMember, '/account', <AccountPage />, '?card=cancelled');
    expect(await screen.findByText('Your card was not changed')).toBeInTheDocument();
    expect(
      screen.getByText("Nothing was charged. You can update your card whenever you're ready."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeEnabled();
  });

  it('a manual member reports paying what is due, and is told when they did', async () => {
    const reported = aRenewalAwaiting({ reportedAt: '2026-03-16T17:00:00.000Z' });
    let answer = aRenewalAwaiting();
    serveMember(
      { user: activeMember, subscription: answer, disputes: [] },
      {
        'GET /api/subscription': () => jsonResponse(200, answer),
        'POST /api/subscription/payment-reported': (_url, init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ reference: 'RCPT-88' });
          answer = reported;
          return jsonResponse(200, reported);
        },
      },
    );
    renderPage(activeMember, '/account', <AccountPage />);
    await screen.findByRole('heading', { level: 3, name: 'Payment due: $120.00' });
    expect(await screen.findByRole('link', { name: 'Open the payment link' })).toHaveAttribute(
      'href',
      'https://pay.example.com/monthly',
    );
    await userEvent.type(screen.getByLabelText('Receipt or confirmation number (optional)'), 'RCPT-88');
    await userEvent.click(screen.getByRole('button', { name: "I've paid it" }));
    expect(
      await screen.findByText(
        'On 03/16/2026 you told us you paid for month 2 of your plan. A person on our team checks the payment with the payment processor.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've paid it" })).toBeNull();
    // The reported payment appears once, in the history, awaiting the admin's check: never "waiting" after it.
    expect(screen.getAllByText('Awaiting verification')).toHaveLength(1);
  });
});
