import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatInstantDay } from '../../../lib/format.ts';
import { aBureauRow, aSentDispute, daysFromNow } from '../../../test-support/disputes.ts';
import { jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { BureauPanel } from './bureau-panel.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const id = '31111111-1111-4111-8111-111111111111';
const dispute = aSentDispute({
  id,
  status: 'in_review',
  bureaus: [
    aBureauRow('experian', { sentAt: daysFromNow(-5), responseDueAt: daysFromNow(25), daysLeft: 25 }),
    aBureauRow('equifax', {
      sentAt: daysFromNow(-40),
      responseDueAt: daysFromNow(-10),
      daysLeft: 0,
      overdue: true,
    }),
    aBureauRow('transunion', {
      status: 'answered',
      sentAt: daysFromNow(-40),
      responseDueAt: daysFromNow(-10),
      respondedAt: daysFromNow(-12),
      outcome: 'deleted',
      daysLeft: 0,
    }),
  ],
  followUps: [
    { kind: 'method_of_verification', bureau: 'equifax' },
    { kind: 'debt_validation', bureau: 'experian' },
  ],
});

const row = (bureau: string) => screen.getByRole('listitem', { name: bureau });

describe('BureauPanel', () => {
  it('shows each bureau’s status, sent date and deadline: days left, overdue, or its answer', () => {
    renderWithApp(<BureauPanel dispute={dispute} />);
    const experian = row('Experian');
    expect(within(experian).getByText('25 days left')).toBeInTheDocument();
    expect(within(experian).getByText(formatInstantDay(dispute.bureaus[0]?.sentAt))).toBeInTheDocument();
    expect(within(experian).getByText(formatInstantDay(dispute.bureaus[0]?.responseDueAt))).toBeInTheDocument();

    const equifax = row('Equifax');
    expect(within(equifax).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(equifax).getByText('Equifax did not answer in time. Use the follow-up letter below.'),
    ).toBeInTheDocument();
    expect(within(equifax).queryByText(/days left/)).toBeNull();

    const transunion = row('TransUnion');
    expect(within(transunion).getByText('Deleted')).toBeInTheDocument();
    expect(within(transunion).getByText('Answered', { selector: 'dt' })).toBeInTheDocument();
  });

  it('links every bureau’s dispute letter and the follow-up letters, each with what it is for', () => {
    renderWithApp(<BureauPanel dispute={dispute} />);
    for (const [bureau, name] of [
      ['experian', 'Experian'],
      ['equifax', 'Equifax'],
      ['transunion', 'TransUnion'],
    ] as const) {
      const link = within(row(name)).getByRole('link', { name: `Download the letter to ${name} (PDF)` });
      expect(link).toHaveAttribute('href', `/api/disputes/${id}/download-pdf/${bureau}`);
      expect(link).toHaveAttribute('download');
    }
    expect(
      within(row('Equifax')).getByRole('link', { name: 'Download the follow-up letter to Equifax (PDF)' }),
    ).toHaveAttribute('href', `/api/disputes/${id}/download-pdf/equifax?kind=method_of_verification`);
    expect(within(row('Equifax')).getByText(/must tell you within 15 days/)).toBeInTheDocument();
    expect(
      within(row('Experian')).getByRole('link', {
        name: 'Download the debt validation letter for the collector (PDF)',
      }),
    ).toHaveAttribute('href', `/api/disputes/${id}/download-pdf/experian?kind=debt_validation`);
    expect(within(row('Experian')).getByText(/Mail this letter to the collection agency/)).toBeInTheDocument();
    expect(within(row('TransUnion')).queryByText(/follow-up/)).toBeNull();
  });

  it('offers "new information" only within a bureau’s first 30 days, and shows the 45-day deadline after', async () => {
    const extendedDue = daysFromNow(40);
    const fetch = serveApi({
      [`PATCH /api/disputes/${id}/status`]: () =>
        jsonResponse(200, {
          ...dispute,
          bureaus: dispute.bureaus.map((bureauRow) =>
            bureauRow.bureau === 'experian'
              ? { ...bureauRow, extended: true, responseDueAt: extendedDue, daysLeft: 40 }
              : bureauRow,
          ),
        }),
    });
    renderWithApp(<BureauPanel dispute={dispute} />);
    expect(within(row('Equifax')).queryByRole('button', { name: /new information/ })).toBeNull();
    expect(within(row('TransUnion')).queryByRole('button', { name: /new information/ })).toBeNull();

    await userEvent.click(within(row('Experian')).getByRole('button', { name: 'I sent Experian new information' }));
    expect(screen.getByText(/45 days instead of 30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I sent new information' }));
    expect(
      await screen.findByText(`Experian now has until ${formatInstantDay(extendedDue)} to answer.`),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ bureau: 'experian', newInformation: true });
  });

  it('marks a deadline extended to 45 days, and offers no second extension', () => {
    const extended = aSentDispute({ bureaus: [aBureauRow('experian', { extended: true, daysLeft: 40 })] });
    renderWithApp(<BureauPanel dispute={extended} />);
    expect(screen.getByText('Extended to 45 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new information/ })).toBeNull();
  });

  it('shows the English letter on demand', async () => {
    renderWithApp(<BureauPanel dispute={dispute} />);
    await userEvent.click(within(row('Experian')).getByText('Read the letter (in English)'));
    expect(within(row('Experian')).getByText(/P\.O\. Box 4500/)).toBeVisible();
  });
});
