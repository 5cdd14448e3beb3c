import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { serveAdmin } from '#client/test-support/admin.ts';
import { jsonResponse, type PathRoutes, renderWithApp, requestedUrls } from '#client/test-support/render.tsx';
import type { AdminMailing, AdminMailingDetail } from '#shared/schemas/mailing.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { MailingsTab } from './mailings-tab.tsx';

const aMailing = exampleOf<AdminMailing>(() => ({
  id: '4a1b2c3d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  member: { id: '31111111-1111-4111-8111-111111111111', name: 'Rosa Díaz', email: 'rosa@example.com' },
  disputeId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  bureau: 'experian',
  status: 'delivered',
  problem: null,
  priceCents: 1_200,
  charged: true,
  trackingNumber: '9407100000000000000001',
  createdAt: '2026-11-20T15:00:00.000Z',
  mailedOn: '2026-11-21',
  deliveredOn: '2026-11-24',
}));
const delivered = aMailing();
const returned = aMailing({
  id: '5b2c3d4e-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  member: { id: '32222222-2222-4222-8222-222222222222', name: ' ', email: 'sam@example.com' },
  bureau: 'equifax',
  status: 'returned',
  problem: 'returned',
  priceCents: 1_500,
  charged: false,
  trackingNumber: null,
  mailedOn: null,
  deliveredOn: null,
});
const detail: AdminMailingDetail = {
  ...delivered,
  enclosures: ['id_copy', 'proof_of_address'],
  lobLetterId: 'ltr_4dfdc1a5cb1b3f6b',
  tracking: [
    { step: 'mailed', occurredAt: '2026-11-21T14:00:00.000Z', location: '10001' },
    { step: 'in_transit', occurredAt: '2026-11-22T14:00:00.000Z', location: null },
    { step: 'delivered', occurredAt: '2026-11-24T14:00:00.000Z', location: '75013' },
  ],
};
const detailPath = `/api/admin/mailings/${delivered.id}`;

const serveMailings = (extra?: PathRoutes) =>
  serveAdmin(
    {
      '/api/admin/mailings': { mailings: [delivered, returned], chargedCents: 5_100, total: 2, page: 1, pageSize: 25 },
    },
    extra,
  );

const row = (email: string) => screen.getAllByText(email)[0]?.closest('li') as HTMLElement;
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('MailingsTab', () => {
  it('shows each mailing’s member, bureau, status and problem, price, tracking number and dates, and the total charged', async () => {
    serveMailings();
    renderWithApp(<MailingsTab />);
    expect(await screen.findByText('2 mailings · $51.00 charged')).toBeInTheDocument();
    const rosa = row('rosa@example.com');
    expect(
      within(rosa).getByRole('button', { name: 'View the mailing to Experian for Rosa Díaz' }),
    ).toBeInTheDocument();
    expect(field(rosa, 'Bureau')).toHaveTextContent('Experian');
    expect(field(rosa, 'Status')).toHaveTextContent(/^Delivered$/);
    expect(field(rosa, 'Price')).toHaveTextContent('$12.00Charged');
    expect(field(rosa, 'Tracking number')).toHaveTextContent('9407100000000000000001');
    expect(field(rosa, 'Created / mailed / delivered')).toHaveTextContent(
      /^Created \d\d\/\d\d\/2026Mailed 11\/21\/2026Delivered 11\/24\/2026$/,
    );
    // Someone who gave no name is named by their email.
    const sam = row('sam@example.com');
    expect(within(sam).getByRole('button', { name: 'View the mailing to Equifax for sam@example.com' })).toBeVisible();
    expect(field(sam, 'Status')).toHaveTextContent('ReturnedReturned or re-routed');
    expect(field(sam, 'Price')).toHaveTextContent('$15.00Not charged');
    expect(field(sam, 'Tracking number')).toHaveTextContent('—');
    expect(field(sam, 'Created / mailed / delivered')).toHaveTextContent('Mailed —Delivered —');
  });

  it('asks with the search, status and problem, back on the first page', async () => {
    const fetch = serveMailings();
    renderWithApp(<MailingsTab />);
    expect(await screen.findByText('rosa@example.com')).toBeInTheDocument();
    // The problem first: no list asked on the way may be the one asked at the end, which a cached answer would
    // serve without asking (under load the search's pause let the status-and-search list be asked first).
    await userEvent.selectOptions(screen.getByLabelText('Problem'), 'USPS issue');
    await userEvent.type(screen.getByLabelText('Search by member or tracking number'), '9407');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In transit');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/mailings').at(-1)?.search).toBe(
        '?problem=issue&status=in_transit&q=9407&page=1',
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Problem'), 'All mailings');
    await waitFor(() =>
      expect(requestedUrls(fetch, '/api/admin/mailings').at(-1)?.search).toBe('?status=in_transit&q=9407&page=1'),
    );
  });

  it('pages', async () => {
    const fetch = serveAdmin({
      '/api/admin/mailings': { mailings: [delivered], chargedCents: 1_200, total: 30, page: 1, pageSize: 25 },
    });
    renderWithApp(<MailingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requestedUrls(fetch, '/api/admin/mailings').at(-1)?.search).toBe('?page=2'));
  });

  it('says so when nothing matches', async () => {
    serveAdmin({ '/api/admin/mailings': { mailings: [], chargedCents: 0, total: 0, page: 1, pageSize: 25 } });
    renderWithApp(<MailingsTab />);
    expect(await screen.findByText('No mailings match.')).toBeInTheDocument();
    expect(screen.getByText('0 mailings · $0.00 charged')).toBeInTheDocument();
  });

  it('opens a mailing with its enclosures and its tracking history, oldest scan first', async () => {
    const fetch = serveMailings({ [`GET ${detailPath}`]: () => jsonResponse(200, detail) });
    renderWithApp(<MailingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the mailing to Experian for Rosa Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mailing to Experian for Rosa Díaz' });
    expect(await within(dialog).findByText('ltr_4dfdc1a5cb1b3f6b')).toBeInTheDocument();
    expect(within(dialog).getByText('Copy of ID, Proof of address')).toBeInTheDocument();
    expect(within(dialog).getByText('$12.00 · Charged')).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Tracking history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((scan) => scan.firstChild?.textContent),
    ).toEqual(['Mailed', 'In transit', 'Delivered']);
    expect(within(history).getByText('75013')).toBeInTheDocument();
    expect(requestedUrls(fetch, detailPath)).toHaveLength(1);
  });

  it('says when the mailing cannot be read, and offers to try again', async () => {
    serveMailings({ [`GET ${detailPath}`]: () => new Response('oops', { status: 500 }) });
    renderWithApp(<MailingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the mailing to Experian for Rosa Díaz' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish, with dates and money as in English', async () => {
    await i18n.changeLanguage('es');
    serveMailings();
    renderWithApp(<MailingsTab />);
    expect(await screen.findByText('2 envíos · $51.00 cobrado')).toBeInTheDocument();
    const sam = row('sam@example.com');
    expect(field(sam, 'Estado')).toHaveTextContent('DevueltoDevuelto o redirigido');
    expect(field(row('rosa@example.com'), 'Creado / enviado / entregado')).toHaveTextContent(
      'Enviado 11/21/2026Entregado 11/24/2026',
    );
    expect(screen.getByLabelText('Problema')).toBeInTheDocument();
  });
});
