import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aNegativeItem } from '#client/test-support/credit.ts';
import { aDispute } from '#client/test-support/disputes.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { CreateDisputeDialog } from './create-dispute-dialog.tsx';

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

const reasonOptions = () =>
  within(screen.getByLabelText('Reason'))
    .getAllByRole('option')
    .slice(1)
    .map((option) => [option.getAttribute('value'), option.textContent]);

describe('CreateDisputeDialog', () => {
  it('lists only items not being disputed and the six reasons of the form, by the labels every screen uses', () => {
    serveApi({});
    renderDialog();
    const items = within(screen.getByLabelText('Negative item')).getAllByRole('option');
    expect(items.map((option) => option.textContent)).toEqual([
      'Choose an item…',
      'Midwest Recovery Group · ••••1234 · Collection',
    ]);
    expect(reasonOptions()).toEqual([
      ['not_mine', 'This account is not mine'],
      ['paid_on_time', 'I made my payments on time'],
      ['account_closed', 'The account was closed'],
      ['incorrect_amount', 'The amount is wrong'],
      ['outdated', 'It is too old to be reported'],
      ['other', 'Another reason'],
    ]);
  });

  it('does not offer "outdated" for an item that may still be reported', async () => {
    serveApi({});
    const recent = aNegativeItem({ id: '43333333-3333-4333-8333-333333333333', reportingEndsOn: '2099-12-31' });
    renderWithApp(<CreateDisputeDialog items={[recent]} onClose={() => undefined} />);
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), recent.id);
    expect(reasonOptions().map(([code]) => code)).toEqual([
      'not_mine',
      'paid_on_time',
      'account_closed',
      'incorrect_amount',
      'other',
    ]);
  });

  it('speaks Spanish', async () => {
    serveApi({});
    await i18n.changeLanguage('es');
    renderDialog();
    expect(
      within(screen.getByLabelText('Motivo')).getByRole('option', { name: 'Hice mis pagos a tiempo' }),
    ).toHaveValue('paid_on_time');
  });

  it('asks for an item and a reason, and for details when the reason is "Other"', async () => {
    const fetch = serveApi({});
    renderDialog();
    await save();
    expect(await screen.findByText('Choose the item you want to dispute.')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'other');
    expect(screen.getByLabelText('Additional details (required)')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Tell us what is wrong in the details.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves a draft with the reason’s code and says so', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    const onClose = renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'other');
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
      disputeReason: 'other',
      additionalDetails: 'I never had an account with them.',
    });
  });

  it('leaves out empty details', async () => {
    const fetch = serveApi({ 'POST /api/disputes': () => jsonResponse(201, aDispute()) });
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'incorrect_amount');
    await save();
    await screen.findByText('Dispute Draft Saved');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      negativeItemId: midwest.id,
      disputeReason: 'incorrect_amount',
    });
  });

  it('explains an item that already has an open dispute, and the generic failure otherwise', async () => {
    let answer = jsonResponse(409, { code: 'DISPUTE_EXISTS', message: 'exists' });
    serveApi({ 'POST /api/disputes': () => answer });
    const onClose = renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Negative item'), midwest.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'not_mine');
    await save();
    expect(await screen.findByText('Failed to Create Dispute')).toBeInTheDocument();
    // The whole text: the toast's screen-reader announcement, there for its first second, holds it among others.
    expect(
      screen.getByText('This item already has an open dispute. You can follow it on your disputes page.'),
    ).toBeInTheDocument();

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
