import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aNegativeItem } from '#client/test-support/credit.ts';
import { aDispute } from '#client/test-support/disputes.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { DisputeItemForm } from './dispute-item-form.tsx';

const item = aNegativeItem({ id: '41111111-1111-4111-8111-111111111111', creditorName: 'Midwest Recovery Group' });

function DisputesPage() {
  return <p>disputes page at {useLocation().pathname}</p>;
}

const renderForm = (reasonCodes: DisputeReasonCode[]) =>
  renderWithApp(<DisputeItemForm item={item} reasonCodes={reasonCodes} />, {
    path: '/credit-report',
    extraRoutes: [{ path: '/disputes', element: <DisputesPage /> }],
  });
const disputeButton = () => screen.getByRole('button', { name: 'Dispute this item with these reasons' });
const sentBody = (fetch: ReturnType<typeof serveApi>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

describe('DisputeItemForm', () => {
  it('cannot dispute with no reason', () => {
    serveApi({});
    renderForm([]);
    expect(disputeButton()).toBeDisabled();
  });

  it('saves a draft with every reason, says so, and goes to the disputes page', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderForm(['outdated', 'duplicate', 'paid_on_time']);
    await userEvent.type(screen.getByLabelText('Additional details (optional)'), '  Paid every month.  ');
    await userEvent.click(disputeButton());
    expect(await screen.findByText('disputes page at /disputes')).toBeInTheDocument();
    expect(screen.getByText('Dispute Draft Saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your dispute of Midwest Recovery Group is saved as a draft with the reasons you chose. Submit it from this page when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({
      negativeItemId: item.id,
      reasonCodes: ['outdated', 'duplicate', 'paid_on_time'],
      additionalDetails: 'Paid every month.',
    });
  });

  it('asks whether the member has an FTC or police report with an identity-theft dispute, and sends the answer', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderForm(['identity_theft', 'not_mine']);
    expect(screen.getByRole('note')).toHaveTextContent(/IdentityTheft\.gov/);
    const box = screen.getByRole('checkbox', { name: 'I have an FTC identity theft report or a police report' });
    expect(box).not.toBeChecked();
    expect(screen.queryByText(/put a copy in the envelope/)).toBeNull();
    await userEvent.click(box);
    expect(screen.getByText(/put a copy in the envelope/)).toBeVisible();
    await userEvent.click(disputeButton());
    expect(await screen.findByText('disputes page at /disputes')).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({
      negativeItemId: item.id,
      reasonCodes: ['identity_theft', 'not_mine'],
      identityTheftReport: true,
    });
  });

  it('says nothing of a report when the member has none', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderForm(['identity_theft']);
    await userEvent.click(disputeButton());
    expect(await screen.findByText('disputes page at /disputes')).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ negativeItemId: item.id, reasonCodes: ['identity_theft'] });
  });

  it('asks for no report with other reasons', () => {
    renderForm(['not_mine']);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('leaves out empty details', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderForm(['not_mine']);
    await userEvent.click(disputeButton());
    await screen.findByText('disputes page at /disputes');
    expect(sentBody(fetch)).toEqual({ negativeItemId: item.id, reasonCodes: ['not_mine'] });
  });

  it('asks for the member’s words when "another reason" is all they chose', async () => {
    const fetch = serveApi({});
    renderForm(['other']);
    expect(screen.getByLabelText('Additional details (required)')).toBeInTheDocument();
    await userEvent.click(disputeButton());
    expect(await screen.findByText('Tell us what is wrong in the details.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('explains an item that already has an open dispute and stays put', async () => {
    serveApi({ 'POST /api/disputes': () => jsonResponse(409, { code: 'DISPUTE_EXISTS', message: 'exists' }) });
    renderForm(['not_mine']);
    await userEvent.click(disputeButton());
    expect(await screen.findByText('Failed to Create Dispute')).toBeInTheDocument();
    // The whole text: the toast's screen-reader announcement, there for its first second, holds it among others.
    expect(
      screen.getByText('This item already has an open dispute. You can follow it on your disputes page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('disputes page at /disputes')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({});
    renderForm([]);
    expect(screen.getByRole('button', { name: 'Disputar esta cuenta con estos motivos' })).toBeDisabled();
  });
});
