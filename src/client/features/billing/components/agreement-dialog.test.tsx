import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreementResponse, PlanResponse } from '#shared/schemas/subscription.ts';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp } from '../../../test-support/render.tsx';
import { AgreementDialog } from './agreement-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const professional: PlanResponse = {
  paymentType: 'monthly',
  name: 'Professional',
  priceCents: 12000,
  billing: 'monthly',
  disputeAllowance: 5,
  recommended: true,
  paymentLink: 'https://pay.example.com/monthly',
};

function anAgreement(language: 'en' | 'es', titles: [string, string, string]): AgreementResponse {
  const [disclosure, contract, notice] = titles;
  const section = (text: string) => ({ heading: null, paragraphs: [text], items: [], conspicuous: false });
  return {
    version: '2026-01',
    paymentType: 'monthly',
    language,
    // Midnight in Hawaii as Nov 26 begins; tests read times in UTC.
    rightToCancelEndsAt: '2026-11-26T10:00:00.000Z',
    disclosure: { id: 'croa-rights', version: '2026-01', language, title: disclosure, sections: [section('§ 1679c')] },
    contract: { title: contract, sections: [section('Services')] },
    cancellationNotice: {
      id: 'right-to-cancel',
      version: '2026-01',
      language,
      title: notice,
      sections: [section('Notice')],
    },
  };
}

const accepted = {
  paymentType: 'monthly',
  version: '2026-01',
  acceptedAt: '2026-11-20T15:00:00.000Z',
  rightToCancelEndsAt: '2026-11-26T05:00:00.000Z',
};

function serve(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    return answer();
  });
}

function postedBodies(fetch: ReturnType<typeof serve>, url: string) {
  return fetch.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('AgreementDialog', () => {
  it('keeps "accept" disabled until the box is ticked, then stores the acceptance of this version', async () => {
    const fetch = serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement('en', ['Consumer Credit File Rights', 'Service Agreement', 'Notice'])),
      'POST /api/subscription/agreement': () => jsonResponse(200, accepted),
    });
    const onAccepted = vi.fn();
    renderWithApp(<AgreementDialog plan={professional} onAccepted={onAccepted} onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Before you pay: your rights and our agreement' });
    expect(await within(dialog).findByText('Consumer Credit File Rights')).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept and go to payment' });
    expect(accept).toBeDisabled();

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read the statement of my rights and I accept the agreement for the Professional plan ($120.00 per month).',
      }),
    );
    expect(accept).toBeEnabled();
    await userEvent.click(accept);

    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(postedBodies(fetch, '/api/subscription/agreement')).toEqual([
      { plan: 'monthly', version: '2026-01', lang: 'en' },
    ]);
  });

  it('says until when the member can cancel, in their own time', async () => {
    serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement('en', ['Rights', 'Agreement', 'Notice'])),
    });
    renderWithApp(<AgreementDialog plan={professional} onAccepted={() => undefined} onClose={() => undefined} />);
    expect(
      await screen.findByText(
        'If you accept now, you can cancel for a full refund until 11/26/2026, 10:00 AM (your time).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 2026-01')).toBeInTheDocument();
  });

  it('shows the other documents in their tabs', async () => {
    serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement('en', ['Rights', 'Service Agreement', 'Notice of Cancellation'])),
    });
    renderWithApp(<AgreementDialog plan={professional} onAccepted={() => undefined} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Agreement' }));
    expect(screen.getByRole('heading', { name: 'Service Agreement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Right to cancel' }));
    expect(screen.getByRole('heading', { name: 'Notice of Cancellation' })).toBeInTheDocument();
  });

  it('does not go on when the acceptance is refused, and says why', async () => {
    serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement('en', ['Rights', 'Agreement', 'Notice'])),
      'POST /api/subscription/agreement': () =>
        jsonResponse(409, { code: 'AGREEMENT_OUTDATED', message: 'Agreement outdated' }),
    });
    const onAccepted = vi.fn();
    renderWithApp(<AgreementDialog plan={professional} onAccepted={onAccepted} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and go to payment' }));
    expect(
      await screen.findByText('The agreement was updated. Please read the new version and accept it.'),
    ).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('offers to try again when the agreement cannot be loaded', async () => {
    serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderWithApp(<AgreementDialog plan={professional} onAccepted={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByText("We couldn't load the agreement. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and go to payment' })).toBeNull();
  });

  it('closes on "Not now"', async () => {
    serve({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement('en', ['Rights', 'Agreement', 'Notice'])),
    });
    const onClose = vi.fn();
    renderWithApp(<AgreementDialog plan={professional} onAccepted={() => undefined} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the Spanish documents and speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const fetch = serve({
      'GET /api/subscription/agreement?plan=monthly&lang=es': () =>
        jsonResponse(200, anAgreement('es', ['Derechos del consumidor', 'Contrato de servicio', 'Aviso'])),
      'POST /api/subscription/agreement': () => jsonResponse(200, accepted),
    });
    const onAccepted = vi.fn();
    renderWithApp(<AgreementDialog plan={professional} onAccepted={onAccepted} onClose={() => undefined} />);

    expect(
      await screen.findByRole('dialog', { name: 'Antes de pagar: sus derechos y nuestro contrato' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Derechos del consumidor')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sus derechos' })).toBeInTheDocument();
    expect(
      screen.getByText('Si acepta ahora, puede cancelar con reembolso total hasta el 11/26/2026, 10:00 AM (su hora).'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Leí la declaración de mis derechos y acepto el contrato del plan Profesional ($120.00 al mes).',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar e ir al pago' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(postedBodies(fetch, '/api/subscription/agreement')).toEqual([
      { plan: 'monthly', version: '2026-01', lang: 'es' },
    ]);
  });
});
