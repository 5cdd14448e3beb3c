import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aNextStep, aSentDispute, aStep, dayFromToday } from '#client/test-support/disputes.ts';
import { aMailing, mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { DisputeReminders } from './dispute-reminders.tsx';

const ready = { status: 'ready' as const, mailedOn: null, responseDueOn: null, daysLeft: null };
const disputes = [
  aSentDispute({
    id: '11111111-1111-4111-8111-111111111111',
    accountName: 'Northstar Card',
    bureaus: [aBureauRow('experian', ready), aBureauRow('equifax', ready)],
  }),
  aSentDispute({
    id: '21111111-1111-4111-8111-111111111111',
    accountName: 'Blue Ridge Bank',
    bureaus: [aBureauRow('transunion', { responseDueOn: dayFromToday(3), daysLeft: 3 })],
  }),
  aSentDispute({
    id: '31111111-1111-4111-8111-111111111111',
    accountName: 'Horizon Wireless',
    bureaus: [aBureauRow('equifax', { overdue: true, daysLeft: 0, responseDueOn: dayFromToday(-2) })],
  }),
];

describe('DisputeReminders', () => {
  beforeEach(() => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
  });

  it('lists what is due, the late bureau first, each linking to the disputes', () => {
    renderWithApp(<DisputeReminders disputes={disputes} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Equifax did not answer about Horizon Wireless in time. See what you can do next.',
      'Mail your letters about Northstar Card to Experian and Equifax, then tell us the day you mailed them.',
      `TransUnion must answer about Blue Ridge Bank by ${formatDay(dayFromToday(3))}: 3 days left.`,
    ]);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/disputes');
  });

  it('speaks Spanish, and shows nothing when nothing is due', async () => {
    await i18n.changeLanguage('es');
    const { unmount } = renderWithApp(<DisputeReminders disputes={disputes.slice(0, 1)} />);
    expect(
      await screen.findByText(
        'Envíe por correo sus cartas sobre Northstar Card a Experian y Equifax y díganos el día en que las envió.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithApp(<DisputeReminders disputes={[aSentDispute({ bureaus: [aBureauRow('experian')] })]} />);
    expect(screen.queryByRole('region', { name: 'To do now' })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  const northstar = disputes[0] as (typeof disputes)[number];
  const queued = aMailing({ disputeId: northstar.id, bureau: 'experian' });
  const returned = aMailing({
    id: '52222222-1111-4111-8111-111111111111',
    disputeId: northstar.id,
    bureau: 'equifax',
    status: 'returned',
    cancellable: false,
    charged: true,
  });

  it('never asks the member to mail a letter we mail for them', async () => {
    serveApi(mailingRoutes({ mailings: [queued, { ...returned, status: 'queued', cancellable: true }] }));
    renderWithApp(<DisputeReminders disputes={[northstar]} />);
    expect(await screen.findByText(/Mail your letters about Northstar Card/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'To do now' })).toBeNull());
  });

  it('says which letter came back to the member, and leaves out the one still queued, in English and Spanish', async () => {
    serveApi(mailingRoutes({ mailings: [queued, returned] }));
    const { unmount } = renderWithApp(<DisputeReminders disputes={[northstar]} />);
    expect(
      await screen.findByText(
        'Your letter about Northstar Card to Equifax was returned to you. Check your address and mail it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    unmount();
    await i18n.changeLanguage('es');
    renderWithApp(<DisputeReminders disputes={[northstar]} />);
    expect(
      await screen.findByText(
        'Su carta sobre Northstar Card a Equifax le fue devuelta. Revise su dirección y vuelva a enviarla.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells what the campaigns ask of the member: a later letter to mail, a complaint to file, a late answer, a next step', () => {
    const answered = { status: 'answered' as const, outcome: 'verified' as const, daysLeft: null };
    const campaigns = [
      aSentDispute({
        id: '41111111-1111-4111-8111-111111111111',
        accountName: 'Harbor Bank',
        bureaus: [aBureauRow('equifax', answered)],
        steps: [
          aStep({ id: '71111111-1111-4111-8111-111111111111' }),
          aStep({
            id: '72222222-2222-4222-8222-222222222222',
            kind: 'furnisher_dispute',
            recipient: 'furnisher',
            recipientName: 'Harbor Bank NA',
          }),
          aStep({
            id: '73333333-3333-4333-8333-333333333333',
            kind: 'cfpb_complaint',
            recipient: 'cfpb',
            recipientName: null,
          }),
        ],
        campaignState: 'waiting_on_member',
      }),
      aSentDispute({
        id: '42222222-2222-4222-8222-222222222222',
        accountName: 'City Water',
        bureaus: [aBureauRow('experian', answered)],
        steps: [aStep({ bureau: 'experian', status: 'sent', responseDueOn: dayFromToday(-1), overdue: true })],
        nextSteps: [aNextStep({ kind: 'missed_deadline', bureau: 'experian', reason: 'bureau_late' })],
        campaignState: 'late',
      }),
      aSentDispute({
        id: '43333333-3333-4333-8333-333333333333',
        accountName: 'Metro Phone',
        bureaus: [aBureauRow('transunion', answered)],
        nextSteps: [aNextStep({ bureau: 'transunion' }), aNextStep({ kind: 'new_information', bureau: 'transunion' })],
        campaignState: 'ready_for_next_round',
      }),
    ];
    renderWithApp(<DisputeReminders disputes={campaigns} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Experian did not answer about City Water by the date. See what you can do next.',
      'Your letters about Harbor Bank to Equifax and Harbor Bank NA are ready. Mail them, then tell us the day you mailed them.',
      'Your complaint to the CFPB about Harbor Bank is ready. File it on the CFPB’s website, then tell us its number.',
      'The answers about City Water call for a next step. See what you can do.',
      'The answers about Metro Phone call for 2 next steps. See what you can do.',
    ]);
  });
});
