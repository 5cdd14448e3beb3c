import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import * as navigation from '#client/lib/navigation.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { YourData } from './your-data.tsx';

const section = () => screen.getByRole('region', { name: 'Your data' });
const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="my-data-2026-11-27.zip"',
    },
  });
const refused = (code: string, extra: object = {}) =>
  jsonResponse(code === 'RATE_LIMITED' ? 429 : 409, { code, message: code, ...extra });

describe('YourData', () => {
  it('says what deleting removes, what is kept, why and for how long', () => {
    renderWithApp(<YourData planStatus="inactive" />);
    const text = section().textContent ?? '';
    expect(text).toContain('including your Social Security number, date of birth, address and phone');
    expect(text).toContain('every file you gave us, including the photos of your ID');
    expect(text).toContain('you are signed out on every device');
    expect(text).toContain('the contract you signed and the record of your payments, encrypted, for 5 years');
    expect(text).toContain('Credit Repair Organizations Act');
    expect(text).not.toContain('You have a plan');
  });

  it('says what happens to a running plan, a saved card only where cards are kept', async () => {
    serveApi({ 'GET /api/site': () => jsonResponse(200, { paymentProcessor: 'manual' }) });
    renderWithApp(<YourData planStatus="active" />);
    expect(section()).toHaveTextContent(
      'You have a plan: deleting your account ends it today. Nothing more will be charged. If we owe you',
    );
    await screen.findByText(/If we owe you/);
    expect(section()).not.toHaveTextContent(/card/);
  });

  it('says a saved card is removed when plans are paid by card', async () => {
    serveApi({ 'GET /api/site': () => jsonResponse(200, { paymentProcessor: 'stripe' }) });
    renderWithApp(<YourData planStatus="active" />);
    expect(
      await within(section()).findByText(/Nothing more will be charged, and a saved card is removed\./),
    ).toBeInTheDocument();
  });

  it('downloads the zip under the server’s name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serveApi({ 'GET /api/account/export': zip });
    renderWithApp(<YourData planStatus="inactive" />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['my-data-2026-11-27.zip', 'blob:my-data']);
    expect((createObjectURL.mock.calls[0] as [Blob])[0].size).toBe(4);
  });

  it('says when the hourly downloads are spent, in minutes', async () => {
    serveApi({ 'GET /api/account/export': () => refused('RATE_LIMITED', { retryAfterSeconds: 1490 }) });
    renderWithApp(<YourData planStatus="inactive" />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('You can download your data 5 times an hour. Try again in about 25 min.'),
    ).toBeInTheDocument();
  });

  it('asks for the password, says when it is wrong or refused, and leaves for the confirmation page', async () => {
    const leave = vi.spyOn(navigation, 'leaveTo').mockImplementation(() => undefined);
    const answers = [
      () => jsonResponse(400, { code: 'WRONG_CURRENT_PASSWORD', message: 'wrong' }),
      () => refused('LAST_ADMIN'),
      () => new Response(null, { status: 204 }),
    ];
    const bodies: unknown[] = [];
    serveApi({
      'POST /api/account/delete': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return (answers.shift() ?? answers[0])?.() ?? new Response(null, { status: 500 });
      },
    });
    renderWithApp(<YourData planStatus="inactive" />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Enter your password.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('That is not your password.')).toBeInTheDocument();

    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText(
        'You are the only admin. Make someone else an admin before you delete your account.',
      ),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();

    await userEvent.click(confirm);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/account-deleted'));
    expect(bodies).toEqual([{ password: 'not-it' }, { password: 'not-it' }, { password: 'not-it' }]);
  });

  it('keeps the account when the member changes their mind', async () => {
    const fetchMock = serveApi({});
    renderWithApp(<YourData planStatus="inactive" />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<YourData planStatus="past_due" />);
    const region = screen.getByRole('region', { name: 'Sus datos' });
    expect(within(region).getByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
    expect(region).toHaveTextContent('el contrato que firmó y el registro de sus pagos, cifrados, durante 5 años');
    expect(region).toHaveTextContent('Usted tiene un plan: al eliminar su cuenta, el plan termina hoy.');
    await userEvent.click(within(region).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByRole('dialog', { name: '¿Eliminar su cuenta?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Su contraseña')).toBeInTheDocument();
  });
});
