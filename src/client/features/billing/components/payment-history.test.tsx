import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import type { PaymentResponse } from '#shared/schemas/subscription.ts';
import { PaymentHistory } from './payment-history.tsx';

const purchase: PaymentResponse = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41',
  kind: 'purchase',
  paymentType: 'monthly',
  amountCents: 12000,
  status: 'completed',
  periodIndex: 0,
  // Midday UTC, so the day reads the same in any US time zone.
  createdAt: '2026-10-15T17:00:00.000Z',
  reportedAt: null,
  failureReason: null,
  dueAt: null,
};
const renewal: PaymentResponse = {
  ...purchase,
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42',
  kind: 'renewal',
  status: 'awaiting_verification',
  periodIndex: 1,
  createdAt: '2026-11-15T17:00:00.000Z',
};
const refund: PaymentResponse = {
  ...purchase,
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43',
  kind: 'refund',
  status: 'refund_due',
  periodIndex: null,
  createdAt: '2026-11-16T17:00:00.000Z',
};

describe('PaymentHistory', () => {
  it('says there are no payments yet', () => {
    renderWithApp(<PaymentHistory payments={[]} />);
    expect(screen.getByRole('heading', { name: 'Payment history' })).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('lists each payment with what it was for, the amount, the day and its status', () => {
    renderWithApp(<PaymentHistory payments={[purchase, renewal, refund]} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    // Billed in arrears, a monthly plan's first charge is month 1's, read like the months after it.
    expect(within(first as HTMLElement).getByText('Professional plan, month 1')).toBeInTheDocument();
    expect(first).toHaveTextContent('$120.00');
    expect(first).toHaveTextContent('10/15/2026');
    expect(within(first as HTMLElement).getByText('Paid')).toBeInTheDocument();
    // periodIndex counts from 0: the second period is "month 2".
    expect(within(second as HTMLElement).getByText('Professional plan, month 2')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('Refund')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('Refund due')).toBeInTheDocument();
  });

  it('gives a refund owed the day it is returned by', () => {
    renderWithApp(<PaymentHistory payments={[{ ...refund, dueAt: '2026-11-26T17:00:00.000Z' }]} />);
    expect(screen.getByText('Refund due by 11/26/2026')).toBeInTheDocument();
  });

  it('reads each state of a card payment plainly, and never shows a price not taken as a charge', () => {
    const row = (id: number, overrides: Partial<PaymentResponse>): PaymentResponse => ({
      ...purchase,
      id: `5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c${50 + id}`,
      ...overrides,
    });
    renderWithApp(
      <PaymentHistory
        payments={[
          row(1, { status: 'scheduled' }),
          row(2, { kind: 'renewal', periodIndex: 1, status: 'processing' }),
          row(3, { kind: 'renewal', periodIndex: 2, status: 'failed', failureReason: 'card_declined' }),
          row(4, { kind: 'renewal', periodIndex: 3, status: 'waived' }),
          row(5, { kind: 'chargeback', periodIndex: null, amountCents: -12000, status: 'refunded' }),
          row(6, { status: 'cancelled' }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const [scheduled, processing, failed, waived, chargeback, cancelled] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(scheduled).getByText('Not charged yet: charged only once its letters exist')).toBeInTheDocument();
    // Said once, by the status; the price beside it is muted.
    expect(scheduled.textContent?.match(/not charged yet/gi)).toHaveLength(1);
    expect(within(scheduled).getByText('$120.00')).toHaveClass('text-muted-foreground');
    expect(within(processing).getByText('Charging your card')).toBeInTheDocument();
    expect(processing).not.toHaveTextContent(/not charged/);
    expect(within(failed).getByText('Declined: update your card')).toBeInTheDocument();
    expect(within(waived).getByText('Not charged: no letters that month')).toBeInTheDocument();
    expect(waived.textContent?.match(/not charged/gi)).toHaveLength(1);
    expect(within(processing).getByText('$120.00')).not.toHaveClass('text-muted-foreground');
    expect(within(chargeback).getByText('Chargeback (your bank took the payment back)')).toBeInTheDocument();
    expect(chargeback).toHaveTextContent('-$120.00');
    expect(within(chargeback).getByText('Refunded')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled: nothing owed')).toBeInTheDocument();
  });

  it('reads a one-time plan’s scheduled charge truly too: it has no months', () => {
    renderWithApp(<PaymentHistory payments={[{ ...purchase, paymentType: 'per_dispute', status: 'scheduled' }]} />);
    const [row] = screen.getAllByRole('listitem');
    expect(row).toHaveTextContent('Basic plan');
    expect(
      within(row as HTMLElement).getByText('Not charged yet: charged only once its letters exist'),
    ).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/month/);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<PaymentHistory payments={[renewal]} />);
    expect(screen.getByRole('heading', { name: 'Historial de pagos' })).toBeInTheDocument();
    expect(screen.getByText('Plan Profesional, mes 2')).toBeInTheDocument();
    expect(screen.getByText('En verificación')).toBeInTheDocument();
  });

  it('says in Spanish that a scheduled payment is not charged yet', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<PaymentHistory payments={[{ ...renewal, status: 'scheduled' }]} />);
    expect(screen.getByText('Aún sin cobrar: se cobra solo cuando existan sus cartas')).toBeInTheDocument();
  });
});
