import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render.tsx';
import { LandingPage } from './landing.tsx';

describe('LandingPage', () => {
  it('starts the onboarding with the plan a visitor picks', () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Start with Basic' })).toHaveAttribute('href', '/onboarding?plan=onetime');
    expect(screen.getByRole('link', { name: 'Start with Professional' })).toHaveAttribute(
      'href',
      '/onboarding?plan=monthly',
    );
    expect(screen.getByRole('link', { name: 'Start with Premium' })).toHaveAttribute(
      'href',
      '/onboarding?plan=premium',
    );
    expect(screen.getByText('$120.00')).toBeInTheDocument();
  });
});
