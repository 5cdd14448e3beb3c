import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aPlan, thePlans } from '#client/test-support/billing.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { PlanCard } from './plan-card.tsx';

const basic = aPlan('per_dispute');
const professional = aPlan('monthly');

const card = (plan: PlanResponse, props: Partial<Parameters<typeof PlanCard>[0]> = {}) => (
  <PlanCard plan={plan} selectedCount={0} isCurrent={false} disabled={false} onChoose={() => undefined} {...props} />
);

describe('PlanCard', () => {
  it('shows the price, billing and allowance, and chooses the plan', async () => {
    const onChoose = vi.fn();
    renderWithApp(card(basic, { onChoose }));
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('one-time')).toBeInTheDocument();
    expect(screen.getByText('2 disputes in total')).toBeInTheDocument();
    expect(screen.queryByText('Most Popular')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('marks the recommended plan and its monthly allowance', () => {
    renderWithApp(card(professional));
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('5 disputes every month')).toBeInTheDocument();
  });

  it('says how much of a larger selection it covers, and nothing when it covers all', () => {
    const { unmount } = renderWithApp(card(basic, { selectedCount: 3 }));
    expect(
      screen.getByText('Covers 2 of the 3 items you selected; you can dispute the rest later.'),
    ).toBeInTheDocument();
    unmount();
    renderWithApp(card(basic, { selectedCount: 2 }));
    expect(screen.queryByText(/^Covers/)).toBeNull();
  });

  it('cannot be chosen when it is the current plan or while another is under way', () => {
    const { unmount } = renderWithApp(card(professional, { isCurrent: true, disabled: true }));
    expect(screen.getByRole('button', { name: 'Your plan' })).toBeDisabled();
    unmount();
    renderWithApp(card(basic, { disabled: true }));
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
  });

  it('speaks Spanish and keeps the price in dollars', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(card(professional));
    expect(screen.getByRole('button', { name: 'Elegir Profesional' })).toBeInTheDocument();
    expect(screen.getByText('El más popular')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('5 disputas cada mes')).toBeInTheDocument();
  });

  it('sells only what differs between plans, and says when money is taken by the processor of a new plan', async () => {
    serveApi({ 'GET /api/subscription/plans': () => jsonResponse(200, thePlans('stripe')) });
    const { unmount } = renderWithApp(card(basic));
    expect(await screen.findByText('Charged once, after its letters are prepared')).toBeInTheDocument();
    expect(screen.getByText('One payment, no renewal')).toBeInTheDocument();
    unmount();
    renderWithApp(card(aPlan('premium')));
    expect(
      await screen.findByText('Each month charged after it ends, only if letters were prepared in it'),
    ).toBeInTheDocument();
    expect(screen.getByText('15 disputes every month')).toBeInTheDocument();
    expect(screen.getByText('Renews each month; cancel any time')).toBeInTheDocument();
    for (const unbacked of [/Priority support/, /specialist/, /Everything in Professional/, /Debt-validation/]) {
      expect(screen.queryByText(unbacked)).toBeNull();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says a manual plan is paid by payment link after each month, only for its letters, never up front', async () => {
    serveApi({ 'GET /api/subscription/plans': () => jsonResponse(200, thePlans('manual')) });
    renderWithApp(card(professional));
    expect(
      await screen.findByText(
        'Each month paid through a payment link after it ends, only if letters were prepared in it',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/up front/)).toBeNull();
  });
});
