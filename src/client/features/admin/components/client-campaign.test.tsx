import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aClientHistory, aClientRecord, serveAdmin } from '#client/test-support/admin.ts';
import { aBureauRow, aNextStep, aSentDispute, aStep } from '#client/test-support/disputes.ts';
import { renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { ClientRecordsTab } from './client-records-tab.tsx';

const rosa = aClientRecord();
const campaignPath = `/api/admin/users/${rosa.id}/campaign`;

/**
 * Experian deleted the item and a later report shows it again; Equifax verified it, was asked how (round 2, answered
 * verified) and the furnisher's letter is written (round 3); TransUnion is late, and the CFPB complaint is filed.
 */
const midwest = aSentDispute({
  accountNumber: '••••1234',
  status: 'in_review',
  bureaus: [
    aBureauRow('experian', {
      status: 'answered',
      outcome: 'deleted',
      respondedAt: '2026-03-04T12:00:00.000Z',
      reappearedAt: '2026-05-11T12:00:00.000Z',
    }),
    aBureauRow('equifax', {
      status: 'answered',
      outcome: 'verified',
      mailedOn: '2026-02-02',
      trackingNumber: '9400 1000 0000 0000 0000 01',
      responseDueOn: '2026-03-09',
      respondedAt: '2026-03-01T12:00:00.000Z',
    }),
    aBureauRow('transunion', { mailedOn: '2026-02-02', responseDueOn: '2026-03-09', overdue: true }),
  ],
  steps: [
    aStep({
      status: 'answered',
      sentOn: '2026-03-05',
      responseDueOn: '2026-03-25',
      answeredOn: '2026-03-20',
      outcome: 'verified',
    }),
    aStep({
      id: '72222222-2222-4222-8222-222222222222',
      kind: 'cfpb_complaint',
      bureau: 'transunion',
      recipient: 'cfpb',
      recipientName: null,
      status: 'answered',
      sentOn: '2026-03-12',
      reference: '260312-1234567',
      responseDueOn: '2026-03-27',
      answeredOn: '2026-03-26',
      answer: 'TransUnion says it is investigating again.',
      hasLetter: false,
    }),
    aStep({
      id: '73333333-3333-4333-8333-333333333333',
      kind: 'furnisher_dispute',
      round: 3,
      recipient: 'furnisher',
      recipientName: 'Midwest Bank',
    }),
  ],
  nextSteps: [aNextStep({ kind: 'reinsertion', bureau: 'experian', reason: 'item_reinserted' })],
  campaignState: 'ready_for_next_round',
});

function serveRecords(disputes: DisputeResponse[]) {
  return serveAdmin({
    '/api/admin/client-records': { clients: [rosa], totalCount: 1, totalCapped: false, page: 1, pageSize: 25 },
    [`/api/admin/client-records/${rosa.id}/history`]: aClientHistory(),
    [campaignPath]: disputes,
  });
}

async function openCampaign(tab = 'Campaign') {
  await userEvent.click(await screen.findByRole('button', { name: /Rosa Díaz/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
  return dialog;
}

const rowOf = (grid: HTMLElement, text: string) =>
  within(grid)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;
const field = (row: HTMLElement, label: string) =>
  within(row).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('The client record’s campaign tab', () => {
  it('reads the campaign only when its tab opens', async () => {
    const fetch = serveRecords([midwest]);
    renderWithApp(<ClientRecordsTab />);
    await userEvent.click(await screen.findByRole('button', { name: /Rosa Díaz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Rosa Díaz' });
    expect(within(dialog).getByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByText('(312) 555-0199')).toBeInTheDocument();
    expect(requestedUrls(fetch, campaignPath)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Campaign' }));
    expect(await within(dialog).findByRole('region', { name: 'Midwest Recovery Group ••••1234' })).toBeInTheDocument();
    expect(requestedUrls(fetch, campaignPath)).toHaveLength(1);
  });

  it('shows each round: every letter’s recipient, dates and answer, the complaint, and where the campaign stands', async () => {
    serveRecords([midwest]);
    renderWithApp(<ClientRecordsTab />);
    const dialog = await openCampaign();
    const dispute = await within(dialog).findByRole('region', { name: 'Midwest Recovery Group ••••1234' });
    expect(within(dispute).getByText('Ready for the next round')).toBeInTheDocument();
    expect(within(dispute).getByText('Under Review')).toBeInTheDocument();

    const first = within(dispute).getByRole('list', { name: 'Round 1 of Midwest Recovery Group' });
    const experian = rowOf(first, 'Experian');
    expect(field(experian, 'Letter')).toHaveTextContent('Dispute letterAnswered');
    expect(field(experian, 'Outcome')).toHaveTextContent('DeletedBack on a report brought 05/11/2026');
    const equifax = rowOf(first, 'Equifax');
    expect(field(equifax, 'Sent or filed')).toHaveTextContent('02/02/2026Tracking: 9400 1000 0000 0000 0000 01');
    expect(field(equifax, 'Answer due')).toHaveTextContent('03/09/2026');
    expect(field(equifax, 'Answered')).toHaveTextContent('03/01/2026');
    expect(field(equifax, 'Outcome')).toHaveTextContent('Verified');
    expect(field(rowOf(first, 'TransUnion'), 'Letter')).toHaveTextContent('Dispute letterMailedLate');

    const second = within(dispute).getByRole('list', { name: 'Round 2 of Midwest Recovery Group' });
    const verification = rowOf(second, 'Method-of-verification request');
    expect(field(verification, 'To')).toHaveTextContent('Equifax');
    expect(field(verification, 'Sent or filed')).toHaveTextContent('03/05/2026');
    expect(field(verification, 'Answered')).toHaveTextContent('03/20/2026');
    expect(field(verification, 'Outcome')).toHaveTextContent('Verified');
    const complaint = rowOf(second, 'CFPB complaint');
    expect(field(complaint, 'Letter')).toHaveTextContent('CFPB complaintAnswered');
    expect(field(complaint, 'To')).toHaveTextContent('CFPB');
    expect(field(complaint, 'Sent or filed')).toHaveTextContent('03/12/2026CFPB complaint number: 260312-1234567');
    expect(field(complaint, 'Outcome')).toHaveTextContent(
      "The CFPB's answer, as the member noted it: TransUnion says it is investigating again.",
    );

    const third = within(dispute).getByRole('list', { name: 'Round 3 of Midwest Recovery Group' });
    const furnisher = rowOf(third, 'Direct dispute to the furnisher');
    expect(field(furnisher, 'Letter')).toHaveTextContent('Prepared');
    expect(field(furnisher, 'To')).toHaveTextContent('Midwest Bank (Furnisher)');
    expect(field(furnisher, 'Sent or filed')).toHaveTextContent('—');

    expect(within(dispute).getByText('Proposed next: Reinsertion letter (Experian)')).toBeInTheDocument();
    // Read-only: nothing to change from here.
    expect(within(dispute).queryByRole('button')).toBeNull();
  });

  it('says when the client has sent no dispute, in Spanish too', async () => {
    serveRecords([]);
    const { unmount } = renderWithApp(<ClientRecordsTab />);
    const dialog = await openCampaign();
    expect(await within(dialog).findByText('This client has sent no dispute yet.')).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('es');
    renderWithApp(<ClientRecordsTab />);
    const spanish = await openCampaign('Campaña');
    expect(await within(spanish).findByText('Este cliente todavía no ha enviado ninguna disputa.')).toBeInTheDocument();
    expect(within(spanish).getByRole('tab', { name: 'Historial' })).toBeInTheDocument();
  });

  it('names the rounds and the campaign’s standing in Spanish', async () => {
    await i18n.changeLanguage('es');
    serveRecords([midwest]);
    renderWithApp(<ClientRecordsTab />);
    const dialog = await openCampaign('Campaña');
    const dispute = await within(dialog).findByRole('region', { name: 'Midwest Recovery Group ••••1234' });
    expect(within(dispute).getByText('Lista para la siguiente ronda')).toBeInTheDocument();
    const second = within(dispute).getByRole('list', { name: 'Ronda 2 de Midwest Recovery Group' });
    expect(field(rowOf(second, 'Queja ante la CFPB'), 'Enviada o presentada')).toHaveTextContent(
      '03/12/2026Número de queja de la CFPB: 260312-1234567',
    );
  });
});
