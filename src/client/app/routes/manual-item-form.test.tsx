import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aManualItem, manualEntriesOf } from '#client/features/credit/manual/test-manual-items.ts';
import { paths } from '#client/lib/paths.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ManualItemFormPage } from './manual-item-form.tsx';

const midwest = aManualItem();
const locked = aManualItem({ id: '72222222-2222-4222-8222-222222222222', locked: true });

function renderAt(path: string) {
  serveApi({
    'GET /api/credit-report/manual': () => jsonResponse(200, manualEntriesOf([midwest, locked])),
    [`PUT /api/credit-report/manual/items/${midwest.id}`]: () => jsonResponse(200, midwest),
    'POST /api/credit-report/manual/items': () => jsonResponse(201, midwest),
  });
  renderWithApp(
    <Routes>
      <Route path={paths.manualItemNew} element={<ManualItemFormPage />} />
      <Route path={paths.manualItemEditPattern} element={<ManualItemFormPage />} />
      <Route path={paths.manualItems} element={<p>the list</p>} />
    </Routes>,
    { path },
  );
}

describe('ManualItemFormPage', () => {
  it('opens an item to change with what was typed, and goes back to the list once saved', async () => {
    renderAt(paths.manualItemEdit(midwest.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change an item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Creditor or collection agency')).toHaveValue('Midwest Recovery Group');
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.getByText('Item saved')).toBeInTheDocument();
  });

  it('offers no form for an item in a dispute, and says why', async () => {
    renderAt(paths.manualItemEdit(locked.id));
    expect(await screen.findByRole('heading', { level: 1, name: "This item can't be changed" })).toBeInTheDocument();
    expect(screen.getByText(/part of a dispute, so it can no longer be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save item' })).toBeNull();
  });

  it('says so when the item is not there any more', async () => {
    renderAt(paths.manualItemEdit('79999999-9999-4999-8999-999999999999'));
    expect(await screen.findByText(/We couldn't find this item/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your items entered by hand' })).toHaveAttribute('href', paths.manualItems);
  });

  it('starts a new item blank, without asking the server for the list', async () => {
    renderAt(paths.manualItemNew);
    expect(screen.getByRole('heading', { level: 1, name: 'Add an item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Creditor or collection agency')).toHaveValue('');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
