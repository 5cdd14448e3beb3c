import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsIncluded } from './whats-included.tsx';

describe('WhatsIncluded', () => {
  it('lists the later letters and debt validation every plan gets, which never count against it', () => {
    render(<WhatsIncluded />);
    expect(screen.getByRole('heading', { name: "What's included in every plan" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Every round after the first' })).toBeInTheDocument();
    expect(screen.getByText(/asking the collector to validate the debt/)).toBeInTheDocument();
    expect(screen.getByText(/they never count against your plan/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
