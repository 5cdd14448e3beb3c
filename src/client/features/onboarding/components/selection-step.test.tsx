import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aPlan } from '#client/test-support/billing.ts';
import { aPulledState, aPullResult, itemId } from '#client/test-support/onboarding.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { PaymentType } from '#shared/constants/plans.ts';
import { PLAN_LIST } from '#shared/constants/plans.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { SelectionStep } from './selection-step.tsx';

const plans = PLAN_LIST.map((plan) => aPlan(plan.paymentType));

/** The draft as the server keeps it: each save or clear answers the state with the selection it now holds. */
function serveDraft(routes: ApiRoutes = {}) {
  const draft: { selection: OnboardingStateResponse['selection'] } = { selection: null };
  const fetch = serveApi({
    'PUT /api/onboarding/selection': (init) => {
      draft.selection = { selectedDisputeReasons: {}, ...JSON.parse(String(init?.body)) };
      return jsonResponse(200, aPulledState({ selection: draft.selection }));
    },
    'DELETE /api/onboarding/selection': () => {
      draft.selection = null;
      return jsonResponse(200, aPulledState({ selection: null }));
    },
    ...routes,
  });
  return { fetch, draft };
}

const selectionCalls = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/onboarding/selection')
    .map(([, init]) => [init?.method, init?.body ? JSON.parse(String(init.body)) : null]);

function renderStep({
  count = 4,
  saved = null,
  planFromLink = null,
  routes = {},
}: {
  count?: number;
  saved?: OnboardingStateResponse['selection'];
  planFromLink?: PaymentType | null;
  routes?: ApiRoutes;
} = {}) {
  const onSaved = vi.fn();
  const server = serveDraft(routes);
  renderWithApp(
    <SelectionStep
      items={aPullResult(count).negativeItems}
      saved={saved}
      plans={plans}
      planFromLink={planFromLink}
      onPrevious={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { onSaved, ...server };
}

const item = (n: number) => screen.getByRole('checkbox', { name: `Dispute Creditor ${n}` });
const reasons = (n: number) => screen.getByRole('group', { name: `Reasons to dispute Creditor ${n}` });
const reason = (n: number, name: RegExp) => within(reasons(n)).getByRole('checkbox', { name });
const plan = (name: RegExp) => screen.getByRole('radio', { name });

describe('SelectionStep', () => {
  it('lists the items with the reasons found, shows the plans only once an item is chosen, and no score estimate', async () => {
    renderStep();
    expect(screen.getByText('0 of 5 selected with the Professional plan')).toBeInTheDocument();
    expect(reason(1, /^The amount is wrong$/)).toHaveAccessibleDescription('The balances differ.');
    expect(screen.queryByRole('radio')).toBeNull();

    await userEvent.click(item(1));
    expect(plan(/Professional/)).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(item(2));
    expect(screen.getByText('2 of 5 selected with the Professional plan')).toBeInTheDocument();
    // No number without a source: nothing backs a score increase per item.
    expect(document.body.textContent).not.toMatch(/score increase|points/i);
  });

  it('disables the items not chosen once the plan’s limit is reached', async () => {
    renderStep({ planFromLink: 'per_dispute' });
    await userEvent.click(item(1));
    await userEvent.click(item(2));
    expect(screen.getByText('2 of 2 selected with the Basic plan')).toBeInTheDocument();
    expect(screen.getByText(/You have reached your plan's limit/)).toBeInTheDocument();
    expect(item(3)).toBeDisabled();
    expect(reason(3, /This account is not mine/)).toBeDisabled();
    expect(item(1)).toBeEnabled();

    await userEvent.click(item(2));
    expect(item(3)).toBeEnabled();
  });

  it('selects an item when one of its reasons is ticked, and clears its reasons when it is unticked', async () => {
    renderStep();
    await userEvent.click(reason(2, /This account is not mine/));
    expect(item(2)).toBeChecked();
    await userEvent.click(reason(2, /The amount is wrong/));
    expect(reason(2, /The amount is wrong/)).toBeChecked();

    await userEvent.click(item(2));
    expect(reason(2, /This account is not mine/)).not.toBeChecked();
    expect(reason(2, /The amount is wrong/)).not.toBeChecked();
  });

  it('ticks the reasons found when an item is chosen, and asks for one before going on when all are unticked', async () => {
    const { fetch, onSaved } = renderStep();
    await userEvent.click(item(1));
    expect(reason(1, /This account is not mine/)).toBeChecked();
    expect(reason(1, /The amount is wrong/)).toBeChecked();
    await userEvent.click(reason(1, /This account is not mine/));
    await userEvent.click(reason(1, /The amount is wrong/));
    expect(item(1)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tick at least one reason for Creditor 1, or uncheck the item.',
    );
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(reason(1, /The amount is wrong/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(selectionCalls(fetch).at(-1)?.[1]).toMatchObject({
      selectedDisputeReasons: { [itemId(1)]: ['incorrect_amount'] },
    });
  });

  it('shows a saved item without ticked reasons with the found ones ticked, the ones its letter would give', () => {
    renderStep({
      saved: { paymentType: 'monthly', selectedItems: [itemId(2)], selectedDisputeReasons: {} },
    });
    expect(reason(2, /This account is not mine/)).toBeChecked();
    expect(reason(2, /The amount is wrong/)).toBeChecked();
  });

  it('tags the monthly plan BEST VALUE from 3 items', async () => {
    renderStep();
    await userEvent.click(item(1));
    await userEvent.click(item(2));
    expect(screen.queryByText('BEST VALUE')).toBeNull();
    await userEvent.click(item(3));
    expect(within(plan(/Professional/).closest('label') as HTMLElement).getByText('BEST VALUE')).toBeInTheDocument();
    expect(screen.getAllByText('BEST VALUE')).toHaveLength(1);
  });

  it('does not let a smaller plan drop chosen items: the member unselects some first', async () => {
    renderStep();
    for (const n of [1, 2, 3]) await userEvent.click(item(n));
    const basic = plan(/Basic/);
    expect(basic).toBeDisabled();
    expect(basic).toHaveAccessibleDescription('Allows 2 items. Unselect some items first to choose this plan.');

    await userEvent.click(plan(/Premium/));
    expect(screen.getByText('3 of 15 selected with the Premium plan')).toBeInTheDocument();
    await userEvent.click(item(3));
    await userEvent.click(plan(/Basic/));
    expect(plan(/Basic/)).toBeChecked();
    expect(screen.getByText('2 of 2 selected with the Basic plan')).toBeInTheDocument();
  });

  it('asks for at least one item before going on', async () => {
    const { fetch, onSaved } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one item to dispute.');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes the "select at least one item" message away as soon as an item is chosen', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one item to dispute.');
    await userEvent.click(item(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps each change on the draft as it is made, and forgets the choice when every item is unchosen', async () => {
    const { fetch, draft, onSaved } = renderStep();
    await userEvent.click(item(1));
    await vi.waitFor(() => expect(draft.selection?.selectedItems).toEqual([itemId(1)]));
    await userEvent.click(reason(2, /This account is not mine/));
    await userEvent.click(plan(/Premium/));
    await vi.waitFor(() =>
      expect(draft.selection).toEqual({
        paymentType: 'premium',
        selectedItems: [itemId(1), itemId(2)],
        selectedDisputeReasons: { [itemId(1)]: ['not_mine', 'incorrect_amount'], [itemId(2)]: ['not_mine'] },
      }),
    );
    await userEvent.click(item(1));
    await userEvent.click(item(2));
    await vi.waitFor(() => expect(draft.selection).toBeNull());
    expect(selectionCalls(fetch).map(([method]) => method)).toEqual(['PUT', 'PUT', 'PUT', 'PUT', 'DELETE']);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves the items, the plan and the reasons, then goes on', async () => {
    const { fetch, onSaved } = renderStep();
    await userEvent.click(reason(1, /The amount is wrong/));
    await userEvent.click(item(3));
    await userEvent.click(plan(/Premium/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(selectionCalls(fetch).at(-1)).toEqual([
      'PUT',
      {
        paymentType: 'premium',
        selectedItems: [itemId(1), itemId(3)],
        selectedDisputeReasons: { [itemId(1)]: ['incorrect_amount'], [itemId(3)]: ['not_mine', 'incorrect_amount'] },
      },
    ]);
  });

  it('says when the server finds the selection over the plan’s limit', async () => {
    renderStep({
      routes: {
        'PUT /api/onboarding/selection': () =>
          jsonResponse(409, { code: 'SELECTION_OVER_LIMIT', message: 'Over limit', reason: '2' }),
      },
    });
    await userEvent.click(item(1));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't save your selection: Your plan allows up to 2 disputes. Remove some items and try again.",
    );
  });

  it('starts from the saved selection, which wins over the plan in the link', () => {
    renderStep({
      planFromLink: 'premium',
      saved: {
        paymentType: 'per_dispute',
        selectedItems: [itemId(2)],
        selectedDisputeReasons: { [itemId(2)]: ['not_mine'] },
      },
    });
    expect(item(2)).toBeChecked();
    expect(reason(2, /This account is not mine/)).toBeChecked();
    expect(plan(/Basic/)).toBeChecked();
  });

  it('speaks Spanish, with the explanations in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderStep();
    expect(screen.getByText('0 de 5 elegidas con el plan Profesional')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Motivos para disputar Creditor 1' })).getByRole('checkbox', {
        name: 'El monto es incorrecto',
      }),
    ).toHaveAccessibleDescription('Los saldos no coinciden.');
    for (const n of [1, 2, 3]) await userEvent.click(screen.getByRole('checkbox', { name: `Disputar Creditor ${n}` }));
    expect(screen.getByText('MEJOR VALOR')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/puntos/);
  });
});
