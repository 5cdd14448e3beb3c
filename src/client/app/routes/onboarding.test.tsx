import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_LIST } from '#shared/constants/plans.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { i18n } from '../../lib/i18n.ts';
import { anAcceptedAgreement, anAgreement, aPlan } from '../../test-support/billing.ts';
import { anOnboardingState, aPulledState, aSavedProfile, itemId } from '../../test-support/onboarding.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '../../test-support/render.tsx';
import { OnboardingPage } from './onboarding.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const plans = PLAN_LIST.map((plan) => aPlan(plan.paymentType));

/** The server: the draft it holds (`server.state`) and the plans; PUT /step moves the draft's step. */
function serveDraft(server: { state: OnboardingStateResponse }, routes: ApiRoutes = {}) {
  return serveApi({
    'GET /api/onboarding': () => jsonResponse(200, server.state),
    'GET /api/subscription/plans': () => jsonResponse(200, { plans, processor: 'manual' }),
    'PUT /api/onboarding/step': (init) => {
      server.state = { ...server.state, currentStep: JSON.parse(String(init?.body)).step };
      return jsonResponse(200, server.state);
    },
    ...routes,
  });
}

const stepBodies = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/onboarding/step' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('OnboardingPage', () => {
  it('resumes where the visitor left off', async () => {
    serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with CreditPath' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose what to dispute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 4: Select disputes (current step)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /^Step 5: Payment \(locked/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/login');
  });

  it('keeps step 4’s choice on the draft as it is made, so a reload finds the step and the choice', async () => {
    const server = { state: aPulledState({ currentStep: 4 }) };
    serveDraft(server, {
      'PUT /api/onboarding/selection': (init) => {
        const selection = { selectedDisputeReasons: {}, ...JSON.parse(String(init?.body)) };
        server.state = { ...server.state, selection, completedSteps: [1, 2, 3, 4] };
        return jsonResponse(200, server.state);
      },
    });
    const first = renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dispute Creditor 2' }));
    await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    await vi.waitFor(() => expect(server.state.selection?.paymentType).toBe('premium'));
    first.unmount();

    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('checkbox', { name: 'Dispute Creditor 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dispute Creditor 1' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Step 4: Select disputes (current step)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Step 5: Payment/ })).toBeEnabled();
  });

  it('opens a completed step from the indicator and tells the server where the visitor is', async () => {
    const fetch = serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Step 1: Personal info (completed)' }));
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    await vi.waitFor(() => expect(stepBodies(fetch)).toEqual([{ step: 1 }]));

    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Credit check (completed)' }));
    expect(screen.getByText('Your credit report is ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Photos of your ID' })).toBeInTheDocument();
    await vi.waitFor(() => expect(stepBodies(fetch)).toEqual([{ step: 1 }, { step: 3 }, { step: 2 }]));
  });

  it('goes back to the first open step when the server says a step is locked', async () => {
    serveDraft(
      { state: aPulledState({ currentStep: 4 }) },
      {
        'PUT /api/onboarding/step': () => jsonResponse(409, { code: 'STEP_LOCKED', message: 'Step locked' }),
      },
    );
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Step 2: ID upload (completed)' }));
    expect(await screen.findByText('Please finish the earlier steps first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose what to dispute' })).toBeInTheDocument();
  });

  it('saves step 1 and moves to step 2', async () => {
    const server = { state: anOnboardingState({ profile: aSavedProfile() }) };
    const fetch = serveDraft(server, {
      'PUT /api/onboarding/profile': () => {
        server.state = { ...server.state, completedSteps: [1] };
        return jsonResponse(200, server.state);
      },
    });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Photos of your ID' })).toBeInTheDocument();
    await vi.waitFor(() => expect(stepBodies(fetch)).toEqual([{ step: 2 }]));
    expect(screen.getByRole('button', { name: 'Step 1: Personal info (completed)' })).toBeEnabled();
  });

  it('starts step 4 with the plan named in the link', async () => {
    serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding?plan=premium' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dispute Creditor 1' }));
    expect(screen.getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(screen.getByText('1 of 15 selected with the Premium plan')).toBeInTheDocument();
  });

  it('stores the agreement in the draft before the payment page can open', async () => {
    const server = {
      state: aPulledState({
        currentStep: 5,
        completedSteps: [1, 2, 3, 4],
        selection: { paymentType: 'monthly', selectedItems: [itemId(1)], selectedDisputeReasons: {} },
      }),
    };
    const fetch = serveDraft(server, {
      'GET /api/subscription/agreement?plan=monthly&lang=en': () => jsonResponse(200, anAgreement()),
      'POST /api/onboarding/agreement': () => {
        server.state = { ...server.state, agreement: anAcceptedAgreement('monthly') };
        return jsonResponse(200, anAcceptedAgreement('monthly'));
      },
    });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('button', { name: 'Pay $120.00' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Read the agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay: your rights and our agreement' });
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and go to payment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Pay $120.00' })).toBeEnabled();
    const posted = fetch.mock.calls.filter(([url]) => url === '/api/onboarding/agreement');
    expect(posted.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { plan: 'monthly', version: '2026-01', lang: 'en' },
    ]);
    expect(fetch.mock.calls.some(([url]) => url === '/api/subscription/agreement')).toBe(false);
  });

  it('starts over after asking, on a fresh draft', async () => {
    const server = { state: aPulledState({ currentStep: 4 }) };
    const fetch = serveDraft(server, {
      'DELETE /api/onboarding': () => {
        server.state = anOnboardingState();
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByText(/This deletes everything you entered here/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my progress' }));
    expect(fetch).not.toHaveBeenCalledWith('/api/onboarding', expect.objectContaining({ method: 'DELETE' }));

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete and start over' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Step 1: Personal info (current step)' })).toBeInTheDocument();
  });

  it('links a signed-in member to the dashboard and speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveDraft({ state: aPulledState({ viewer: 'member', currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Empiece con CreditPath' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elija qué disputar' })).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 6: Elegir disputas')).toBeInTheDocument();
  });

  it('offers to try again when the draft cannot be read', async () => {
    serveApi({
      'GET /api/onboarding': () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
      'GET /api/subscription/plans': () => jsonResponse(200, { plans, processor: 'manual' }),
    });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
