import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NegativeItemReview } from '#client/features/credit/components/negative-item-review.tsx';
import { DisputeItemForm } from '#client/features/disputes/components/dispute-item-form.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { aNegativeItem } from '#client/test-support/credit.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import type { NegativeItem } from '#shared/schemas/credit.ts';

const midwest = aNegativeItem({ id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d01', creditorName: 'Midwest Recovery Group' });
const alreadyDisputed = aNegativeItem({
  id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d02',
  creditorName: 'Capital Card Services',
  isDisputed: true,
});
const northStar = aNegativeItem({ id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d03', creditorName: 'North Star Auto' });
const items = [midwest, alreadyDisputed, northStar];

function Subscribe() {
  const { pathname, search } = useLocation();
  return <p>subscribe page at {`${pathname}${search}`}</p>;
}

function renderReview(list: NegativeItem[] = items) {
  return renderWithApp(<NegativeItemReview items={list} disputeAction={DisputeItemForm} />, {
    path: '/dashboard',
    extraRoutes: [{ path: '/subscribe', element: <Subscribe /> }],
  });
}

const proceed = () => screen.getByRole('button', { name: 'Choose your plan' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name} to dispute` });

describe('dashboard selection', () => {
  it('offers a checkbox only for items not already being disputed', () => {
    renderReview();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(checkbox('Midwest Recovery Group')).not.toBeChecked();
    expect(checkbox('North Star Auto')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Capital Card Services/ })).toBeNull();
    expect(screen.getByText('Capital Card Services')).toBeInTheDocument();
  });

  it('cannot proceed with nothing selected', () => {
    renderReview();
    expect(screen.getByText('Select the items you want to dispute.')).toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Choose your plan' })).toBeNull();
  });

  it('selects and deselects all, with the count and the estimate', async () => {
    renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(checkbox('Midwest Recovery Group')).toBeChecked();
    expect(checkbox('North Star Auto')).toBeChecked();
    expect(screen.getByText('2 items selected, about $100.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(proceed()).toBeDisabled();
  });

  it('takes the chosen items to the plans, in list order', async () => {
    renderReview();
    await userEvent.click(checkbox('North Star Auto'));
    expect(screen.getByText('1 item selected, about $50.00')).toBeInTheDocument();
    await userEvent.click(checkbox('Midwest Recovery Group'));

    const link = screen.getByRole('link', { name: 'Choose your plan' });
    expect(link).toHaveAttribute('href', `/subscribe?selectedItems=${midwest.id},${northStar.id}`);
    await userEvent.click(link);
    expect(
      screen.getByText(`subscribe page at /subscribe?selectedItems=${midwest.id},${northStar.id}`),
    ).toBeInTheDocument();
  });

  it('unticking an item takes it out of the selection', async () => {
    renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await userEvent.click(checkbox('Midwest Recovery Group'));
    expect(screen.getByText('1 item selected, about $50.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your plan' })).toHaveAttribute(
      'href',
      `/subscribe?selectedItems=${northStar.id}`,
    );
  });

  it('shows no selection tools when every item is already disputed', () => {
    renderReview([alreadyDisputed]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose your plan' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar todo' }));
    expect(screen.getByText('2 partidas seleccionadas, alrededor de $100.00')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar North Star Auto para disputar' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Elegir su plan' })).toBeInTheDocument();
  });
});
