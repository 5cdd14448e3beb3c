import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import type { CreditPullResult } from '#shared/schemas/credit.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { i18n } from '../../../lib/i18n.ts';
import { anOnboardingState, aPullResult } from '../../../test-support/onboarding.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { useOnboardingState } from '../api/get-onboarding.ts';
import { CreditCheckStep } from './credit-check-step.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const atStep3 = (creditPull: Partial<OnboardingStateResponse['creditPull']> = {}) =>
  anOnboardingState({
    currentStep: 3,
    completedSteps: [1, 2],
    creditPull: { status: 'idle', startedAt: null, finishedAt: null, errorCode: null, result: null, ...creditPull },
  });

const pulled = (result: CreditPullResult) =>
  atStep3({ status: 'success', startedAt: '2026-11-20T15:00:00.000Z', finishedAt: '2026-11-20T15:00:04.000Z', result });

const pullResponse = (result: CreditPullResult) => ({
  reportId: null,
  ...result,
  dataSourceDetails: { source: 'demo', realDataDelivered: false },
});

/** The step as the page shows it: fed by the draft the server holds. */
function Step({ onNext }: { onNext: () => void }) {
  const state = useOnboardingState();
  return state.data ? <CreditCheckStep state={state.data} onPrevious={() => undefined} onNext={onNext} /> : null;
}

function renderStep(server: { state: OnboardingStateResponse }, routes: ApiRoutes = {}) {
  const onNext = vi.fn();
  const fetch = serveApi({ 'GET /api/onboarding': () => jsonResponse(200, server.state), ...routes });
  renderWithApp(<Step onNext={onNext} />);
  return { onNext, fetch };
}

const consent = (name: RegExp) => screen.getByRole('checkbox', { name });
async function giveAllConsents() {
  await userEvent.click(consent(/^I authorize CreditPath/));
  await userEvent.click(consent(/^I am asking for my own credit file/));
  await userEvent.click(consent(/^I agree that CreditPath may use my personal information/));
}

describe('CreditCheckStep', () => {
  it('starts from the answers the visitor ticked on the landing page in this browser', async () => {
    localStorage.setItem('hasRepossession', 'true');
    localStorage.setItem('hasBankruptcy', 'false');
    renderStep({ state: atStep3() });
    expect(await screen.findByRole('checkbox', { name: /^A repossession/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^A bankruptcy/ })).not.toBeChecked();
  });

  it('keeps the start button disabled until all three consents are given, with the legal notes', async () => {
    renderStep({ state: atStep3() });
    const start = await screen.findByRole('button', { name: 'Check my credit' });
    expect(start).toBeDisabled();
    expect(
      screen.getByText('Please provide all required consents before proceeding with credit pull'),
    ).toBeInTheDocument();
    expect(consent(/^I am asking for my own credit file/)).toHaveAccessibleName(
      `I am asking for my own credit file, for my own review. Permissible purpose: ${PERMISSIBLE_PURPOSES.en}`,
    );
    await userEvent.click(consent(/^I authorize CreditPath/));
    await userEvent.click(consent(/^I am asking for my own credit file/));
    expect(start).toBeDisabled();
    await userEvent.click(consent(/^I agree that CreditPath may use my personal information/));
    expect(start).toBeEnabled();

    for (const text of [
      'This is a soft inquiry: it does not lower your credit score.',
      'Results usually arrive within 60 seconds.',
      'A credit report fee may apply. It is charged separately, at our cost, and is not refundable.',
      'CreditPath is not a law firm and does not give legal advice.',
      'No one can guarantee that an item will be removed or that your score will go up.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/only for the purpose you accept above/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(screen.getByRole('link', { name: 'Your rights (CROA)' })).toHaveAttribute('href', '/legal/croa-rights');
  });

  it('follows the real request: sent, then waiting for the bureaus while the server pulls, then the result', async () => {
    const server = { state: atStep3() };
    let answer: (response: Response) => void = () => undefined;
    const { fetch, onNext } = renderStep(server, {
      'POST /api/onboarding/credit-pull': () => {
        // The server records the pull as under way before it asks the bureaus.
        server.state = atStep3({ status: 'in_progress', startedAt: new Date().toISOString() });
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    await screen.findByRole('button', { name: 'Check my credit' });
    await userEvent.click(consent(/^A bankruptcy/));
    await giveAllConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Check my credit' }));

    expect(screen.getByText('Sending your request securely…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credit check progress' })).toHaveAttribute('aria-valuenow', '10');
    // The state is read again every second while the request is open.
    expect(
      await screen.findByText('Waiting for Experian, Equifax and TransUnion…', {}, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credit check progress' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText(/seconds? so far/)).toBeInTheDocument();

    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/onboarding/credit-pull') ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      consent: {
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentTimestamp: expect.any(String),
        permissiblePurpose: PERMISSIBLE_PURPOSES.en,
      },
      preferences: { hasChildSupport: false, hasRepossession: false, hasBankruptcy: true },
    });
    expect(body).not.toHaveProperty('profileData');

    const result = aPullResult(3);
    server.state = pulled(result);
    answer(jsonResponse(201, pullResponse(result)));
    expect(await screen.findByText('Your credit report is ready')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credit check progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('612')).toBeInTheDocument();
    expect(screen.getByText('We found 3 negative items you may be able to dispute.')).toBeInTheDocument();
    expect(screen.getByText('Possible score increase: up to 45 points')).toBeInTheDocument();
    expect(screen.getByText(/sample data made up for a demonstration/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
  });

  it('shows the purpose in Spanish on a Spanish page, and sends the Spanish text the member agreed to', async () => {
    await i18n.changeLanguage('es');
    const server = { state: atStep3() };
    const { fetch } = renderStep(server, {
      'POST /api/onboarding/credit-pull': () => new Promise<Response>(() => undefined),
    });
    const purpose = await screen.findByRole('checkbox', { name: /^Pido mi propio expediente de crédito/ });
    expect(purpose).toHaveAccessibleName(
      `Pido mi propio expediente de crédito para mi propia revisión. Propósito permitido: ${PERMISSIBLE_PURPOSES.es}`,
    );
    expect(purpose).not.toHaveAccessibleName(/Consumer review/);
    for (const checkbox of screen.getAllByRole('checkbox').slice(0, 3)) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Revisar mi crédito' }));
    const sent = () => fetch.mock.calls.find(([url]) => url === '/api/onboarding/credit-pull');
    await vi.waitFor(() => expect(sent()).toBeDefined());
    const [, init] = sent() ?? [];
    expect(JSON.parse(String(init?.body)).consent.permissiblePurpose).toBe(PERMISSIBLE_PURPOSES.es);
  });

  it('shows the failure with the fallback text, and Try Again goes back to the start', async () => {
    const server = { state: atStep3() };
    renderStep(server, {
      'POST /api/onboarding/credit-pull': () => new Response('Bad gateway', { status: 502 }),
    });
    await screen.findByRole('button', { name: 'Check my credit' });
    await giveAllConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Check my credit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to Pull Credit Report')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'We encountered an issue pulling your credit report. Please try again or contact support.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Back to the start, with the consents just given still ticked.
    expect(screen.getByRole('button', { name: 'Check my credit' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what the server answered when it explains the failure', async () => {
    renderStep(
      { state: atStep3() },
      {
        'POST /api/onboarding/credit-pull': () =>
          jsonResponse(409, { code: 'PULL_IN_PROGRESS', message: 'Pull in progress' }),
      },
    );
    await screen.findByRole('button', { name: 'Check my credit' });
    await giveAllConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Check my credit' }));
    expect(
      await screen.findByText('Your credit report is already being pulled. Please wait a moment.'),
    ).toBeInTheDocument();
  });

  it('picks up a pull still under way after a reload and reads the state until it ends', async () => {
    const server = { state: atStep3({ status: 'in_progress', startedAt: new Date(Date.now() - 5000).toISOString() }) };
    renderStep(server);
    expect(await screen.findByText('Waiting for Experian, Equifax and TransUnion…')).toBeInTheDocument();
    expect(screen.getByText(/^[5-6] seconds so far/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check my credit' })).toBeNull();

    server.state = pulled(aPullResult(8));
    // Eight items are worth 120 points by the rule, but the estimate after a pull stops at 100.
    expect(
      await screen.findByText('Possible score increase: up to 100 points', {}, { timeout: 2500 }),
    ).toBeInTheDocument();
  });

  it('shows a finished pull straight away', async () => {
    renderStep({ state: pulled(aPullResult(1)) });
    expect(await screen.findByText('We found 1 negative item you may be able to dispute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
