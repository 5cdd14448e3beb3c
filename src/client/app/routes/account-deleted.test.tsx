import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { AccountDeletedPage } from './account-deleted.tsx';

describe('AccountDeletedPage', () => {
  it('says the account is gone, what is kept, and leads home', () => {
    renderWithApp(<AccountDeletedPage />);
    expect(screen.getByRole('heading', { name: 'Your account was deleted' })).toBeInTheDocument();
    expect(
      screen.getByText(/we keep your signed contract and payment records, encrypted, for 5 years/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/landing');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<AccountDeletedPage />);
    expect(screen.getByRole('heading', { name: 'Su cuenta fue eliminada' })).toBeInTheDocument();
    expect(screen.getByText(/durante 5 años/)).toBeInTheDocument();
  });
});
