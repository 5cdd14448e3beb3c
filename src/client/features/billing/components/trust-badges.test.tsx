import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { TrustBadges } from './trust-badges.tsx';

describe('TrustBadges', () => {
  it('claims only what the code shows: no compliance or security badge nobody certified', () => {
    render(<TrustBadges />);
    expect(screen.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      '3-business-day right to cancel',
      'No setup fees',
      'Your SSN and ID photos encrypted',
    ]);
    expect(screen.queryByText(/CROA Compliant|Bank-Level Security/)).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<TrustBadges />);
    expect(screen.getByText('Derecho a cancelar en 3 días hábiles')).toBeInTheDocument();
    expect(screen.queryByText(/Cumple con la CROA|nivel bancario/)).toBeNull();
  });
});
