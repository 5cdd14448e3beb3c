import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay, formatInstantDay } from '#client/lib/format.ts';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aSentDispute, aStep, dayFromToday, daysFromNow } from '#client/test-support/disputes.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { DisputeCampaign } from './dispute-campaign.tsx';

const id = '81111111-1111-4111-8111-111111111111';
const movId = '71111111-1111-4111-8111-111111111111';
const furnisherId = '72222222-2222-4222-8222-222222222222';
const goodwillId = '73333333-3333-4333-8333-333333333333';

/**
 * Experian deleted the item and Equifax verified it. Round 2: Equifax was asked how it checked (mailed, its 15 days
 * running). Round 3: the dispute to the collector that reported it is written, not mailed; the creditor answered a
 * goodwill request.
 */
const dispute = aSentDispute({
  id,
  status: 'in_review',
  accountName: 'Midwest Recovery Group',
  bureaus: [
    aBureauRow('experian', { status: 'answered', outcome: 'deleted', respondedAt: daysFromNow(-20), daysLeft: null }),
    aBureauRow('equifax', { status: 'answered', outcome: 'verified', respondedAt: daysFromNow(-20), daysLeft: null }),
  ],
  steps: [
    aStep({
      id: movId,
      preparedAt: daysFromNow(-12),
      status: 'sent',
      sentOn: dayFromToday(-10),
      responseDueOn: dayFromToday(10),
      reference: '9400100000000000000006',
    }),
    aStep({
      id: furnisherId,
      kind: 'furnisher_dispute',
      round: 3,
      recipient: 'furnisher',
      recipientName: 'Midwest Recovery Group',
      preparedAt: daysFromNow(-1),
    }),
    aStep({
      id: goodwillId,
      kind: 'goodwill',
      round: 3,
      recipient: 'creditor',
      recipientName: 'First Bank',
      status: 'answered',
      sentOn: dayFromToday(-30),
      answeredOn: dayFromToday(-3),
      outcome: 'verified',
    }),
  ],
  campaignState: 'waiting_on_member',
});

const round = (n: number, word = 'Round') => screen.getByRole('listitem', { name: `${word} ${n}` });
const step = (name: string) => screen.getByRole('listitem', { name });

describe('the campaign tracker', () => {
  it('shows round 1’s answers, then each later round with its steps: recipient, law, dates, status and letter', () => {
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    expect(within(round(1)).getByText('Experian: Deleted')).toBeInTheDocument();
    expect(within(round(1)).getByText('Equifax: Verified')).toBeInTheDocument();

    const mov = within(round(2)).getByRole('listitem', { name: 'Ask how the item was checked' });
    expect(within(mov).getByText('To: Equifax')).toBeInTheDocument();
    expect(within(mov).getByText('Law: 15 U.S.C. § 1681i(a)(7)')).toBeInTheDocument();
    expect(within(mov).getByText('Mailed')).toBeInTheDocument();
    expect(within(mov).getByText(formatInstantDay(daysFromNow(-12)))).toBeInTheDocument();
    expect(within(mov).getByText(formatDay(dayFromToday(-10)))).toBeInTheDocument();
    expect(within(mov).getByText(formatDay(dayFromToday(10)))).toBeInTheDocument();
    expect(within(mov).getByText('9400100000000000000006')).toBeInTheDocument();
    expect(within(mov).getByRole('link', { name: 'Download the letter to Equifax (PDF)' })).toHaveAttribute(
      'href',
      `/api/disputes/${id}/steps/${movId}/letter`,
    );
    expect(within(mov).getByRole('button', { name: 'Record the answer' })).toBeInTheDocument();

    const furnisher = within(round(3)).getByRole('listitem', { name: 'Dispute with the company that reported it' });
    expect(within(furnisher).getByText('Waiting on you: mail it')).toBeInTheDocument();
    expect(within(furnisher).getByText('To: Midwest Recovery Group')).toBeInTheDocument();
    expect(within(furnisher).getByText('Law: 15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43')).toBeInTheDocument();
    expect(within(furnisher).getByRole('button', { name: 'I mailed it' })).toBeInTheDocument();

    const goodwill = within(round(3)).getByRole('listitem', { name: 'Goodwill request to the creditor' });
    expect(within(goodwill).getByText(/^This is a request, not a dispute/)).toBeInTheDocument();
    expect(within(goodwill).getByText('Verified')).toBeInTheDocument();
    expect(within(goodwill).queryByRole('button')).toBeNull();
  });

  it('records the day a letter was mailed, with its tracking number', async () => {
    const fetch = serveApi({
      [`PATCH /api/disputes/${id}/steps/${furnisherId}`]: () => jsonResponse(200, dispute),
    });
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    const furnisher = step('Dispute with the company that reported it');
    await userEvent.click(within(furnisher).getByRole('button', { name: 'I mailed it' }));
    expect(within(furnisher).getByLabelText('Day you mailed it')).toHaveValue(dayFromToday(0));
    await userEvent.type(
      within(furnisher).getByLabelText('USPS tracking or reference number (optional)'),
      '9400 1000 0000 0000 0000 06',
    );
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as mailed')).toBeInTheDocument();
    expect(sentBodies(fetch, `PATCH /api/disputes/${id}/steps/${furnisherId}`)).toEqual([
      { action: 'sent', sentOn: dayFromToday(0), reference: '9400 1000 0000 0000 0000 06' },
    ]);
  });

  it('records the answer with its day, and offers "no answer" only once the recipient is late', async () => {
    const fetch = serveApi({
      [`PATCH /api/disputes/${id}/steps/${movId}`]: () => jsonResponse(200, dispute),
    });
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    const mov = step('Ask how the item was checked');
    await userEvent.click(within(mov).getByRole('button', { name: 'Record the answer' }));
    expect(within(mov).getByRole('group', { name: 'What did Equifax answer?' })).toBeInTheDocument();
    expect(within(mov).queryByLabelText('It did not answer in time')).toBeNull();
    await userEvent.click(within(mov).getByLabelText('It deleted the item'));
    await userEvent.click(within(mov).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer from Equifax saved')).toBeInTheDocument();
    expect(sentBodies(fetch, `PATCH /api/disputes/${id}/steps/${movId}`)).toEqual([
      { action: 'answered', outcome: 'deleted', answeredOn: dayFromToday(0) },
    ]);
  });

  it('takes the focus into a form that opens and back to its button when it closes', async () => {
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    const furnisher = step('Dispute with the company that reported it');
    await userEvent.click(within(furnisher).getByRole('button', { name: 'I mailed it' }));
    expect(within(furnisher).getByLabelText('Day you mailed it')).toHaveFocus();
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Cancel' }));
    expect(within(furnisher).getByRole('button', { name: 'I mailed it' })).toHaveFocus();
  });

  it('takes back a letter prepared by mistake, after asking, and only while it is not mailed', async () => {
    const withdrawn = `DELETE /api/disputes/${id}/steps/${furnisherId}`;
    const fetch = serveApi({ [withdrawn]: () => jsonResponse(200, { ...dispute, steps: dispute.steps.slice(0, 1) }) });
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    expect(within(step('Ask how the item was checked')).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const furnisher = step('Dispute with the company that reported it');
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Remove this letter' }));
    const question = within(furnisher).getByRole('group', { name: 'Remove this letter' });
    expect(
      within(question).getByText(/^Remove this letter\? Do it only if you have not mailed it/),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Remove this letter' }));
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Letter removed')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`)).toEqual([withdrawn]);
  });

  it('says in Spanish why a complaint could not be taken back', async () => {
    await i18n.changeLanguage('es');
    const complaintId = '74444444-4444-4444-8444-444444444444';
    serveApi({
      [`DELETE /api/disputes/${id}/steps/${complaintId}`]: () =>
        jsonResponse(409, { code: 'INVALID_TRANSITION', message: 'Sent', reason: 'sent' }),
    });
    const filing = aStep({
      id: complaintId,
      kind: 'cfpb_complaint',
      recipient: 'cfpb',
      recipientName: null,
      hasLetter: false,
    });
    renderWithApp(<DisputeCampaign dispute={{ ...dispute, steps: [filing] }} />);
    const complaint = step('Queja ante la CFPB');
    await userEvent.click(within(complaint).getByRole('button', { name: 'Quitar esta queja' }));
    expect(within(complaint).getByText(/^¿Quitar esta queja\? Hágalo solo si no la ha presentado/)).toBeInTheDocument();
    await userEvent.click(within(complaint).getByRole('button', { name: 'Sí, quitarla' }));
    expect(await screen.findByText('No se pudo quitar')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('errors.INVALID_TRANSITION'))).toBeInTheDocument();
  });

  it('shows nothing before a later step is taken', () => {
    renderWithApp(<DisputeCampaign dispute={aSentDispute()} />);
    expect(screen.queryByText('Rounds for this item')).toBeNull();
    expect(screen.queryByText('What you can do next')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<DisputeCampaign dispute={dispute} />);
    expect(screen.getByRole('heading', { name: 'Rondas de esta cuenta' })).toBeInTheDocument();
    const mov = within(round(2, 'Ronda')).getByRole('listitem', { name: 'Preguntar cómo se verificó la cuenta' });
    expect(within(mov).getByText('Para: Equifax')).toBeInTheDocument();
    expect(within(mov).getByText('Ley: 15 U.S.C. § 1681i(a)(7)')).toBeInTheDocument();
    expect(within(mov).getByRole('button', { name: 'Registrar la respuesta' })).toBeInTheDocument();
    const furnisher = within(round(3, 'Ronda')).getByRole('listitem', {
      name: 'Disputa con la empresa que la reportó',
    });
    expect(within(furnisher).getByText('Le toca a usted: envíela por correo')).toBeInTheDocument();
    expect(within(furnisher).getByRole('button', { name: 'Ya la envié' })).toBeInTheDocument();
  });
});
