import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aManualItem, manualEntriesOf } from '#client/features/credit/manual/test-manual-items.ts';
import { i18n } from '#client/lib/i18n.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { ManualEntriesResponse } from '#shared/schemas/manual-items.ts';
import { ManualItemsPage } from './manual-items.tsx';

const midwest = aManualItem({ views: [aManualView({ balanceCents: 125_050 })] });
const capital = aManualItem({
  id: '72222222-2222-4222-8222-222222222222',
  itemType: 'charge_off',
  creditorName: 'Capital Card Services',
  originalCreditorName: null,
  accountNumberLast4: null,
  views: [
    aManualView({ paymentStatus: 'charge_off', balanceCents: 90_000 }),
    aManualView({ bureau: 'equifax', paymentStatus: 'charge_off', balanceCents: 85_000 }),
  ],
  locked: true,
});

function renderPage(entries: ManualEntriesResponse, extra: ApiRoutes = {}) {
  const fetch = serveApi({ 'GET /api/credit-report/manual': () => jsonResponse(200, entries), ...extra });
  renderWithApp(<ManualItemsPage />, { path: '/credit-report/my-items' });
  return fetch;
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('article') as HTMLElement;

describe('ManualItemsPage', () => {
  it('shows each item as typed, and lets the member change or remove only those not in a dispute', async () => {
    renderPage(manualEntriesOf([midwest, capital]));
    const open = await cardOf('Midwest Recovery Group');
    expect(within(open).getByText('Shown by Experian · Ending in 1234')).toBeInTheDocument();
    expect(within(open).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(open).getByText('In collection')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Edit Midwest Recovery Group' })).toHaveAttribute(
      'href',
      `/credit-report/my-items/${midwest.id}`,
    );

    const locked = await cardOf('Capital Card Services');
    expect(within(locked).getByText("In a dispute — can't be changed")).toBeInTheDocument();
    expect(within(locked).getByText('Experian: $900.00 · Equifax: $850.00')).toBeInTheDocument();
    expect(within(locked).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(locked).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('asks before removing an item, then removes it', async () => {
    let entries = manualEntriesOf([midwest]);
    const fetch = renderPage(entries, {
      [`DELETE /api/credit-report/manual/items/${midwest.id}`]: () => {
        entries = manualEntriesOf([]);
        return new Response(null, { status: 204 });
      },
      'GET /api/credit-report/manual': () => jsonResponse(200, entries),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Midwest Recovery Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Midwest Recovery Group' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
  });

  it('explains in plain words what to do when there is nothing yet, with the way to add an item', async () => {
    renderPage(manualEntriesOf([]));
    expect(await screen.findByText(/For each account that is late, in collection, charged off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an item' })).toHaveAttribute('href', '/credit-report/my-items/new');
    expect(screen.getByText('No files yet.')).toBeInTheDocument();
  });

  it('saves the scores given, and refuses one outside 300–850 under its field', async () => {
    const fetch = renderPage(manualEntriesOf([]), {
      'PUT /api/credit-report/manual/scores': () => jsonResponse(200, { scores: [] }),
    });
    const experian = await screen.findByLabelText('Experian score');
    await userEvent.type(experian, '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(experian).toHaveAccessibleDescription('A score is a whole number between 300 and 850.');
    await userEvent.clear(experian);
    await userEvent.type(experian, '640');
    await userEvent.type(screen.getByLabelText('Date of the Experian score'), '2026-10-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scores and report numbers saved')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      scores: [{ bureau: 'experian', value: 640, date: '2026-10-02' }],
      reportNumbers: {},
    });
  });

  it('asks each bureau’s report number beside its score, shows the saved ones and sends them', async () => {
    const fetch = renderPage(manualEntriesOf([], { reportNumbers: { transunion: '381920446' } }), {
      'PUT /api/credit-report/manual/scores': () => jsonResponse(200, { scores: [] }),
    });
    const transunion = await screen.findByLabelText('TransUnion report number');
    expect(transunion).toHaveValue('381920446');
    const equifax = screen.getByLabelText('Equifax report number');
    expect(equifax).toHaveAccessibleDescription(
      'Near the top of your Equifax report, as "Confirmation number". Leave blank if you don\'t have it.',
    );
    await userEvent.type(equifax, 'N° 52/04');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(equifax).toHaveAccessibleDescription(
      'Type the number as the report prints it: letters, digits, spaces and dashes, up to 30 characters.',
    );
    await userEvent.clear(equifax);
    await userEvent.type(equifax, '5204817736');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scores and report numbers saved')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      scores: [],
      reportNumbers: { equifax: '5204817736', transunion: '381920446' },
    });
  });

  it('lists the kept PDFs to download, and refuses a file that is not a PDF before sending it', async () => {
    const fetch = renderPage(
      manualEntriesOf([], {
        documents: [
          {
            id: '73333333-3333-4333-8333-333333333333',
            fileName: 'experian-2026-10.pdf',
            sizeBytes: 1_900_000,
            uploadedAt: '2026-10-02T15:00:00.000Z',
          },
        ],
      }),
    );
    const download = await screen.findByRole('link', { name: 'Download experian-2026-10.pdf' });
    expect(download).toHaveAttribute(
      'href',
      '/api/credit-report/manual/documents/73333333-3333-4333-8333-333333333333',
    );
    expect(download).toHaveAttribute('download', 'experian-2026-10.pdf');
    expect(screen.getByText('Added 10/02/2026 · 1.8 MB')).toBeInTheDocument();
    const input = screen.getByLabelText('Add a PDF');
    await userEvent.upload(input, new File(['<xml/>'], 'report.xml', { type: 'text/xml' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPage(manualEntriesOf([capital]));
    expect(await screen.findByRole('heading', { name: 'Sus partidas ingresadas a mano' })).toBeInTheDocument();
    expect(screen.getByText('En disputa: no se puede cambiar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar una partida' })).toBeInTheDocument();
  });
});
