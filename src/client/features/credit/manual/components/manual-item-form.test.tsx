import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { type ApiRoutes, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import type { ManualItem } from '#shared/schemas/manual-items.ts';
import { aManualItem } from '../test-manual-items.ts';
import { ManualItemForm } from './manual-item-form.tsx';

function renderForm(item: ManualItem | null = null, routes: ApiRoutes = {}) {
  const fetch = serveApi(routes);
  const onSaved = vi.fn();
  renderWithApp(<ManualItemForm item={item} onSaved={onSaved} onCancel={() => undefined} />);
  return { fetch, onSaved };
}

const sentBody = (fetch: ReturnType<typeof serveApi>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save item' }));

/** A collection as most members enter it: two bureaus, the same details on both. */
async function fillCollection() {
  await userEvent.selectOptions(screen.getByLabelText('What kind of item is it?'), 'collection');
  await userEvent.type(screen.getByLabelText('Creditor or collection agency'), 'Midwest Recovery Group');
  await userEvent.type(screen.getByLabelText('Original creditor'), 'Sunrise Medical Center');
  await userEvent.type(screen.getByLabelText('Account number'), 'XXXX1234');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Experian' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'TransUnion' }));
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'collection');
  await userEvent.type(screen.getByLabelText('Balance (dollars)'), '1,250.50');
  await userEvent.type(screen.getByLabelText('Date opened'), '2021-03-01');
}

describe('ManualItemForm', () => {
  it('sends one set of details for every ticked bureau, dollars in cents and blanks as null', async () => {
    const { fetch, onSaved } = renderForm(null, {
      'POST /api/credit-report/manual/items': () => jsonResponse(201, aManualItem()),
    });
    await fillCollection();
    expect(screen.getByRole('checkbox', { name: /Same details on every bureau/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'How the reports show it' })).toBeInTheDocument();
    await save();
    expect(onSaved).toHaveBeenCalled();
    const view = {
      paymentStatus: 'collection',
      accountStatus: null,
      balanceCents: 125_050,
      dateOpened: '2021-03-01',
      dateReported: null,
      firstDelinquencyDate: null,
      dateClosed: null,
      chargeOffDate: null,
      lastPaymentDate: null,
      remarks: null,
    };
    expect(sentBody(fetch)).toEqual({
      itemType: 'collection',
      creditorName: 'Midwest Recovery Group',
      originalCreditorName: 'Sunrise Medical Center',
      bankruptcyChapter: null,
      accountNumber: 'XXXX1234',
      views: [
        { bureau: 'experian', ...view },
        { bureau: 'transunion', ...view },
      ],
    });
    expect(await screen.findByText('Item saved')).toBeInTheDocument();
  });

  it('gives each bureau its own section, started from the shared details, when they are not the same', async () => {
    const { fetch } = renderForm(null, {
      'POST /api/credit-report/manual/items': () => jsonResponse(201, aManualItem()),
    });
    await fillCollection();
    await userEvent.click(screen.getByRole('checkbox', { name: /Same details on every bureau/ }));
    const transunion = screen.getByRole('group', { name: 'How TransUnion shows it' });
    expect(screen.getByRole('group', { name: 'How Experian shows it' })).toBeInTheDocument();
    expect(within(transunion).getByLabelText('Balance (dollars)')).toHaveValue('1,250.50');
    await userEvent.clear(within(transunion).getByLabelText('Balance (dollars)'));
    await userEvent.type(within(transunion).getByLabelText('Balance (dollars)'), '900');
    await save();
    expect(sentBody(fetch).views.map((view: { balanceCents: number }) => view.balanceCents)).toEqual([125_050, 90_000]);
  });

  it('asks only what applies: the original creditor for a collection, the chapter for a bankruptcy', async () => {
    renderForm();
    const kind = screen.getByLabelText('What kind of item is it?');
    await userEvent.selectOptions(kind, 'late_payment');
    expect(screen.queryByLabelText('Original creditor')).toBeNull();
    expect(screen.queryByLabelText('Bankruptcy chapter')).toBeNull();
    await userEvent.selectOptions(kind, 'bankruptcy');
    expect(screen.getByLabelText('Bankruptcy chapter')).toBeInTheDocument();
    expect(screen.getByText(/In the public records section of the report/)).toBeInTheDocument();
  });

  it('says under each field what is missing or wrong, and sends nothing', async () => {
    const { fetch } = renderForm();
    await save();
    expect(screen.getByLabelText('What kind of item is it?')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Creditor or collection agency')).toHaveAccessibleDescription(
      "Enter the creditor's name as the report shows it.",
    );
    expect(screen.getByText('Tick at least one bureau.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    await userEvent.type(screen.getByLabelText('Balance (dollars)'), '12,50');
    await save();
    expect(screen.getByLabelText('Balance (dollars)')).toHaveAccessibleDescription(
      'Enter the amount in dollars, like 1250 or 1,250.50.',
    );
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('This field is required.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Experian' }));
    await userEvent.type(screen.getByLabelText('Fecha de apertura'), '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar partida' }));
    expect(screen.getByLabelText('Acreedor o agencia de cobros')).toHaveAccessibleDescription(
      'Escriba el nombre del acreedor como aparece en el reporte.',
    );
    expect(screen.getByLabelText('Estado')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByLabelText('Fecha de apertura')).toHaveAccessibleDescription(
      'Esta fecha está en el futuro. Use la fecha que aparece en su reporte.',
    );
  });

  it('tells where each figure is on the bureaus’ reports', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    expect(screen.getByLabelText('Date of first delinquency')).toHaveAccessibleDescription(
      /Equifax: "Date of First Delinquency"\. Experian and TransUnion show when it leaves instead \("On record until"/,
    );
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(/only its last 4 characters/);
  });

  it('on an edit, keeps the stored account number unless a new one is typed, and puts the API’s issues under fields', async () => {
    const item = aManualItem({ views: [aManualView({ balanceCents: 125_050 })] });
    const { fetch } = renderForm(item, {
      [`PUT /api/credit-report/manual/items/${item.id}`]: () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'x',
          issues: [{ path: 'views.0.dateOpened', code: 'custom', message: 'credit.manual.errors.dateInFuture' }],
        }),
    });
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'The saved number ends in 1234. Leave this blank to keep it, or type a new one.',
    );
    expect(screen.getByLabelText('Balance (dollars)')).toHaveValue('1250.50');
    await save();
    expect(sentBody(fetch)).not.toHaveProperty('accountNumber');
    expect(await screen.findByLabelText('Date opened')).toHaveAccessibleDescription(
      'This date is in the future. Use the date shown on your report.',
    );
  });

  it('says clearly when the item went into a dispute meanwhile and can no longer change', async () => {
    const item = aManualItem();
    const { onSaved } = renderForm(item, {
      [`PUT /api/credit-report/manual/items/${item.id}`]: () =>
        jsonResponse(409, { code: 'ITEM_LOCKED', message: 'locked' }),
    });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item is part of a dispute, so it can no longer be changed or removed.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
