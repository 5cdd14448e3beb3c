import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatDeadline, formatInstant } from '#client/lib/format.ts';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aSentDispute, dayFromToday, daysFromNow } from '#client/test-support/disputes.ts';
import {
  aMailing,
  aMailingOffer,
  aMailingPreview,
  mailingRoutes,
  noMailingOffer,
} from '#client/test-support/mailing.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import type { Mailing, MailingPreviewResponse } from '#shared/schemas/mailing.ts';
import { BureauPanel } from './bureau-panel.tsx';
import { LetterGuide } from './letter-guide.tsx';

const id = '31111111-1111-4111-8111-111111111111';
const base = `/api/disputes/${id}/bureaus/experian/mailing`;
const readyRow = aBureauRow('experian', {
  status: 'ready',
  mailedOn: null,
  clockBasis: null,
  clockStartsOn: null,
  responseDueOn: null,
  daysLeft: null,
});
const ready = aSentDispute({ id, bureaus: [readyRow] });

const experian = () => screen.getByRole('listitem', { name: 'Experian' });
const mailItForMe = () => within(experian()).findByRole('button', { name: 'Mail it for me' });

/** The bureau row with mailing offered, the member's mailings and the confirmation's preview as given. */
function renderReady({
  mailings = [] as Mailing[],
  preview = () => jsonResponse(200, aMailingPreview()),
  extra = {} as ApiRoutes,
  dispute = ready,
} = {}) {
  const fetch = serveApi({
    ...mailingRoutes({ mailings }),
    [`GET ${base}/preview`]: preview,
    ...extra,
  });
  renderWithApp(
    <>
      <LetterGuide />
      <BureauPanel dispute={dispute} />
    </>,
  );
  return fetch;
}

/**
 * Uploads go through XMLHttpRequest (for their progress): this one hands each to the fetch stand-in, so serveApi's
 * routes answer them and the test reads what was sent as for any other request.
 */
class RequestThroughFetch {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    fetch(this.url, { method: this.method, credentials: this.withCredentials ? 'include' : 'omit', body }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', RequestThroughFetch);
});

async function openConfirmation() {
  await userEvent.click(await mailItForMe());
  const dialog = await screen.findByRole('dialog', { name: 'Mail your letter to Experian' });
  await within(dialog).findByText('Sent to');
  return dialog;
}

describe('Mail it for me on a bureau row', () => {
  it('shows nothing about mailing where it is not offered, and never asks for mailings', async () => {
    const fetch = serveApi(mailingRoutes({ offer: noMailingOffer() }));
    renderWithApp(
      <>
        <LetterGuide />
        <BureauPanel dispute={ready} />
      </>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/mailing/offer', expect.anything()));
    expect(within(experian()).getByRole('button', { name: 'I mailed this letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail it for me' })).toBeNull();
    expect(screen.queryByText(/Mail it for me/)).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/mailings');
  });

  it('offers it beside "I mailed this letter", then confirms with the price, the mail class and the enclosures chosen', async () => {
    let mailings: Mailing[] = [];
    let preview: MailingPreviewResponse = aMailingPreview();
    const queued = aMailing({ enclosures: ['id_copy', 'proof_of_address'] });
    // The answer waits until the test lets it go, so a second tap lands while the first is still on its way.
    let answerMailing = () => {};
    const mailingAnswered = new Promise<void>((resolve) => {
      answerMailing = resolve;
    });
    const fetch = serveApi({
      'GET /api/mailing/offer': () => jsonResponse(200, aMailingOffer()),
      'GET /api/mailings': () => jsonResponse(200, { mailings }),
      [`GET ${base}/preview`]: () => jsonResponse(200, preview),
      'PUT /api/mailing/proof-of-address': () => {
        preview = aMailingPreview({
          enclosures: {
            id_copy: { available: true },
            proof_of_address: { available: true, uploadedAt: daysFromNow(0) },
          },
        });
        return jsonResponse(201, { uploadedAt: daysFromNow(0), mediaType: 'image/png', byteSize: 2048 });
      },
      [`POST ${base}`]: async () => {
        await mailingAnswered;
        mailings = [queued];
        return jsonResponse(201, queued);
      },
    });
    renderWithApp(
      <>
        <LetterGuide />
        <BureauPanel dispute={ready} />
      </>,
    );
    expect(await screen.findByText(/for \$12\.00 a letter, charged only after it is mailed/)).toBeInTheDocument();
    await mailItForMe();
    expect(within(experian()).getByRole('button', { name: 'I mailed this letter' })).toBeInTheDocument();

    const dialog = await openConfirmation();
    expect(within(dialog).getByText('USPS Certified Mail with electronic return receipt')).toBeInTheDocument();
    expect(within(dialog).getByText('$12.00')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'You are charged $12.00 only after the letter is mailed, never before. If you cancel before it is mailed, you pay nothing.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('P.O. Box 4500')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Oak Street')).toBeInTheDocument();
    expect(within(dialog).getByText('The Postal Service can deliver to this address.')).toBeInTheDocument();
    const idCopy = within(dialog).getByRole('checkbox', { name: 'A copy of your ID (from your sign-up)' });
    expect(idCopy).toBeChecked();
    const letter = within(dialog).getByRole('link', { name: 'Open the letter exactly as we will mail it (PDF)' });
    expect(letter).toHaveAttribute('href', `${base}/letter.pdf?enclosures=id_copy`);
    await userEvent.click(idCopy);
    expect(letter).toHaveAttribute('href', `${base}/letter.pdf`);
    await userEvent.click(idCopy);

    const confirm = within(dialog).getByRole('button', { name: 'Confirm and mail for $12.00' });
    expect(confirm).toBeDisabled();

    const photo = new File(['png'], 'bill.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Photo of your proof of address'), photo);
    const proof = await within(dialog).findByRole('checkbox', { name: /Your proof of address \(added/ });
    expect(proof).toBeChecked();
    expect(letter).toHaveAttribute('href', `${base}/letter.pdf?enclosures=id_copy,proof_of_address`);
    const sent = fetch.mock.calls.find(([url]) => url === '/api/mailing/proof-of-address')?.[1];
    expect(sent).toMatchObject({ method: 'PUT', credentials: 'include' });
    expect(sent?.body instanceof FormData && sent.body.get('file')).toBeInstanceOf(File);

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I agree: mail this letter for me by USPS Certified Mail for $12.00, charged only after it is mailed.',
      }),
    );
    expect(confirm).toBeEnabled();
    // Two taps in one go, before anything is drawn again (fireEvent does not wait between them as a user would).
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(confirm).toBeDisabled();
    answerMailing();

    expect(await screen.findByText('Your letter to Experian is queued for mailing')).toBeInTheDocument();
    expect(sentBodies(fetch, `POST ${base}`)).toEqual([
      { enclosures: ['id_copy', 'proof_of_address'], agreed: true, priceCents: 1200 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(experian()).findByText(
        `Queued with our mail service — you can cancel until ${formatDeadline(queued.sendAfter ?? '')}.`,
      ),
    ).toBeInTheDocument();
    expect(within(experian()).queryByRole('button', { name: 'Mail it for me' })).toBeNull();
    expect(within(experian()).queryByRole('button', { name: 'I mailed this letter' })).toBeNull();
  });

  it('refuses an undeliverable return address with the reason and the suggestion, and cannot be confirmed', async () => {
    renderReady({
      preview: () =>
        jsonResponse(
          200,
          aMailingPreview({
            verification: {
              outcome: 'undeliverable',
              reason: 'undeliverable',
              suggestion: { street: '12 Oak St', unit: null, city: 'Springfield', state: 'IL', zipCode: '62704' },
            },
          }),
        ),
    });
    const dialog = await openConfirmation();
    const refusal = within(dialog).getByRole('alert');
    expect(
      within(refusal).getByText(
        'The Postal Service cannot deliver to this address, so we cannot mail this letter. Correct your address first.',
      ),
    ).toBeInTheDocument();
    expect(within(refusal).getByText('The Postal Service does not know this address.')).toBeInTheDocument();
    expect(within(refusal).getByText('Springfield, IL 62704')).toBeInTheDocument();
    expect(within(refusal).getByRole('button', { name: 'Edit my address' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /I agree/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm and mail for $12.00' })).toBeDisabled();
  });

  it('warns of a missing unit with the suggestion, and still lets the member confirm', async () => {
    renderReady({
      preview: () =>
        jsonResponse(
          200,
          aMailingPreview({
            verification: {
              outcome: 'missing_unit',
              reason: 'deliverable_missing_unit',
              suggestion: { street: '12 Oak St', unit: 'APT 4', city: 'Springfield', state: 'IL', zipCode: '62701' },
            },
          }),
        ),
    });
    const dialog = await openConfirmation();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/may need an apartment or unit number/);
    expect(within(dialog).getByText('The apartment or unit number is missing.')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Oak St APT 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    expect(within(dialog).getByRole('button', { name: 'Confirm and mail for $12.00' })).toBeEnabled();
  });

  it('says plainly when the mail service cannot be reached, and tries again', async () => {
    let answer = () => jsonResponse(503, { code: 'PRINT_SERVICE_UNAVAILABLE', message: 'Print service unavailable' });
    renderReady({ preview: () => answer() });
    await userEvent.click(await mailItForMe());
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Our mail service did not answer. Nothing was mailed and nothing was charged. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    answer = () => jsonResponse(200, aMailingPreview());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Sent to')).toBeInTheDocument();
  });

  it('says why a proof of address was refused: not an image (415), too big (413)', async () => {
    let answer = () => jsonResponse(415, { code: 'UNSUPPORTED_IMAGE', message: 'Unsupported image' });
    renderReady({ extra: { 'PUT /api/mailing/proof-of-address': () => answer() } });
    const dialog = await openConfirmation();
    const field = within(dialog).getByLabelText('Photo of your proof of address');
    await userEvent.upload(field, new File(['x'], 'bill.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Please select an image file (PNG, JPG, etc.)')).toBeInTheDocument();
    answer = () => jsonResponse(413, { code: 'BODY_TOO_LARGE', message: 'Too large' });
    await userEvent.upload(field, new File(['x'], 'bill2.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('asks the member to agree again when the price changed meanwhile', async () => {
    const fetch = renderReady({
      extra: { [`POST ${base}`]: () => jsonResponse(409, { code: 'PRICE_CHANGED', message: 'Price changed' }) },
    });
    const dialog = await openConfirmation();
    const agree = within(dialog).getByRole('checkbox', { name: /I agree/ });
    await userEvent.click(agree);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and mail for $12.00' }));
    expect(
      await within(dialog).findByText(
        'The price changed since you opened this page. Check the new price and agree again.',
      ),
    ).toBeInTheDocument();
    expect(agree).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm and mail for $12.00' })).toBeDisabled();
    expect(sentBodies(fetch, `POST ${base}`)).toHaveLength(1);
  });

  it('shows a queued mailing with its cancel; once cancelled, both choices come back', async () => {
    const queued = aMailing();
    let mailings: Mailing[] = [queued];
    const fetch = renderReady({
      mailings,
      extra: {
        'GET /api/mailings': () => jsonResponse(200, { mailings }),
        [`POST /api/mailings/${queued.id}/cancel`]: () => {
          mailings = [{ ...queued, status: 'cancelled', cancellable: false }];
          return jsonResponse(200, mailings[0]);
        },
        'GET /api/disputes': () => jsonResponse(200, [ready]),
      },
    });
    expect(await within(experian()).findByText('Queued for mailing')).toBeInTheDocument();
    expect(
      within(experian()).getByText("Experian's 30 days start when USPS delivers your letter. The date will show here."),
    ).toBeInTheDocument();
    expect(
      within(experian()).getByText(
        'Price: $12.00. Charged only after it is mailed: if you cancel now, you pay nothing.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(experian()).getByRole('button', { name: 'Cancel this mailing' }));
    await userEvent.click(within(experian()).getByRole('button', { name: 'Yes, cancel the mailing' }));
    expect(await screen.findByText('Mailing cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(await mailItForMe()).toBeInTheDocument();
    expect(within(experian()).getByRole('button', { name: 'I mailed this letter' })).toBeInTheDocument();
    expect(within(experian()).getByText('Ready to mail')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/mailings/${queued.id}/cancel`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says when it is too late to cancel', async () => {
    const queued = aMailing();
    renderReady({
      mailings: [queued],
      extra: {
        [`POST /api/mailings/${queued.id}/cancel`]: () =>
          jsonResponse(409, { code: 'NOT_CANCELLABLE', message: 'Not cancellable' }),
        'GET /api/disputes': () => jsonResponse(200, [ready]),
      },
    });
    await userEvent.click(await within(experian()).findByRole('button', { name: 'Cancel this mailing' }));
    await userEvent.click(within(experian()).getByRole('button', { name: 'Yes, cancel the mailing' }));
    expect(await screen.findByText('It is too late to cancel: the letter has gone to print.')).toBeInTheDocument();
  });

  it('shows a delivered mailing: the day, the tracking number and history, the deadline from delivery, and the answer to record', async () => {
    const delivered = aMailing({
      status: 'delivered',
      cancellable: false,
      trackingNumber: '9407111899223197428490',
      mailedOn: dayFromToday(-6),
      deliveredOn: dayFromToday(-2),
      charged: true,
      tracking: [
        { step: 'mailed', occurredAt: daysFromNow(-6), location: 'ALLEN TX 75013' },
        { step: 'delivered', occurredAt: daysFromNow(-2), location: null },
      ],
    });
    const row = aBureauRow('experian', {
      status: 'delivered',
      mailedOn: dayFromToday(-6),
      trackingNumber: '9407111899223197428490',
      deliveredOn: dayFromToday(-2),
      clockBasis: 'delivered',
      clockStartsOn: dayFromToday(-2),
      responseDueOn: dayFromToday(28),
      daysLeft: 28,
    });
    renderReady({ mailings: [delivered], dispute: aSentDispute({ id, bureaus: [row] }) });
    const date = formatDay(dayFromToday(-2));
    expect(await within(experian()).findByText(`Delivered to Experian on ${date}.`)).toBeInTheDocument();
    expect(
      within(experian()).getByText(`The 30 days are counted from ${date}, the day Experian received your letter.`),
    ).toBeInTheDocument();
    expect(within(experian()).getByText(formatDay(dayFromToday(28)))).toBeInTheDocument();
    expect(within(experian()).getAllByText('9407111899223197428490')).toHaveLength(1);
    expect(
      within(experian()).getByText(
        'Price: $12.00, owed because the letter was mailed. It is added to what your plan bills.',
      ),
    ).toBeInTheDocument();
    const history = within(experian()).getByText('Tracking history').closest('details');
    expect(history).not.toBeNull();
    const scans = within(history as HTMLElement).getAllByRole('listitem');
    expect(scans[0]).toHaveTextContent(`Accepted by USPS${formatInstant(daysFromNow(-6))} · ALLEN TX 75013`);
    expect(scans[1]).toHaveTextContent('Delivered');
    expect(within(experian()).getByRole('button', { name: "Record Experian's answer" })).toBeInTheDocument();
    expect(within(experian()).queryByRole('button', { name: 'Add the delivery date' })).toBeNull();
    expect(within(experian()).queryByRole('button', { name: /Correct the mailing/ })).toBeNull();
    expect(within(experian()).queryByRole('button', { name: 'Mail it for me' })).toBeNull();
  });

  it('shows a mailed letter with its USPS tracking number, and one in transit with its expected delivery', async () => {
    const mailedRow = (bureau: 'experian' | 'equifax') =>
      aBureauRow(bureau, { mailedOn: dayFromToday(-1), trackingNumber: '9407111899223197428490' });
    const mailed = aMailing({
      status: 'mailed',
      cancellable: false,
      trackingNumber: '9407111899223197428490',
      mailedOn: dayFromToday(-1),
      charged: true,
    });
    const inTransit = aMailing({
      ...mailed,
      id: '51111111-1111-4111-8111-111111111112',
      bureau: 'equifax',
      status: 'in_transit',
      expectedDeliveryOn: dayFromToday(2),
    });
    renderReady({
      mailings: [mailed, inTransit],
      dispute: aSentDispute({ id, bureaus: [mailedRow('experian'), mailedRow('equifax')] }),
    });
    expect(
      await within(experian()).findByText(`Mailed by USPS Certified Mail on ${formatDay(dayFromToday(-1))}.`),
    ).toBeInTheDocument();
    expect(within(experian()).getByText('USPS tracking number')).toBeInTheDocument();
    expect(within(experian()).getByText('9407111899223197428490')).toBeInTheDocument();
    expect(within(experian()).queryByRole('button', { name: 'Cancel this mailing' })).toBeNull();
    const equifax = screen.getByRole('listitem', { name: 'Equifax' });
    expect(within(equifax).getByText('In transit')).toBeInTheDocument();
    expect(within(equifax).getByText('On its way to Equifax with USPS.')).toBeInTheDocument();
    expect(within(equifax).getByText(`Expected delivery: ${formatDay(dayFromToday(2))}`)).toBeInTheDocument();
  });

  const returned = aMailing({
    status: 'returned',
    cancellable: false,
    trackingNumber: '9407111899223197428490',
    mailedOn: dayFromToday(-9),
    charged: true,
    tracking: [{ step: 'returned_to_sender', occurredAt: daysFromNow(-1), location: 'SPRINGFIELD IL' }],
  });

  it('says what to do with a returned letter, its row ready again, and offers both choices again', async () => {
    renderReady({ mailings: [returned] });
    expect(
      await within(experian()).findByText(
        'USPS returned this letter to you, so Experian did not get it. Check your return address in your mailing details, then mail the letter again.',
      ),
    ).toBeInTheDocument();
    expect(within(experian()).getByText('Returned')).toBeInTheDocument();
    expect(await mailItForMe()).toBeInTheDocument();
    expect(within(experian()).getByRole('button', { name: 'I mailed this letter' })).toBeInTheDocument();
  });

  it('forgets a returned mailing once the member mailed the letter again themselves', async () => {
    const mailedAgain = aBureauRow('experian', {
      mailedOn: dayFromToday(-1),
      trackingNumber: '9400100000000000000001',
    });
    renderReady({ mailings: [returned], dispute: aSentDispute({ id, bureaus: [mailedAgain] }) });
    expect(
      await within(experian()).findByRole('button', { name: 'Correct the mailing day or tracking number' }),
    ).toBeInTheDocument();
    expect(within(experian()).getByText('Mailed')).toBeInTheDocument();
    expect(within(experian()).getByText('9400100000000000000001')).toBeInTheDocument();
    expect(within(experian()).queryByText(/USPS returned this letter/)).toBeNull();
    expect(within(experian()).queryByRole('button', { name: 'Mail it for me' })).toBeNull();
  });

  it('speaks Spanish to a Spanish reader, with the price still in dollars', async () => {
    await i18n.changeLanguage('es');
    const queued = aMailing();
    renderReady({ mailings: [queued] });
    expect(await within(experian()).findByText('En cola para enviarse')).toBeInTheDocument();
    expect(
      within(experian()).getByText(
        `En cola con nuestro servicio de correo — puede cancelar hasta el ${formatDeadline(queued.sendAfter ?? '')}.`,
      ),
    ).toBeInTheDocument();
    expect(within(experian()).getByRole('button', { name: 'Cancelar este envío' })).toBeInTheDocument();
  });

  it('confirms in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderReady();
    await userEvent.click(await within(experian()).findByRole('button', { name: 'Envíenla por mí' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar su carta a Experian' });
    expect(
      await within(dialog).findByText('Correo certificado de USPS con acuse de recibo electrónico'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar y enviar por $12.00' })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Le cobramos $12.00 solo después de enviar la carta, nunca antes. Si cancela antes de que se envíe, no paga nada.',
      ),
    ).toBeInTheDocument();
  });
});
