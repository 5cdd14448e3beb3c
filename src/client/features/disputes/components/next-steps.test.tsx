import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauRow, aNextStep, aSentDispute, daysFromNow } from '#client/test-support/disputes.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { STEP_LAW } from '#shared/constants/campaign.ts';
import type { NextStep } from '#shared/schemas/campaign.ts';
import { DisputeCampaign } from './dispute-campaign.tsx';

const id = '91111111-1111-4111-8111-111111111111';
const steps = `POST /api/disputes/${id}/steps`;
const verifiedByEquifax = aBureauRow('equifax', {
  status: 'answered',
  outcome: 'verified',
  respondedAt: daysFromNow(-5),
  daysLeft: null,
});
const proposing = (...nextSteps: NextStep[]) =>
  aSentDispute({
    id,
    status: 'rejected',
    accountName: 'Midwest Recovery Group',
    itemType: 'collection',
    bureaus: [verifiedByEquifax],
    nextSteps,
    campaignState: 'ready_for_next_round',
  });
const proposal = (name: string) => screen.getByRole('listitem', { name });
const words = (count: number) => Array.from({ length: count }, (_, n) => `word${n}`).join(' ');

const furnisherDispute = (suggestedRecipient: NextStep['suggestedRecipient']) =>
  aNextStep({
    kind: 'furnisher_dispute',
    reason: 'verification_answered',
    law: STEP_LAW.furnisher_dispute,
    needs: ['recipient_address'],
    suggestedRecipient,
  });

describe('the next steps', () => {
  it('says why each step is proposed, with its law, and prepares one that needs nothing at once', async () => {
    const fetch = serveApi({ [steps]: () => jsonResponse(201, proposing()) });
    renderWithApp(<DisputeCampaign dispute={proposing(aNextStep())} />);
    const mov = proposal('Ask how the item was checked');
    expect(within(mov).getByText('To: Equifax')).toBeInTheDocument();
    expect(
      within(mov).getByText(
        'Equifax said the item is accurate. You can ask how they checked (15 U.S.C. § 1681i(a)(7)). They must describe it within 15 days of receiving your letter.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(mov).getByRole('button', { name: 'Prepare this letter' }));
    expect(await screen.findByText(/^Your letter is ready/)).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([{ kind: 'method_of_verification', bureau: 'equifax' }]);
  });

  it('asks for the furnisher’s address prefilled from the report, with help on where to find it', async () => {
    const fetch = serveApi({ [steps]: () => jsonResponse(201, proposing()) });
    const fromReport = {
      name: 'Midwest Recovery Group LLC',
      street: 'PO Box 1234',
      city: 'Columbus',
      state: 'OH' as const,
      zipCode: '43215',
    };
    renderWithApp(<DisputeCampaign dispute={proposing(furnisherDispute(fromReport))} />);
    const furnisher = proposal('Dispute with the company that reported it');
    expect(
      within(furnisher).getByText(/^You asked Equifax how it checked the item\. You can dispute it/),
    ).toBeVisible();
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Prepare this letter' }));
    const address = within(furnisher).getByRole('group', { name: 'The address of the company that reported it' });
    expect(within(address).getByLabelText('Company name')).toHaveValue('Midwest Recovery Group LLC');
    expect(within(address).getByLabelText('Street address')).toHaveValue('PO Box 1234');
    expect(within(address).getByLabelText('City')).toHaveValue('Columbus');
    expect(within(address).getByLabelText('State')).toHaveValue('OH');
    expect(within(address).getByLabelText('ZIP code')).toHaveValue('43215');
    await userEvent.click(within(address).getByText('Where do I find this address?'));
    expect(within(address).getByText(/^On your credit report: each bureau’s report lists the address/)).toBeVisible();

    await userEvent.click(within(furnisher).getByRole('button', { name: 'Prepare the letter' }));
    expect(await screen.findByText(/^Your letter is ready/)).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([{ kind: 'furnisher_dispute', bureau: 'equifax', recipient: fromReport }]);
  });

  it('starts from the account’s name when the report gives no address, and sends nothing incomplete', async () => {
    const fetch = serveApi({ [steps]: () => jsonResponse(201, proposing()) });
    renderWithApp(<DisputeCampaign dispute={proposing(furnisherDispute(null))} />);
    const furnisher = proposal('Dispute with the company that reported it');
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Prepare this letter' }));
    expect(within(furnisher).getByLabelText('Company name')).toHaveValue('Midwest Recovery Group');
    expect(within(furnisher).getByLabelText('Street address')).toHaveValue('');
    await userEvent.click(within(furnisher).getByRole('button', { name: 'Prepare the letter' }));
    expect(await within(furnisher).findByText('Street must be at least 5 characters.')).toBeInTheDocument();
    expect(within(furnisher).getByText('Enter a ZIP code like 12345 or 12345-6789.')).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([]);
  });

  it('counts the statement’s words as they are typed and refuses 101', async () => {
    const fetch = serveApi({ [steps]: () => jsonResponse(201, proposing()) });
    const statement = aNextStep({
      kind: 'statement_of_dispute',
      reason: 'rounds_exhausted',
      law: STEP_LAW.statement_of_dispute,
      needs: ['statement'],
    });
    renderWithApp(<DisputeCampaign dispute={proposing(statement)} />);
    const item = proposal('Your statement for your file');
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare this letter' }));
    const field = within(item).getByLabelText('Your statement');
    expect(within(item).getByRole('status')).toHaveTextContent('0 of 100 words');

    await userEvent.click(field);
    await userEvent.paste(words(101));
    expect(within(item).getByRole('status')).toHaveTextContent('101 of 100 words');
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare the letter' }));
    expect(await within(item).findByText(/^Your statement has more than 100 words/)).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.paste(words(100));
    expect(within(item).getByRole('status')).toHaveTextContent('100 of 100 words');
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare the letter' }));
    expect(await screen.findByText(/^Your letter is ready/)).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([
      { kind: 'statement_of_dispute', bureau: 'equifax', statement: words(100) },
    ]);
  });

  it('says plainly that a repeated dispute needs something new, and what the server answers when it has none', async () => {
    const fetch = serveApi({
      [steps]: () =>
        jsonResponse(409, { code: 'STEP_NOT_OFFERED', message: 'Not offered', reason: 'needs_new_information' }),
    });
    const again = aNextStep({ kind: 'new_information', law: STEP_LAW.new_information, needs: ['new_information'] });
    renderWithApp(<DisputeCampaign dispute={proposing(again)} />);
    const item = proposal('Dispute again with new information');
    expect(within(item).getByRole('note')).toHaveTextContent(
      'A bureau may refuse a repeated dispute without new information (15 U.S.C. § 1681i(a)(3)). Add what is new.',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare this letter' }));
    const field = within(item).getByLabelText('What is new');
    await userEvent.type(field, 'Too short');
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare the letter' }));
    expect(await within(item).findByText('Please write a little more.')).toBeInTheDocument();
    expect(sentBodies(fetch, steps)).toEqual([]);

    await userEvent.type(field, ': the bank’s letter of 03/02/2026 says the account was paid in full.');
    await userEvent.click(within(item).getByRole('button', { name: 'Prepare the letter' }));
    expect(
      await screen.findByText(/^A bureau may refuse a repeated dispute.*Add what is new and try again\.$/),
    ).toBeVisible();
    expect(sentBodies(fetch, steps)).toHaveLength(1);
  });

  it('labels goodwill a request, not a dispute', () => {
    const goodwill = aNextStep({
      kind: 'goodwill',
      reason: 'late_payment_verified',
      law: STEP_LAW.goodwill,
      needs: [],
      suggestedRecipient: { name: 'First Bank', street: '1 Main Street', city: 'Dover', state: 'DE', zipCode: '19901' },
    });
    renderWithApp(<DisputeCampaign dispute={proposing(goodwill)} />);
    const item = proposal('Goodwill request to the creditor');
    expect(within(item).getByText('A request, not a dispute')).toBeInTheDocument();
    expect(within(item).getByText('To: First Bank')).toBeInTheDocument();
    expect(within(item).getByText('Address from your report: 1 Main Street, Dover, DE 19901.')).toBeInTheDocument();
    expect(within(item).getByText(/^This is a request, not a dispute/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<DisputeCampaign dispute={proposing(aNextStep())} />);
    expect(screen.getByRole('heading', { name: 'Lo que puede hacer ahora' })).toBeInTheDocument();
    const mov = proposal('Preguntar cómo se verificó la cuenta');
    expect(
      within(mov).getByText(
        'Equifax dijo que la cuenta es correcta. Puede preguntar cómo la verificaron (15 U.S.C. § 1681i(a)(7)). Deben describirlo dentro de los 15 días siguientes a recibir su carta.',
      ),
    ).toBeInTheDocument();
    expect(within(mov).getByRole('button', { name: 'Preparar esta carta' })).toBeInTheDocument();
  });
});
