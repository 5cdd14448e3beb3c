import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#client/test-support/render.tsx';
import { ScorePanel } from './score-panel.tsx';

describe('ScorePanel', () => {
  it('shows each bureau with its band, and says which bureau did not answer', () => {
    renderWithApp(
      <ScorePanel
        report={{
          creditScore: 700,
          experianScore: 745,
          equifaxScore: null,
          transunionScore: 655,
          bureausReturned: ['experian', 'transunion'],
        }}
      />,
    );
    expect(screen.getByText('745')).toBeInTheDocument();
    expect(screen.getByText('Very good')).toBeInTheDocument();
    expect(screen.getByText('Fair')).toBeInTheDocument();
    expect(screen.getByText('This bureau was not in the report.')).toBeInTheDocument();
    expect(screen.getByText('Lender risk: low')).toBeInTheDocument();
  });

  it('shows no number when no bureau scored the file, and says how to see a real score', () => {
    renderWithApp(
      <ScorePanel
        report={{
          creditScore: null,
          experianScore: null,
          equifaxScore: null,
          transunionScore: null,
          bureausReturned: ['experian'],
        }}
      />,
    );
    expect(screen.getByText('No credit score in this report')).toBeInTheDocument();
    expect(screen.getByText(/many credit card companies and banks show their customers a free score/)).toBeVisible();
    expect(screen.queryByText(/\d{3}/)).toBeNull();
    expect(screen.queryByText(/confidence|estimate/i)).toBeNull();
  });
});
