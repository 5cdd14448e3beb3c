import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/CreditPath:alex%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd${index}-wxyz${index}`);
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const invalidCode = () => jsonResponse(400, { code: 'INVALID_TWO_FACTOR_CODE', message: 'Wrong code' });

function serveEnrolment(confirm = (init?: RequestInit) => jsonResponse(200, { recoveryCodes, init })) {
  return serveApi({
    'POST /api/auth/two-factor/enrolment': () => jsonResponse(200, enrolment),
    'POST /api/auth/two-factor/enrolment/confirm': (init) => confirm(init),
  });
}

describe('TwoFactorEnrolment', () => {
  it('explains, shows the QR code and the key, and turns on with a code from the app', async () => {
    const onDone = vi.fn();
    const fetchMock = serveEnrolment();
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={onDone} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.getByText(/a code from an authenticator app on your phone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));

    const qr = await screen.findByRole('img', { name: 'QR code that adds this account to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`);
    expect(screen.getByText(enrolment.secret)).toBeInTheDocument();
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ code: '123456' });
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows the same key again after a reload during set-up, and forgets it once turned on', async () => {
    const fetchMock = serveEnrolment();
    const first = renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    expect(await screen.findByText(enrolment.secret)).toBeInTheDocument();
    first.unmount();

    // The reload: no click, the key the app may already hold is asked for again and shown.
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    expect(await screen.findByText(enrolment.secret)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code that adds this account to your authenticator app' })).toBeVisible();
    const starts = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/enrolment')).length;
    expect(starts()).toBe(2);

    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    cleanup();
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Set it up' })).toBeInTheDocument();
    expect(starts()).toBe(2);
  });

  it('copies the codes and downloads them as a text file', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serveEnrolment();
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
    const text = `Recovery codes for alex@example.com. Each code works once.\n\n${recoveryCodes.join('\n')}\n`;
    expect(writeText).toHaveBeenCalledWith(text);
    expect(await screen.findByText('Codes copied')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download as text' }));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect([blob.type, await textOf(blob)]).toEqual(['text/plain;charset=utf-8', text]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['recovery-codes.txt', 'blob:codes']);
  });

  it('checks the code before sending, and shows a wrong one under the field', async () => {
    const fetchMock = serveEnrolment(invalidCode);
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Enter the 6-digit code from your app/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(field, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'That code is not correct or has already been used. Try the newest code.',
      ),
    );
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveEnrolment();
    renderWithApp(<TwoFactorEnrolment email="alex@example.com" onDone={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Active la verificación en dos pasos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activarla' }));
    await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya los guardé' })).toBeInTheDocument();
  });
});
