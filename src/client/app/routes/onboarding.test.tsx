import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAcceptedAgreement, anAgreement, aPlan, aSubscription } from '#client/test-support/billing.ts';
import { aPulledState, aSavedProfile, itemId } from '#client/test-support/onboarding.ts';
import {
  type ApiRoutes,
  aMember,
  jsonResponse,
  notSignedIn,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import { aSite } from '#client/test-support/site.ts';
import { PLAN_LIST } from '#shared/constants/plans.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { OnboardingPage } from './onboarding.tsx';

const plans = PLAN_LIST.map((plan) => aPlan(plan.paymentType));

/** The server: the draft it holds (`server.state`) and the plans; PUT /step moves the draft's step. */
function serveDraft(server: { state: OnboardingStateResponse }, routes: ApiRoutes = {}) {
  return serveApi({
    'GET /api/onboarding': () => jsonResponse(200, server.state),
    'GET /api/subscription/plans': () => jsonResponse(200, { plans, processor: 'manual' }),
    'GET /api/site': () => jsonResponse(200, aSite({ creditProvider: 'mismo', reportWays: ['manual', 'file'] })),
    'PUT /api/onboarding/step': (init) => {
      server.state = { ...server.state, currentStep: JSON.parse(String(init?.body)).step };
      return jsonResponse(200, server.state);
    },
    ...routes,
  });
}

describe('OnboardingPage', () => {
  it('resumes where the visitor left off', async () => {
    serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with CreditPath' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose what to dispute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 4: Choose items (current step)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /^Step 5: Create your account \(locked/ })).toBeDisabled();
    expect(screen.getByText('Step 4 of 6: Choose items')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Step 4: Choose items (current step)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Step 5: Create your account/ })).toBeEnabled();
  });

  it('opens a completed step from the indicator and tells the server where the visitor is', async () => {
    const fetch = serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Step 1: Your details (completed)' }));
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    await vi.waitFor(() => expect(sentBodies(fetch, 'PUT /api/onboarding/step')).toEqual([{ step: 1 }]));

    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Bring your reports (completed)' }));
    expect(screen.getByRole('heading', { name: 'Your report' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Photos of your ID' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(sentBodies(fetch, 'PUT /api/onboarding/step')).toEqual([{ step: 1 }, { step: 3 }, { step: 2 }]),
    );
  });

  it('goes back to the first open step when the server says a step is locked', async () => {
    serveDraft(
      { state: aPulledState({ currentStep: 4 }) },
      {
        'PUT /api/onboarding/step': () => jsonResponse(409, { code: 'STEP_LOCKED', message: 'Step locked' }),
      },
    );
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    await userEvent.click(await screen.findByRole('button', { name: 'Step 2: ID photos (completed)' }));
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
    await vi.waitFor(() => expect(sentBodies(fetch, 'PUT /api/onboarding/step')).toEqual([{ step: 2 }]));
    expect(screen.getByRole('button', { name: 'Step 1: Your details (completed)' })).toBeEnabled();
  });

  it('starts step 4 with the plan named in the link', async () => {
    serveDraft({ state: aPulledState({ currentStep: 4 }) });
    renderWithApp(<OnboardingPage />, { path: '/onboarding?plan=premium' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dispute Creditor 1' }));
    expect(screen.getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(screen.getByText('1 of 15 selected with the Premium plan')).toBeInTheDocument();
  });

  it('makes the account at step 5, then as the member waits at step 6 for the confirmed email', async () => {
    const selection = { paymentType: 'monthly' as const, selectedItems: [itemId(1)], selectedDisputeReasons: {} };
    const server = {
      state: aPulledState({ currentStep: 5, completedSteps: [1, 2, 3, 4], selection }),
      user: null as ReturnType<typeof aMember> | null,
    };
    serveDraft(server, {
      'GET /api/auth/user': () => (server.user ? jsonResponse(200, server.user) : notSignedIn()),
      'GET /api/subscription': () => jsonResponse(200, aSubscription()),
      'POST /api/onboarding/create-account': () => {
        // The new account is signed in; the draft is the member's now, at step 6.
        server.user = aMember({ emailVerified: false });
        server.state = { ...server.state, viewer: 'member', completedSteps: [1, 2, 3, 4, 5], currentStep: 6 };
        return jsonResponse(202, { email: 'ana@example.com' });
      },
    });
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'long-enough-pass');
    await userEvent.type(screen.getByLabelText('Confirm password', { exact: true }), 'long-enough-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(
      await screen.findByText(
        'We sent a link to ana@example.com; open it, then come back here. This page goes on by itself once your email is confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 6 of 6: Agreement and plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    // The link opened elsewhere: the page finds out by itself.
    server.user = aMember({ emailVerified: true });
    expect(await screen.findByRole('button', { name: 'Read the agreement' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start my plan' })).toBeDisabled();
  });

  it('at step 6 signs the agreement as the member and starts the plan with nothing charged', async () => {
    const selection = {
      paymentType: 'monthly' as const,
      selectedItems: [itemId(1), itemId(2)],
      selectedDisputeReasons: { [itemId(1)]: ['not_mine' as const] },
    };
    const server = {
      state: aPulledState({ viewer: 'member', currentStep: 6, completedSteps: [1, 2, 3, 4, 5], selection }),
      subscription: aSubscription(),
    };
    const fetch = serveDraft(server, {
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
      'GET /api/subscription': () => jsonResponse(200, server.subscription),
      'GET /api/subscription/agreement?plan=monthly&lang=en': () => jsonResponse(200, anAgreement()),
      'POST /api/subscription/agreement': () => {
        server.subscription = aSubscription({ acceptedAgreement: anAcceptedAgreement('monthly') });
        return jsonResponse(201, anAcceptedAgreement('monthly'));
      },
      'POST /api/subscription/start': () =>
        jsonResponse(200, { disputesCreated: 2, subscriptionId: '00000000-0000-4000-8000-00000000aaaa' }),
      'DELETE /api/onboarding': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<OnboardingPage />, {
      path: '/onboarding',
      extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
    });
    expect(await screen.findByText(/^Professional plan: \$120\.00/)).toBeInTheDocument();
    expect(screen.getByText('2 items to dispute')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read the agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you sign: your rights and our agreement' });
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The deadline reads as the dialog's did: day, time and zone named (tests run in UTC).
    expect(
      await screen.findByText('Signed. You may cancel until 11/26/2026, 5:00 AM UTC. Nothing has been charged.'),
    ).toBeInTheDocument();

    expect(await screen.findByText(/Nothing is charged when your plan starts/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Start my plan' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toContain('POST /api/subscription/agreement');
    expect(calls).toContain('DELETE /api/onboarding');
    // No payment is reported or asked for: only the plan's start.
    expect(calls.filter((call) => /payment|checkout/.test(call))).toEqual([]);
    expect(sentBodies(fetch, 'POST /api/subscription/start')[0]).toEqual(selection);
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
    expect(screen.getByRole('button', { name: 'Step 1: Your details (current step)' })).toBeInTheDocument();
  });

  it('links a member at step 6 to the dashboard and speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveDraft(
      { state: aPulledState({ viewer: 'member', currentStep: 6, completedSteps: [1, 2, 3, 4, 5] }) },
      {
        'GET /api/auth/user': () => jsonResponse(200, aMember({ emailVerified: false })),
      },
    );
    renderWithApp(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Empiece con CreditPath' })).toBeInTheDocument();
    expect(screen.getByText('Paso 6 de 6: Contrato y plan')).toBeInTheDocument();
  });

  it('sends a member with nothing to finish here to the dashboard, where the plans are', async () => {
    serveDraft({ state: anOnboardingState({ viewer: 'member' }) });
    renderWithApp(<OnboardingPage />, {
      path: '/onboarding',
      extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
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
