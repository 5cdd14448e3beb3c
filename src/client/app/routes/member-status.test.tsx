import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { PLAN_LIST, PRICE_PER_DISPUTE_CENTS } from '#shared/constants/plans.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import type { SubscriptionResponse } from '#shared/schemas/subscription.ts';
import { formatMoney } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { anActiveSubscription, aSubscription } from '../../test-support/billing.ts';
import { aCreditReport, aNegativeItem, noDashboardStats } from '../../test-support/credit.ts';
import { aBureauRow, aDispute, aProfile, aSentDispute } from '../../test-support/disputes.ts';
import { anArticle } from '../../test-support/education.ts';
import { aMember, jsonResponse, renderWithApp, serveApiByPath } from '../../test-support/render.tsx';
import { AccountPage } from './account.tsx';
import { DashboardPage } from './dashboard.tsx';
import { DisputeCenterPage } from './dispute-center.tsx';
import { DisputesPage } from './disputes.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

interface MemberState {
  user: CurrentUser;
  subscription: SubscriptionResponse;
  disputes: DisputeResponse[];
  report?: CreditReportResponse | null;
}

/** The same server answers for every page: one member, one subscription, one list of disputes. */
function serveMember({ subscription, disputes, report = null }: MemberState) {
  serveApiByPath({
    'GET /api/subscription': () => jsonResponse(200, subscription),
    'GET /api/disputes': () => jsonResponse(200, disputes),
    'GET /api/dashboard/stats': () => jsonResponse(200, noDashboardStats),
    'GET /api/credit-report': () => jsonResponse(200, report),
    'GET /api/profile': () => jsonResponse(200, aProfile()),
    'GET /api/educational-articles/how-disputes-work': () => jsonResponse(200, anArticle({ id: 'how-disputes-work' })),
    'GET /api/educational-articles/your-rights-under-the-fcra': () =>
      jsonResponse(200, anArticle({ id: 'your-rights-under-the-fcra' })),
  });
}

const PAGES: [string, string, () => ReactElement][] = [
  ['dashboard', '/dashboard', () => <DashboardPage />],
  ['disputes', '/disputes', () => <DisputesPage />],
  ['dispute center', '/dispute-center', () => <DisputeCenterPage />],
  ['account', '/account', () => <AccountPage />],
];

function renderPage(user: CurrentUser, path: string, page: ReactElement) {
  return renderWithApp(
    <Routes>
      <Route element={<Outlet context={user} />}>
        <Route path={path} element={page} />
      </Route>
    </Routes>,
    { path },
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
      'We check every payment by hand, within 24 hours. Your plan starts as soon as your payment is verified.',
      '1 dispute is queued. Its letters are written once your payment is verified and your right to cancel has ended.',
    ],
    es: [
      'Pago reportado: lo estamos verificando',
      'Revisamos cada pago a mano, en un plazo de 24 horas. Su plan empieza en cuanto se verifica su pago.',
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
      'Payment Complete! Your plan is active',
      'Your right to cancel for a full refund ends on 01/02/2099, 5:00 AM UTC. The law lets no letter go out before then.',
      '1 dispute is queued. Its letters are written as soon as your right to cancel ends.',
    ],
    es: [
      '¡Pago completado! Su plan está activo',
      'Su derecho a cancelar con reembolso total termina el 01/02/2099, 5:00 AM UTC. La ley no permite enviar ninguna carta antes de ese momento.',
      '1 disputa está en cola. Sus cartas se redactan en cuanto termine su derecho a cancelar.',
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
        expect(screen.queryByText(/Proceed to payment|Continuar al pago/)).toBeNull();
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
    expect(screen.queryByText('Proceed to payment')).toBeNull();
    expectNoPrice();
  });

  it('a member without a plan is offered one', async () => {
    serveMember({ user: aMember(), subscription: aSubscription(), disputes: [], report: aCreditReport(items) });
    renderPage(aMember(), '/dashboard', <DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: "You don't have a plan yet" });
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeDisabled();
  });
});
