import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsIncluded } from './whats-included.tsx';

describe('WhatsIncluded', () => {
  it('lists the follow-up and debt-validation letters every plan gets', () => {
    render(<WhatsIncluded />);
    expect(screen.getByRole('heading', { name: "What's included in every plan" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow-up letters' })).toBeInTheDocument();
    expect(screen.getByText(/asking the collector to validate the debt/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
