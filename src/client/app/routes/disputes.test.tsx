import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anActiveSubscription } from '#client/test-support/billing.ts';
import { aDispute, aProfile, aSentDispute, daysFromNow } from '#client/test-support/disputes.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import type { ProfileResponse } from '#shared/schemas/profile.ts';
import { DisputesPage } from './disputes.tsx';

const draftA = aDispute({ id: '21111111-1111-4111-8111-111111111111', accountName: 'Midwest Recovery Group' });
const draftB = aDispute({
  id: '22222222-2222-4222-8222-222222222222',
  accountName: 'North Star Auto',
  reasonText: 'Balance is incorrect',
  disputeReason: 'incorrect_amount',
  reasonCodes: ['incorrect_amount'],
});
const queuedDraft = aDispute({ id: '23333333-3333-4333-8333-333333333333', accountName: 'Capital Card', queued: true });
const sent = aSentDispute({ id: '24444444-4444-4444-8444-444444444444', accountName: 'Sunrise Medical' });
const resolved = aDispute({
  id: '25555555-5555-4555-8555-555555555555',
  accountName: 'City Water',
  status: 'resolved',
  resolvedAt: daysFromNow(-3),
});
const rejected = aDispute({
  id: '26666666-6666-4666-8666-666666666666',
  accountName: 'Metro Phone',
  status: 'rejected',
  resolvedAt: daysFromNow(-4),
});
const withdrawn = aDispute({ id: '27777777-7777-4777-8777-777777777777', status: 'withdrawn' });

function serveDisputes(
  disputes: DisputeResponse[],
  { profile = aProfile(), extra = {} }: { profile?: ProfileResponse | null; extra?: ApiRoutes } = {},
) {
  return serveApi({
    'GET /api/disputes': () => jsonResponse(200, disputes),
    'GET /api/profile': () =>
      profile ? jsonResponse(200, profile) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
    'GET /api/credit-report': () => jsonResponse(200, null),
    'GET /api/subscription': () => jsonResponse(200, anActiveSubscription()),
    ...mailingRoutes({ offer: noMailingOffer() }),
    ...extra,
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>plans page at {`${pathname}${search}`}</p>;
}

const renderPage = () =>
  renderWithApp(<DisputesPage />, { path: '/disputes', extraRoutes: [{ path: '/subscribe', element: <Where /> }] });

const submitButton = () => screen.getByRole('button', { name: 'Write my letters' });

/** Submits the page's one draft, the server answering `answer`. */
async function submitOneDraft(answer: () => Response) {
  serveDisputes([draftA], { extra: { 'POST /api/disputes/process': answer } });
  renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Midwest Recovery Group to submit' }));
  await userEvent.click(submitButton());
}
/** Shows drafts A and B, both selected, the server answering their submission with `answer`. */
async function selectBothDrafts(answer: () => Response) {
  const fetch = serveDisputes([draftA, draftB], { extra: { 'POST /api/disputes/process': answer } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Select all' }));
  return fetch;
}
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('DisputesPage', () => {
  it('counts all, active, resolved, rejected and drafts, leaving withdrawn drafts out', async () => {
    serveDisputes([draftA, draftB, queuedDraft, sent, resolved, rejected, withdrawn]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your disputes' })).toBeInTheDocument();
    expect(tile('All')).toHaveTextContent('6');
    expect(tile('Active')).toHaveTextContent('1');
    expect(tile('Resolved')).toHaveTextContent('1');
    expect(tile('Rejected')).toHaveTextContent('1');
    expect(tile('Drafts')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'Active disputes' })).toBeInTheDocument();
    expect(screen.getByText('Your letters: what they say and how to send them')).toBeInTheDocument();
    expect(screen.getByText(/certified mail with return receipt requested/)).toBeInTheDocument();
    expect(screen.getByText(/No bureau deleted or corrected the item/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new dispute with more evidence' })).toBeInTheDocument();
  });

  it('offers no checkbox for a queued draft and keeps Submit disabled until a draft is selected', async () => {
    serveDisputes([draftA, queuedDraft]);
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Select Midwest Recovery Group to submit' });
    expect(screen.queryByRole('checkbox', { name: /Capital Card/ })).toBeNull();
    expect(
      screen.getByText(/^Queued for your plan\. Its letters are written once your plan has started/),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await userEvent.click(box);
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText('1 draft selected')).toBeInTheDocument();
  });

  it('submits the selected drafts and says whose letters are ready and how many are left', async () => {
    const fetch = await selectBothDrafts(() => jsonResponse(200, { processedCount: 2, remainingThisMonth: 3 }));
    await userEvent.click(submitButton());
    expect(
      await screen.findByText(
        'The letters for 2 disputes are ready to print and mail. You have 3 disputes remaining this month.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/disputes/process')[0]).toEqual({ disputeIds: [draftA.id, draftB.id] });
  });

  it('says "1 dispute" for one', async () => {
    await submitOneDraft(() => jsonResponse(200, { processedCount: 1, remainingThisMonth: 1 }));
    expect(
      await screen.findByText(
        'The letters for 1 dispute are ready to print and mail. You have 1 dispute remaining this month.',
      ),
    ).toBeInTheDocument();
  });

  it('on 402 says payment is required and goes to the plans with the drafts 2 s later', async () => {
    await selectBothDrafts(() =>
      jsonResponse(402, { code: 'PAYMENT_REQUIRED', message: 'Payment required', reason: 'incomplete' }),
    );

    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Payment Required')).toBeInTheDocument();
    expect(screen.getByText('You need to complete payment before submitting disputes.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText(/plans page at/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(`plans page at /subscribe?selectedDisputes=${draftA.id},${draftB.id}`)).toBeInTheDocument();
  });

  it('on 429 says the monthly limit is reached and how many are left', async () => {
    await selectBothDrafts(() => jsonResponse(429, { code: 'MONTHLY_LIMIT_EXCEEDED', message: 'Limit', reason: '1' }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Monthly Limit Exceeded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have reached your monthly dispute limit. Consider upgrading your plan. You can still get letters for 1 dispute this period.',
      ),
    ).toBeInTheDocument();
  });

  it('explains that disputes wait for the right to cancel to end, with the date', async () => {
    await submitOneDraft(() =>
      jsonResponse(409, { code: 'RIGHT_TO_CANCEL_PERIOD', message: 'Wait', reason: '2026-11-26T10:00:00.000Z' }),
    );
    expect(await screen.findByText(/can be written after 11\/26\/2026, 10:00 AM UTC;/)).toBeInTheDocument();
  });

  it('says submitting failed, in the spec’s words, for any other refusal', async () => {
    await submitOneDraft(() => new Response('oops', { status: 500 }));
    expect(await screen.findByText('Failed to Submit Disputes')).toBeInTheDocument();
    expect(screen.getByText('There was an error submitting your disputes. Please try again.')).toBeInTheDocument();
  });

  it('opens the mailing details form when the server needs them to write the letters', async () => {
    serveDisputes([draftA], {
      extra: {
        'POST /api/disputes/process': () => jsonResponse(409, { code: 'PROFILE_REQUIRED', message: 'Profile' }),
      },
    });
    renderPage();
    expect(await screen.findByText(/Letters are signed by:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Midwest Recovery Group to submit' }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Your mailing details')).toBeInTheDocument();
    expect(screen.getByLabelText('Social Security number')).toHaveValue('');
  });

  it('withdraws a draft after asking', async () => {
    const fetch = serveDisputes([draftA], {
      extra: {
        [`PATCH /api/disputes/${draftA.id}/status`]: () => jsonResponse(200, { ...draftA, status: 'withdrawn' }),
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText(/Withdraw the draft for Midwest Recovery Group\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Draft for Midwest Recovery Group withdrawn')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/status')) ?? [];
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'withdrawn' });
  });

  it('asks for the mailing details when there are none, and shows them in one line once saved', async () => {
    const saved = aProfile({ firstName: 'Rosa', lastName: 'Díaz', ssnLast4: '4321' });
    const fetch = serveDisputes([], {
      profile: null,
      extra: { 'PUT /api/profile': () => jsonResponse(200, saved) },
    });
    renderPage();
    expect(await screen.findByText('We need your mailing details for the letters')).toBeInTheDocument();
    expect(screen.getByText(/Only its last 4 digits are printed on your letters/)).toBeInTheDocument();
    expect(screen.getByText('You have no disputes yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First name'), 'Rosa');
    await userEvent.type(screen.getByLabelText('Last name'), 'Díaz');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1985-02-03' } });
    await userEvent.type(screen.getByLabelText('Social Security number'), '987654321');
    await userEvent.type(screen.getByLabelText('Phone'), '3125550199');
    await userEvent.type(screen.getByLabelText('Street address'), '400 Lake Shore Dr');
    await userEvent.type(screen.getByLabelText('City'), 'Chicago');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'IL');
    await userEvent.type(screen.getByLabelText('ZIP code'), '60611');
    await userEvent.click(screen.getByRole('button', { name: 'Save mailing details' }));

    expect(
      await screen.findByText(/Rosa Díaz, 12 Oak Street, Springfield, IL 62701 · SSN ending in 4321/),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT /api/profile')[0]).toEqual({
      firstName: 'Rosa',
      lastName: 'Díaz',
      dateOfBirth: '1985-02-03',
      ssn: '987654321',
      phone: '(312) 555-0199',
      address: { street: '400 Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60611' },
    });
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveDisputes([draftA, sent]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sus disputas' })).toBeInTheDocument();
    expect(tile('Borradores')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Preparar mis cartas' })).toBeDisabled();
    expect(screen.getByText('Sus cartas: qué dicen y cómo enviarlas')).toBeInTheDocument();
    expect(screen.getAllByText('Esta cuenta no es mía')).toHaveLength(2);
    const experian = screen.getByRole('listitem', { name: 'Experian' });
    expect(within(experian).getByText('Quedan 30 días')).toBeInTheDocument();
    expect(within(experian).getByRole('link', { name: 'Descargar la carta para Experian (PDF)' })).toBeInTheDocument();
  });

  it('shows only the campaigns a summary count opened, keeps the counts whole, and goes back to all', async () => {
    const won = aSentDispute({
      id: '28888888-8888-4888-8888-888888888888',
      accountName: 'Harbor Bank',
      status: 'resolved',
      resolvedAt: daysFromNow(-2),
      campaignState: 'won',
    });
    serveDisputes([draftA, sent, won]);
    renderWithApp(<DisputesPage />, { path: '/disputes?campaign=won' });
    expect(await screen.findByText('Showing the 1 dispute you won.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbor Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sunrise Medical' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Midwest Recovery Group/ })).toBeNull();
    expect(tile('All')).toHaveTextContent('3');

    await userEvent.click(screen.getByRole('link', { name: 'Show all disputes' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise Medical' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Midwest Recovery Group to submit' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing the/)).toBeNull();
  });
});
