import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aBureauView, aNegativeItem } from '#client/test-support/credit.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import type { DisputeReason } from '#shared/schemas/credit.ts';
import { type DisputeAction, NegativeItemDetails } from './negative-item-details.tsx';

const finding = (code: DisputeReason['code'], en: string, es: string): DisputeReason => ({
  code,
  rule: code === 'outdated' ? 'outdated' : 'duplicate',
  bureaus: ['experian', 'equifax'],
  relatedTradelineKey: null,
  explanation: { en, es },
});

const item = aNegativeItem({
  originalCreditorName: 'Sunrise Medical Center',
  reportingEndsOn: '2025-06-30',
  bureaus: ['experian', 'equifax'],
  views: [aBureauView({ balanceCents: 120_000 }), aBureauView({ bureau: 'equifax', balanceCents: 95_000 })],
  disputeReasons: [finding('outdated', 'It is past the 7-year limit.', 'Ya pasó el límite de 7 años.')],
});

/** Stands in for the page's dispute form: shows which reasons the dialog hands it, in order. */
const ShowChosen: DisputeAction = ({ item: disputed, reasonCodes }) => (
  <output aria-label="chosen">{`${disputed.creditorName}: [${reasonCodes.join(',')}]`}</output>
);

const renderDetails = (shown = item) =>
  renderWithApp(<NegativeItemDetails item={shown} onClose={() => undefined} disputeAction={ShowChosen} />);
const BY_BUREAU = 'What each bureau reports';
const reason = (name: RegExp | string) => screen.getByRole('checkbox', { name });

describe('NegativeItemDetails', () => {
  it('pre-selects the reasons found, explains them in the member’s language, and shows each bureau', async () => {
    renderDetails();
    expect(reason(/It is too old to be reported/)).toBeChecked();
    expect(reason(/This account is not mine/)).not.toBeChecked();
    expect(screen.getByText('It is past the 7-year limit.')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('$950.00')).toBeInTheDocument();
    expect(screen.getByText('06/30/2025')).toBeInTheDocument();
    // How long the law lets it be reported, and no score-impact figure nobody can source.
    expect(screen.getByText(/A collection may be reported for up to about 7 years/)).toBeInTheDocument();
    expect(screen.queryByText(/points/)).toBeNull();
  });

  it('puts the bureaus’ table in a named box the keyboard reaches, so a phone can scroll to TransUnion', async () => {
    renderDetails(
      aNegativeItem({
        views: (['experian', 'equifax', 'transunion'] as const).map((bureau) => aBureauView({ bureau })),
      }),
    );
    const region = screen.getByRole('region', { name: BY_BUREAU });
    expect(region).toContainElement(screen.getByRole('table', { name: BY_BUREAU }));
    expect(region).toHaveTextContent('TransUnion');
    region.focus();
    expect(region).toHaveFocus();
  });

  it('offers every reason of the create form, and "outdated" only once the item may no longer be reported', () => {
    renderDetails(aNegativeItem({ reportingEndsOn: '2099-12-31' }));
    for (const label of [
      'This account is not mine',
      'I made my payments on time',
      'The account was closed',
      'The amount is wrong',
      'Another reason',
    ]) {
      expect(reason(label)).not.toBeChecked();
    }
    expect(screen.queryByRole('checkbox', { name: 'It is too old to be reported' })).toBeNull();
  });

  it('asks for at least one reason when none is selected, and hands the action nothing', async () => {
    renderDetails();
    await userEvent.click(reason(/It is too old to be reported/));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No Reasons Selected - Please select at least one dispute reason.',
    );
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('Midwest Recovery Group: []');
  });

  it('hands the action every ticked reason, the found ones first, in the order shown', async () => {
    renderDetails(
      aNegativeItem({
        disputeReasons: [
          finding('outdated', 'Too old.', 'Muy antigua.'),
          finding('duplicate', 'Listed twice.', 'Aparece dos veces.'),
        ],
      }),
    );
    await userEvent.click(reason('I made my payments on time'));
    await userEvent.click(reason('This account is not mine'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(
      'Midwest Recovery Group: [outdated,duplicate,not_mine,paid_on_time]',
    );
  });

  it('shows an item already being disputed as such, with the way to its dispute instead of the action', () => {
    renderDetails(aNegativeItem({ isDisputed: true }));
    expect(screen.getByText(/This item already has an open dispute/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your disputes' })).toHaveAttribute('href', '/disputes');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('status', { name: 'chosen' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderDetails();
    expect(screen.getByText('Ya pasó el límite de 7 años.')).toBeInTheDocument();
    expect(reason(/Es demasiado antigua para aparecer/)).toBeChecked();
    expect(reason('Hice mis pagos a tiempo')).not.toBeChecked();
    expect(reason('La cuenta está cerrada')).not.toBeChecked();
  });
});
