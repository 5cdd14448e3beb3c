import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { aBureauView, aNegativeItem } from '../../../test-support/credit.ts';
import { renderWithApp } from '../../../test-support/render.tsx';
import { NegativeItemDetails } from './negative-item-details.tsx';

const item = aNegativeItem({
  originalCreditorName: 'Sunrise Medical Center',
  reportingEndsOn: '2025-06-30',
  bureaus: ['experian', 'equifax'],
  views: [aBureauView({ balanceCents: 120_000 }), aBureauView({ bureau: 'equifax', balanceCents: 95_000 })],
  disputeReasons: [
    {
      code: 'outdated',
      rule: 'outdated',
      bureaus: ['experian', 'equifax'],
      relatedTradelineKey: null,
      explanation: { en: 'It is past the 7-year limit.', es: 'Ya pasó el límite de 7 años.' },
    },
  ],
});

describe('NegativeItemDetails', () => {
  it('pre-selects the reasons found, explains them in the member’s language, and shows each bureau', async () => {
    renderWithApp(<NegativeItemDetails item={item} onClose={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: /It is too old to be reported/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /This account is not mine/ })).not.toBeChecked();
    expect(screen.getByText('It is past the 7-year limit.')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('$950.00')).toBeInTheDocument();
    expect(screen.getByText('06/30/2025')).toBeInTheDocument();
    expect(screen.getByText(/A collection can lower a score by 100 points or more/)).toBeInTheDocument();
  });

  it('asks for at least one reason when none is selected', async () => {
    renderWithApp(<NegativeItemDetails item={item} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /It is too old to be reported/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No Reasons Selected - Please select at least one dispute reason.',
    );
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<NegativeItemDetails item={item} onClose={() => undefined} />);
    expect(screen.getByText('Ya pasó el límite de 7 años.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Es demasiado antigua para aparecer/ })).toBeChecked();
  });
});
