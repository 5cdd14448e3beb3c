import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { localDay } from '#client/lib/local-day.ts';
import { anAdminDispute, pageOf, serveAdmin } from '#client/test-support/admin.ts';
import { daysFromNow } from '#client/test-support/disputes.ts';
import { jsonResponse, type PathRoutes, renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import { DisputesTab } from './disputes-tab.tsx';

const dispute = anAdminDispute();
const answered = anAdminDispute({
  id: '2b3c4d5e-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  accountName: 'North Star Auto',
  status: 'in_review',
  bureaus: anAdminDispute().bureaus.map((row) =>
    row.bureau === 'equifax'
      ? { ...row, status: 'answered', outcome: 'verified', respondedAt: '2026-03-04T12:00:00.000Z' }
      : { ...row, status: 'in_review', overdue: row.bureau === 'transunion' },
  ),
});
const draft = anAdminDispute({
  id: '3c4d5e6f-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  accountName: 'City Water',
  status: 'draft',
  bureaus: [],
});
const answerPath = (bureau: string) => `/api/admin/disputes/${dispute.id}/bureaus/${bureau}/answer`;

const serveDisputes = (extra?: PathRoutes) =>
  serveAdmin({ '/api/admin/disputes': { disputes: [dispute, answered, draft], ...pageOf(3) } }, extra);

const card = (name: string) => screen.getByRole('listitem', { name });
/** Opens the answer form of one bureau of the first dispute, once the list has loaded. */
const openAnswer = async (bureau: string) =>
  userEvent.click(
    await screen.findByRole('button', { name: `Record the answer of ${bureau} for Midwest Recovery Group` }),
  );

describe('DisputesTab', () => {
  it('shows each dispute with its bureaus: status, dates, overdue and outcome', async () => {
    serveDisputes();
    renderWithApp(<DisputesTab />);
    const northStar = await screen.findByRole('listitem', { name: 'North Star Auto' });
    const equifax = within(northStar).getByRole('row', { name: /Equifax/ });
    expect(equifax).toHaveTextContent('Verified on 03/04/2026');
    expect(within(equifax).queryByRole('button')).toBeNull();
    const transunion = within(northStar).getByRole('row', { name: /TransUnion/ });
    expect(within(transunion).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(transunion).getByRole('button', { name: 'Record the answer of TransUnion for North Star Auto' }),
    ).toBeInTheDocument();
    expect(within(card('City Water')).getByText('No letters written yet.')).toBeInTheDocument();
    expect(within(card('Midwest Recovery Group')).getByText('This account is not mine')).toBeInTheDocument();
  });

  it('filters by search and status', async () => {
    const fetch = serveDisputes();
    renderWithApp(<DisputesTab />);
    expect(await screen.findByText('North Star Auto')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by member or account'), 'rosa');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Under Review');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/disputes').at(-1)?.search).toBe('?search=rosa&status=in_review&page=1'),
    );
  });

  it('filters by where the campaign stands, in both languages', async () => {
    const fetch = serveDisputes();
    const { unmount } = renderWithApp(<DisputesTab />);
    expect(await screen.findByText('North Star Auto')).toBeInTheDocument();
    const campaign = screen.getByLabelText('Campaign');
    expect(
      within(campaign)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All campaigns', 'Waiting on the member', 'Late answer', 'Ready for the next round']);
    await userEvent.selectOptions(campaign, 'Late answer');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/disputes').at(-1)?.search).toBe('?campaign=late&page=1'),
    );
    await userEvent.selectOptions(campaign, 'Ready for the next round');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/disputes').at(-1)?.search).toBe('?campaign=ready_for_next_round&page=1'),
    );
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<DisputesTab />);
    await userEvent.selectOptions(await screen.findByLabelText('Campaña'), 'Esperando al cliente');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/disputes').at(-1)?.search).toBe('?campaign=waiting_on_member&page=1'),
    );
  });

  it('records a deletion on today’s date, then reads the list again', async () => {
    const fetch = serveDisputes({
      [`POST ${answerPath('experian')}`]: () => jsonResponse(200, dispute),
    });
    renderWithApp(<DisputesTab />);
    await openAnswer('Experian');
    const dialog = screen.getByRole('dialog', { name: 'Record the answer of Experian' });
    expect(within(dialog).getByRole('radio', { name: 'It started its investigation (under review)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It deleted the item' }));
    const day = within(dialog).getByLabelText('Date of the answer');
    expect(day).toHaveValue(localDay(new Date()));
    expect(day).toHaveAttribute('min', dispute.bureaus[0]?.mailedOn);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByText('The answer of Experian was recorded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(answerPath('experian'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ outcome: 'deleted', respondedOn: localDay(new Date()) });
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/disputes')).toHaveLength(2));
  });

  it('records that a bureau started its review, without a date', async () => {
    const fetch = serveDisputes({
      [`POST ${answerPath('equifax')}`]: () => jsonResponse(200, dispute),
    });
    renderWithApp(<DisputesTab />);
    await openAnswer('Equifax');
    expect(screen.queryByLabelText('Date of the answer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('The answer of Equifax was recorded')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ status: 'in_review' });
  });

  it('refuses a date before the letter was mailed', async () => {
    const fetch = serveDisputes();
    renderWithApp(<DisputesTab />);
    await openAnswer('Experian');
    await userEvent.click(screen.getByRole('radio', { name: 'It verified the item as accurate' }));
    fireEvent.change(screen.getByLabelText('Date of the answer'), {
      target: { value: localDay(new Date(daysFromNow(-9))) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Choose a date from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
