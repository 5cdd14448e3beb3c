import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNegativeItem } from '../../../test-support/credit.ts';
import { aDispute } from '../../../test-support/disputes.ts';
import { jsonResponse, renderWithApp, serveApi } from '../../../test-support/render.tsx';
import { CreateDisputeDialog } from './create-dispute-dialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const midwest = aNegativeItem({ id: '41111111-1111-4111-8111-111111111111', creditorName: 'Midwest Recovery Group' });
const capital = aNegativeItem({
  id: '42222222-2222-4222-8222-222222222222',
  creditorName: 'Capital Card Services',
  isDisputed: true,
});

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<CreateDisputeDialog items={[midwest, capital]} onClose={onClose} />);
  return onClose;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

describe('CreateDisputeDialog', () => {
  it('lists only items not being disputed and the six reasons of the form', () => {
    serveApi({});
    renderDialog();
    const items = within(screen.getByLabelText('Negative item')).getAllByRole('option');
    expect(items.map((option) => option.textContent)).toEqual([
      'Choose an item…',
      'Midwest Recovery Group · ••••1234 · Collection',
    ]);
    const reasons = within(screen.getByLabelText('Reason')).getAllByRole('option').slice(1);
    expect(reasons.map((option) => option.getAttribute('value'))).toEqual([
      'Account not mine',
      'Payment was made on time',
      'Account was closed',
      'Balance is incorrect',
      'Information is outdated',
      'Other (specify in details)',
    ]);
  });

  it('asks for an item and a reason, and for details when the reason is "Other"', async () => {
    const fetch = serveApi({});
    renderDialog();
    await save();
    expect(await screen.findByText('Choose the item you want to dispute.')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Other (specify in details)');
    expect(screen.getByLabelText('Additional details (required)')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Tell us what is wrong in the details.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves a draft with the form’s label as the reason and says so', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    const onClose = renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Other (specify in details)');
    await userEvent.type(
      screen.getByLabelText('Additional details (required)'),
      '  I never had an account with them.  ',
    );
    await save();
    expect(await screen.findByText('Dispute Draft Saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your dispute has been saved as a draft. You can submit it for processing from the disputes page.',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      negativeItemId: midwest.id,
      disputeReason: 'Other (specify in details)',
      additionalDetails: 'I never had an account with them.',
    });
  });

  it('leaves out empty details', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Balance is incorrect');
    await save();
    await screen.findByText('Dispute Draft Saved');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      negativeItemId: midwest.id,
      disputeReason: 'Balance is incorrect',
    });
  });

  it('explains an item that already has an open dispute, and the generic failure otherwise', async () => {
    let answer = jsonResponse(409, { code: 'DISPUTE_EXISTS', message: 'exists' });
    serveApi({ 'POST /api/disputes': () => answer });
    const onClose = renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Account not mine');
    await save();
    expect(await screen.findByText('Failed to Create Dispute')).toBeInTheDocument();
    expect(screen.getByText(/This item already has an open dispute/)).toBeInTheDocument();

    answer = new Response('boom', { status: 500 });
    await save();
    expect(await screen.findByText('There was an error creating your dispute. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps supporting files on the device: adds several, refuses other types, removes one', async () => {
    serveApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    expect(screen.getByText(/These files stay on this device and are not uploaded/)).toBeInTheDocument();
    const input = screen.getByLabelText('Supporting documents (optional)');
    await user.upload(input, [
      new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }),
      new File(['img'], 'receipt.JPG', { type: 'image/jpeg' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.getByText('receipt.JPG')).toBeInTheDocument();
    expect(screen.getByText('Not added (only PDF, JPG or PNG): notes.txt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByText('statement.pdf')).toBeNull();
    expect(screen.getByText('receipt.JPG')).toBeInTheDocument();
  });

  it('says when nothing is left to dispute', () => {
    serveApi({});
    renderWithApp(<CreateDisputeDialog items={[capital]} onClose={() => undefined} />);
    expect(screen.getByText(/There are no negative items left to dispute/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your credit report' })).toHaveAttribute('href', '/credit-report');
  });
});
