import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAdminDispute } from '#client/test-support/admin.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { AdminDisputeCard } from './admin-dispute-card.tsx';

// The member chose "Payment was made on time" on the create form, then the dates in the item's dialog.
const dispute = anAdminDispute({
  reasonCode: 'paid_on_time',
  reasonCodes: ['paid_on_time', 'incorrect_dates'],
  reasonText: 'Payment was made on time',
});

const renderCard = () =>
  renderWithApp(
    <ul>
      <AdminDisputeCard dispute={dispute} />
    </ul>,
  );

describe('AdminDisputeCard', () => {
  it('shows every reason the member chose, by the labels the member read', () => {
    renderCard();
    const card = screen.getByRole('listitem', { name: dispute.accountName });
    expect(within(card).getByText('Reasons')).toBeInTheDocument();
    expect(within(card).getByText('I made my payments on time · The dates are wrong')).toBeInTheDocument();
    expect(within(card).queryByText(/Another reason/)).toBeNull();
  });

  it('keeps "Record answer" pinned at the right edge of the bureau table, which scrolls on a phone', () => {
    renderCard();
    const card = screen.getByRole('listitem', { name: dispute.accountName });
    const buttons = within(card).getAllByRole('button', { name: /^Record the answer of / });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.closest('td')).toHaveClass('sticky', 'right-0', 'bg-card');
    expect(within(card).getByRole('columnheader', { name: 'Actions' })).toHaveClass('sticky', 'right-0', 'bg-muted');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderCard();
    expect(screen.getByText('Motivos')).toBeInTheDocument();
    expect(screen.getByText('Hice mis pagos a tiempo · Las fechas son incorrectas')).toBeInTheDocument();
  });
});
