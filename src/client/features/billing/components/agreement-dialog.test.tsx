import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anAcceptedAgreement, anAgreement, aPlan } from '#client/test-support/billing.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { AgreementDialog } from './agreement-dialog.tsx';

const professional = aPlan('monthly');

function renderDialog(props: Partial<Parameters<typeof AgreementDialog>[0]> = {}) {
  return renderWithApp(
    <AgreementDialog plan={professional} onAccepted={() => undefined} onClose={() => undefined} {...props} />,
  );
}

describe('AgreementDialog', () => {
  it('keeps "accept" disabled until the box is ticked, then stores the acceptance of this version', async () => {
    const fetch = serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement({ titles: ['Consumer Credit File Rights', 'Service Agreement', 'Notice'] })),
      'POST /api/subscription/agreement': () => jsonResponse(200, anAcceptedAgreement('monthly')),
    });
    const onAccepted = vi.fn();
    renderDialog({ onAccepted });

    const dialog = await screen.findByRole('dialog', { name: 'Before you sign: your rights and our agreement' });
    expect(await within(dialog).findByText('Consumer Credit File Rights')).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept and continue' });
    expect(accept).toBeDisabled();

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read the statement of my rights and I accept the agreement for the Professional plan ($120.00 per month).',
      }),
    );
    expect(accept).toBeEnabled();
    await userEvent.click(accept);

    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetch, 'POST /api/subscription/agreement')).toEqual([
      { plan: 'monthly', version: '2026-01', lang: 'en' },
    ]);
  });

  it('says until when the member can cancel, in their own time', async () => {
    serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () => jsonResponse(200, anAgreement()),
    });
    renderDialog();
    expect(
      await screen.findByText('If you accept now, you can cancel at no cost until 11/26/2026, 10:00 AM UTC.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 2026-01')).toBeInTheDocument();
  });

  it('shows the other documents in their tabs', async () => {
    serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(200, anAgreement({ titles: ['Rights', 'Service Agreement', 'Notice of Cancellation'] })),
    });
    renderDialog();
    await userEvent.click(await screen.findByRole('tab', { name: 'Agreement' }));
    expect(screen.getByRole('heading', { name: 'Service Agreement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Right to cancel' }));
    expect(screen.getByRole('heading', { name: 'Notice of Cancellation' })).toBeInTheDocument();
  });

  it('does not go on when the acceptance is refused, and says why', async () => {
    serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () => jsonResponse(200, anAgreement()),
      'POST /api/subscription/agreement': () =>
        jsonResponse(409, { code: 'AGREEMENT_OUTDATED', message: 'Agreement outdated' }),
    });
    const onAccepted = vi.fn();
    renderDialog({ onAccepted });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByText('The agreement was updated. Please read the new version and accept it.'),
    ).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('offers to try again when the agreement cannot be loaded', async () => {
    serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderDialog();
    expect(await screen.findByText("We couldn't load the agreement. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
  });

  it('closes on "Not now"', async () => {
    serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=en': () => jsonResponse(200, anAgreement()),
    });
    const onClose = vi.fn();
    renderDialog({ onClose });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the Spanish documents and speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const fetch = serveApi({
      'GET /api/subscription/agreement?plan=monthly&lang=es': () =>
        jsonResponse(
          200,
          anAgreement({ language: 'es', titles: ['Derechos del consumidor', 'Contrato de servicio', 'Aviso'] }),
        ),
      'POST /api/subscription/agreement': () => jsonResponse(200, anAcceptedAgreement('monthly')),
    });
    const onAccepted = vi.fn();
    renderDialog({ onAccepted });

    expect(
      await screen.findByRole('dialog', { name: 'Antes de firmar: sus derechos y nuestro contrato' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Derechos del consumidor')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sus derechos' })).toBeInTheDocument();
    expect(
      screen.getByText('Si acepta ahora, puede cancelar sin costo hasta el 11/26/2026, 10:00 AM UTC.'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Leí la declaración de mis derechos y acepto el contrato del plan Profesional ($120.00 al mes).',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(sentBodies(fetch, 'POST /api/subscription/agreement')).toEqual([
      { plan: 'monthly', version: '2026-01', lang: 'es' },
    ]);
  });
});
