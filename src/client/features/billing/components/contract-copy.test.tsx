import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { expectLabelInName } from '#client/test-support/label-in-name.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { SignedAgreement } from '#shared/schemas/subscription.ts';
import { ContractCopy } from './contract-copy.tsx';

const older: SignedAgreement = {
  id: '0d4c3b2a-1f0e-4d9c-8b7a-6a5b4c3d2e11',
  paymentType: 'per_dispute',
  version: '2026-11-24',
  language: 'en',
  // Midday UTC, so the day reads the same in any US time zone.
  acceptedAt: '2026-11-02T17:00:00.000Z',
  rightToCancelEndsAt: '2026-11-06T10:00:00.000Z',
};
const newer: SignedAgreement = {
  ...older,
  id: '0d4c3b2a-1f0e-4d9c-8b7a-6a5b4c3d2e22',
  paymentType: 'monthly',
  version: '2026-11-28',
  acceptedAt: '2026-11-28T17:00:00.000Z',
  rightToCancelEndsAt: '2026-12-03T10:00:00.000Z',
};

const section = () => screen.getByRole('region', { name: /signed agreements|contratos firmados/ });

describe('ContractCopy', () => {
  it('lists each signed agreement as the server orders it (newest first), each with its own PDF', async () => {
    serveApi({ 'GET /api/subscription/agreements': () => jsonResponse(200, { agreements: [newer, older] }) });
    renderWithApp(<ContractCopy />);
    await screen.findByText('Professional plan');
    const rows = within(section()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Professional plan');
    expect(rows[0]).toHaveTextContent('Signed 11/28/2026');
    expect(rows[0]).toHaveTextContent('Agreement version 2026-11-28');
    expect(rows[1]).toHaveTextContent('Basic plan');
    expect(rows[1]).toHaveTextContent('Agreement version 2026-11-24');
    const links = within(section()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/api/subscription/agreements/${newer.id}/pdf`,
      `/api/subscription/agreements/${older.id}/pdf`,
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(links[0]).toHaveAccessibleName(/^Download PDF: the Professional plan agreement signed 11\/28\/2026/);
    for (const link of links) expectLabelInName(link);
  });

  it('says so when nothing has been signed yet', async () => {
    serveApi({ 'GET /api/subscription/agreements': () => jsonResponse(200, { agreements: [] }) });
    renderWithApp(<ContractCopy />);
    expect(await screen.findByText('You have not signed an agreement yet.')).toBeInTheDocument();
    expect(within(section()).queryByRole('link')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/subscription/agreements': () => jsonResponse(200, { agreements: [newer] }) });
    renderWithApp(<ContractCopy />);
    expect(await screen.findByText('Plan Profesional')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus contratos firmados' })).toBeInTheDocument();
    expect(screen.getByText(/^Firmado el 11\/28\/2026/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Descargar PDF: contrato del plan Profesional/ });
    expect(link).toHaveTextContent('Descargar PDF');
    expectLabelInName(link);
  });

  it('offers to try again when the list cannot be read', async () => {
    serveApi({
      'GET /api/subscription/agreements': () =>
        jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong' }),
    });
    renderWithApp(<ContractCopy />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
