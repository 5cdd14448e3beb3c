import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aNextStep, aSentDispute, aStep, dayFromToday } from '#client/test-support/disputes.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { CFPB_COMPLAINT_URL, STEP_LAW } from '#shared/constants/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { DisputeCampaign } from './dispute-campaign.tsx';

const id = 'a1111111-1111-4111-8111-111111111111';
const stepId = '74444444-4444-4444-8444-444444444444';
const late = aBureauRow('equifax', { overdue: true, daysLeft: 0, responseDueOn: dayFromToday(-3) });
const complaint = {
  text: 'I disputed an account with Equifax on 01/05/2026. Equifax did not answer by 02/09/2026.',
  portalUrl: CFPB_COMPLAINT_URL,
  attachments: ['Your dispute letter to Equifax', 'Your certified mail receipt'],
};
const withComplaint = (step: Partial<Parameters<typeof aStep>[0]> = {}) =>
  aSentDispute({
    id,
    accountName: 'Midwest Recovery Group',
    bureaus: [late],
    steps: [
      aStep({ id: stepId, kind: 'cfpb_complaint', recipient: 'cfpb', recipientName: null, hasLetter: false, ...step }),
    ],
    campaignState: 'waiting_on_member',
  });

/** The member's disputes as the page reads them, so what the server answers after a change shows. */
function Disputes() {
  const disputes = useDisputes();
  const dispute = disputes.data?.[0];
  return dispute ? <DisputeCampaign dispute={dispute} /> : null;
}

function serve(disputes: () => DisputeResponse, extra: ApiRoutes = {}) {
  return serveApi({
    'GET /api/disputes': () => jsonResponse(200, [disputes()]),
    [`GET /api/disputes/${id}/complaint?lang=en`]: () => jsonResponse(200, complaint),
    ...extra,
  });
}

const openComplaint = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Open the complaint' }));
  return screen.findByRole('dialog', { name: 'Your complaint to the CFPB' });
};

describe('the CFPB complaint', () => {
  it('gives the text to copy, the portal, the steps and the documents, and says the app never files it', async () => {
    serve(() => withComplaint());
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<Disputes />);
    const dialog = await openComplaint();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'We never file it for you. You file it yourself on the CFPB’s website, in your own name. It is free.',
    );
    const text = await within(dialog).findByLabelText('Your complaint’s text');
    expect(text).toHaveValue(complaint.text);
    expect(text).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the text' }));
    expect(writeText).toHaveBeenCalledWith(complaint.text);
    expect(await screen.findByText('Text copied')).toBeInTheDocument();

    const portal = within(dialog).getByRole('link', {
      name: 'Open the CFPB’s complaint portal (opens consumerfinance.gov in a new tab)',
    });
    expect(portal).toHaveAttribute('href', 'https://www.consumerfinance.gov/complaint/');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    const how = within(dialog).getByRole('region', { name: 'How to file it' });
    expect(within(how).getAllByRole('listitem')[0]).toHaveTextContent('Copy the text above.');
    expect(within(how).getByText('Name the company your complaint is about: Equifax.')).toBeInTheDocument();
    const attach = within(dialog).getByRole('region', { name: 'Documents to attach' });
    expect(
      within(attach)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(complaint.attachments);
  });

  it('records the filing with the CFPB’s number, then the CFPB’s answer', async () => {
    let current = withComplaint();
    const patch = `PATCH /api/disputes/${id}/steps/${stepId}`;
    const fetch = serve(() => current, {
      [patch]: (init) => {
        const body = JSON.parse(String(init?.body));
        current =
          body.action === 'sent'
            ? withComplaint({ status: 'sent', sentOn: body.sentOn, reference: body.reference })
            : withComplaint({
                status: 'answered',
                sentOn: dayFromToday(0),
                answeredOn: body.answeredOn,
                answer: body.answer,
              });
        return jsonResponse(200, current);
      },
    });
    renderWithApp(<Disputes />);
    const dialog = await openComplaint();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I filed it' }));
    expect(within(dialog).getByLabelText('Day you filed it')).toHaveValue(dayFromToday(0));
    await userEvent.type(within(dialog).getByLabelText('CFPB complaint number'), '260105-1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        `You filed it on ${formatDay(dayFromToday(0))}. CFPB complaint number: 260105-1234567.`,
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'The CFPB answered' }));
    await userEvent.type(within(dialog).getByLabelText('What they said'), 'Equifax deleted the account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Equifax deleted the account.')).toBeInTheDocument();
    expect(sentBodies(fetch, patch)).toEqual([
      { action: 'sent', sentOn: dayFromToday(0), reference: '260105-1234567' },
      { action: 'answered', answeredOn: dayFromToday(0), answer: 'Equifax deleted the account.' },
    ]);
  });

  it('opens as soon as it is prepared from its proposal', async () => {
    let current = aSentDispute({
      id,
      bureaus: [late],
      nextSteps: [aNextStep({ kind: 'cfpb_complaint', reason: 'bureau_late', law: STEP_LAW.cfpb_complaint })],
      campaignState: 'late',
    });
    const fetch = serve(() => current, {
      [`POST /api/disputes/${id}/steps`]: () => {
        current = withComplaint();
        return jsonResponse(201, current);
      },
    });
    renderWithApp(<Disputes />);
    const proposal = await screen.findByRole('listitem', { name: 'Complaint to the CFPB' });
    expect(
      within(proposal).getByText(
        'Equifax did not answer by its deadline. You can file a complaint with the Consumer Financial Protection Bureau, for free (12 U.S.C. § 5534). We prepare the text; you file it yourself.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(proposal).getByRole('button', { name: 'Prepare the complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your complaint to the CFPB' });
    expect(await within(dialog).findByLabelText('Your complaint’s text')).toHaveValue(complaint.text);
    expect(sentBodies(fetch, `POST /api/disputes/${id}/steps`)).toEqual([
      { kind: 'cfpb_complaint', bureau: 'equifax' },
    ]);
  });

  it('asks for the text in the member’s language', async () => {
    await i18n.changeLanguage('es');
    serve(() => withComplaint(), {
      [`GET /api/disputes/${id}/complaint?lang=es`]: () =>
        jsonResponse(200, { ...complaint, text: 'Disputé una cuenta.' }),
    });
    renderWithApp(<Disputes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir la queja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Su queja ante la CFPB' });
    expect(await within(dialog).findByLabelText('El texto de su queja')).toHaveValue('Disputé una cuenta.');
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Nosotros nunca la presentamos por usted/);
    expect(within(dialog).getByRole('button', { name: 'Ya la presenté' })).toBeInTheDocument();
  });
});
