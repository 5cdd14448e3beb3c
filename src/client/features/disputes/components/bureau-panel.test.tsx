import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { aBureauRow, aSentDispute, dayFromToday, daysFromNow } from '#client/test-support/disputes.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { BureauPanel } from './bureau-panel.tsx';

const id = '31111111-1111-4111-8111-111111111111';
const dispute = aSentDispute({
  id,
  status: 'in_review',
  bureaus: [
    aBureauRow('experian', { responseDueOn: dayFromToday(25), daysLeft: 25 }),
    aBureauRow('equifax', {
      mailedOn: dayFromToday(-45),
      deliveredOn: dayFromToday(-40),
      clockBasis: 'delivered',
      clockStartsOn: dayFromToday(-40),
      responseDueOn: dayFromToday(-10),
      daysLeft: 0,
      overdue: true,
    }),
    aBureauRow('transunion', {
      status: 'answered',
      mailedOn: dayFromToday(-45),
      responseDueOn: dayFromToday(-10),
      respondedAt: daysFromNow(-12),
      outcome: 'deleted',
      daysLeft: null,
      responseLetter: { contentType: 'application/pdf', uploadedAt: daysFromNow(-11) },
    }),
  ],
});

const row = (bureau: string) => screen.getByRole('listitem', { name: bureau });

describe('BureauPanel', () => {
  it('shows each bureau’s status, mailing day and deadline with what it counts from: days left, overdue, or its answer', () => {
    renderWithApp(<BureauPanel dispute={dispute} />);
    const experian = row('Experian');
    expect(within(experian).getByText('25 days left')).toBeInTheDocument();
    expect(within(experian).getByText(formatDay(dayFromToday(-5)))).toBeInTheDocument();
    expect(within(experian).getByText(formatDay(dayFromToday(25)))).toBeInTheDocument();
    expect(
      within(experian).getByText(
        `The 30 days are counted from ${formatDay(dayFromToday(0))}: the day you mailed it (${formatDay(dayFromToday(-5))}) plus 5 days in the mail. Add the delivery date when you know it.`,
      ),
    ).toBeInTheDocument();

    const equifax = row('Equifax');
    expect(within(equifax).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(equifax).getByText('Equifax did not answer in time. See what you can do next below.'),
    ).toBeInTheDocument();
    expect(within(equifax).queryByText(/days left/)).toBeNull();

    expect(within(equifax).getByText(/the day Equifax received your letter/)).toBeInTheDocument();

    const transunion = row('TransUnion');
    expect(within(transunion).getByText('Deleted')).toBeInTheDocument();
    expect(within(transunion).queryByRole('button', { name: /Correct the mailing/ })).toBeNull();
    expect(within(transunion).getByText('Answered', { selector: 'dt' })).toBeInTheDocument();
    expect(within(transunion).getByRole('link', { name: 'Open the letter TransUnion sent you' })).toHaveAttribute(
      'href',
      `/api/disputes/${id}/bureaus/transunion/response-letter`,
    );
  });

  it('asks the member to mail a ready letter, with no deadline before it is mailed', async () => {
    const ready = aSentDispute({
      id,
      bureaus: [
        aBureauRow('experian', {
          status: 'ready',
          mailedOn: null,
          clockBasis: null,
          clockStartsOn: null,
          responseDueOn: null,
          daysLeft: null,
        }),
      ],
    });
    const fetch = serveApi({
      ...mailingRoutes({ offer: noMailingOffer() }),
      [`POST /api/disputes/${id}/bureaus/experian/mailed`]: () => jsonResponse(200, ready),
    });
    renderWithApp(<BureauPanel dispute={ready} />);
    const experian = row('Experian');
    expect(within(experian).getByText('Ready to mail')).toBeInTheDocument();
    expect(within(experian).getByText(/tell us the day you mail it/)).toBeInTheDocument();
    expect(within(experian).queryByText(/days left/)).toBeNull();
    expect(within(experian).queryByRole('button', { name: /answer/ })).toBeNull();

    await userEvent.click(within(experian).getByRole('button', { name: 'I mailed this letter' }));
    const tracking = within(experian).getByLabelText('USPS certified mail tracking number (optional)');
    await userEvent.type(tracking, '1234');
    await userEvent.click(within(experian).getByRole('button', { name: 'Save' }));
    expect(await within(experian).findByText(/Enter the USPS tracking number/)).toBeInTheDocument();
    expect(sentBodies(fetch, `POST /api/disputes/${id}/bureaus/experian/mailed`)).toEqual([]);

    await userEvent.clear(tracking);
    await userEvent.type(tracking, '9400 1000 0000 0000 0000 06');
    await userEvent.click(within(experian).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as mailed to Experian')).toBeInTheDocument();
    expect(sentBodies(fetch, `POST /api/disputes/${id}/bureaus/experian/mailed`)).toEqual([
      {
        mailedOn: dayFromToday(0),
        trackingNumber: '9400100000000000000006',
      },
    ]);
  });

  it('records the bureau’s answer with its letter: the file first, then the answer', async () => {
    const fetch = serveApi({
      ...mailingRoutes({ offer: noMailingOffer() }),
      [`POST /api/disputes/${id}/bureaus/experian/answer`]: () => jsonResponse(200, dispute),
    });
    const sent: string[] = [];
    // The letter goes up through XMLHttpRequest (upload progress); record what it was asked to do.
    vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, _m, url) {
      sent.push(String(url));
      Object.defineProperty(this, 'status', { value: 200 });
      Object.defineProperty(this, 'responseText', { value: JSON.stringify(dispute) });
    });
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      this.onload?.(new ProgressEvent('load'));
    });
    renderWithApp(<BureauPanel dispute={dispute} />);
    const experian = row('Experian');
    await userEvent.click(within(experian).getByRole('button', { name: "Record Experian's answer" }));
    expect(within(experian).queryByLabelText('It did not answer in time')).toBeNull();
    await userEvent.click(within(experian).getByLabelText('It deleted the item'));
    const letter = new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(experian).getByLabelText("The bureau's letter (optional)"), letter);
    await userEvent.click(within(experian).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Experian's answer saved")).toBeInTheDocument();
    expect(sent).toEqual([`/api/disputes/${id}/bureaus/experian/response-letter`]);
    expect(sentBodies(fetch, `POST /api/disputes/${id}/bureaus/experian/answer`)).toEqual([
      { outcome: 'deleted', respondedOn: dayFromToday(0) },
    ]);
  });

  it('lets the member correct the mailing of a letter the bureau has not answered, with what was given before', async () => {
    const fetch = serveApi({
      ...mailingRoutes({ offer: noMailingOffer() }),
      [`POST /api/disputes/${id}/bureaus/experian/mailed`]: () => jsonResponse(200, dispute),
    });
    const tracked = aSentDispute({
      id,
      bureaus: [aBureauRow('experian', { trackingNumber: '9400100000000000000006' })],
    });
    renderWithApp(<BureauPanel dispute={tracked} />);
    const experian = row('Experian');
    await userEvent.click(within(experian).getByRole('button', { name: 'Correct the mailing day or tracking number' }));
    expect(within(experian).getByLabelText('Day you mailed it')).toHaveValue(dayFromToday(-5));
    expect(within(experian).getByLabelText('USPS certified mail tracking number (optional)')).toHaveValue(
      '9400100000000000000006',
    );
    await userEvent.click(within(experian).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked as mailed to Experian')).toBeInTheDocument();
    expect(sentBodies(fetch, `POST /api/disputes/${id}/bureaus/experian/mailed`)).toEqual([
      { mailedOn: dayFromToday(-5), trackingNumber: '9400100000000000000006' },
    ]);
  });

  it('offers "no response" once a bureau is late', async () => {
    renderWithApp(<BureauPanel dispute={dispute} />);
    const equifax = row('Equifax');
    await userEvent.click(within(equifax).getByRole('button', { name: "Record Equifax's answer" }));
    await userEvent.click(within(equifax).getByLabelText('It did not answer in time'));
    expect(within(equifax).queryByLabelText("Date on the bureau's letter")).toBeNull();
  });

  it('links every bureau’s dispute letter, and leaves what comes after the answers to the campaign', () => {
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
    expect(screen.getAllByRole('link', { name: /Download/ })).toHaveLength(3);
  });

  it('offers "new information" only within a bureau’s first 30 days, and shows the 45-day deadline after', async () => {
    const extendedDue = dayFromToday(40);
    const fetch = serveApi({
      ...mailingRoutes({ offer: noMailingOffer() }),
      [`PATCH /api/disputes/${id}/status`]: () =>
        jsonResponse(200, {
          ...dispute,
          bureaus: dispute.bureaus.map((bureauRow) =>
            bureauRow.bureau === 'experian'
              ? { ...bureauRow, extended: true, responseDueOn: extendedDue, daysLeft: 40 }
              : bureauRow,
          ),
        }),
    });
    renderWithApp(<BureauPanel dispute={dispute} />);
    // Equifax's first 30 days are over; TransUnion answered.
    expect(within(row('Equifax')).queryByRole('button', { name: /new information/ })).toBeNull();
    expect(within(row('TransUnion')).queryByRole('button', { name: /new information/ })).toBeNull();

    await userEvent.click(within(row('Experian')).getByRole('button', { name: 'I sent Experian new information' }));
    expect(screen.getByText(/45 days instead of 30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I sent new information' }));
    expect(await screen.findByText(`Experian now has until ${formatDay(extendedDue)} to answer.`)).toBeInTheDocument();
    expect(sentBodies(fetch, `PATCH /api/disputes/${id}/status`)).toEqual([
      { bureau: 'experian', newInformation: true },
    ]);
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
