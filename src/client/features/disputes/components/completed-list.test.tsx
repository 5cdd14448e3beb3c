import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { aBureauRow, aNextStep, aSentDispute, daysFromNow } from '#client/test-support/disputes.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { CompletedList } from './completed-list.tsx';
import { RecentCompleted } from './recent-completed.tsx';

const id = '41111111-1111-4111-8111-111111111111';
const answered = (outcome: 'deleted' | 'verified' | 'no_response') => ({
  status: 'answered' as const,
  outcome,
  respondedAt: daysFromNow(-3),
  daysLeft: null,
});

/** Experian deleted the item, Equifax and TransUnion verified it: resolved, yet still listed at two bureaus. */
const splitAnswers = aSentDispute({
  id,
  status: 'resolved',
  resolvedAt: daysFromNow(-3),
  itemType: 'late_payment',
  bureaus: [
    aBureauRow('experian', answered('deleted')),
    aBureauRow('equifax', answered('verified')),
    aBureauRow('transunion', answered('verified')),
  ],
  nextSteps: [aNextStep({ bureau: 'equifax' }), aNextStep({ bureau: 'transunion' })],
  campaignState: 'ready_for_next_round',
});

/** The proposals to ask how the item was checked, by the bureau each goes to. */
const askingHow = () =>
  screen
    .getAllByRole('listitem', { name: 'Ask how the item was checked' })
    .map((proposal) => within(proposal).getByText(/^To: /).textContent);

describe('a finished dispute a bureau verified', () => {
  it('proposes asking how it checked to each bureau that verified it, and to no other', () => {
    renderWithApp(<CompletedList kind="resolved" disputes={[splitAnswers]} />);
    // Still listed at the two bureaus that verified it: resolved in part, not removed.
    expect(screen.getByText('Partly resolved')).toBeVisible();
    expect(screen.getByText('Waiting on you')).toBeVisible();
    expect(askingHow()).toEqual(['To: Equifax', 'To: TransUnion']);
    expect(
      screen.getByText(
        'Equifax said the item is accurate. You can ask how they checked (15 U.S.C. § 1681i(a)(7)). They must describe it within 15 days of receiving your letter.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Prepare this letter' })).toHaveLength(2);
    // Nothing here is too old to be reported: no such note.
    expect(screen.queryByText('This item is too old to be reported')).toBeNull();
  });

  it('says plainly when the item is too old to be reported, with the day its reporting ended', () => {
    const tooOld = { ...splitAnswers, reportingEndedOn: '2025-03-31' };
    renderWithApp(<CompletedList kind="resolved" disputes={[tooOld]} />);
    const note = screen.getByRole('note');
    expect(within(note).getByText('This item is too old to be reported')).toBeVisible();
    expect(
      within(note).getByText(
        `Going by its dates, the law (15 U.S.C. § 1681c) lets it be reported only until ${formatDay('2025-03-31')}, yet Equifax and TransUnion answered that it is accurate. Ask each of them how they checked the item (the next steps below), and keep a copy of every answer.`,
      ),
    ).toBeVisible();
    expect(within(note).getByText(/consumerfinance\.gov\/complaint/)).toBeVisible();
    expect(askingHow()).toHaveLength(2);
  });

  it('says on the dispute center’s recent list how many next steps there are, and nothing when there are none', () => {
    const deleted = aSentDispute({
      id: '51111111-1111-4111-8111-111111111111',
      status: 'resolved',
      resolvedAt: daysFromNow(-1),
      accountName: 'Harbor Bank',
      bureaus: [aBureauRow('experian', answered('deleted'))],
      reportingEndedOn: '2025-03-31',
      campaignState: 'won',
    });
    renderWithApp(<RecentCompleted disputes={[splitAnswers, deleted]} />);
    expect(screen.getByRole('link', { name: '2 next steps for this item: see your disputes' })).toHaveAttribute(
      'href',
      '/disputes',
    );
    expect(screen.getAllByRole('link', { name: /next step/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Prepare this letter' })).toBeNull();
    expect(screen.queryAllByText('This item is too old to be reported')).toHaveLength(0);
  });
});
