import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '#client/lib/format.ts';
import { aBureauRow, aSentDispute, daysFromNow } from '#client/test-support/disputes.ts';
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
  followUps: [
    { kind: 'method_of_verification', bureau: 'equifax' },
    { kind: 'method_of_verification', bureau: 'transunion' },
  ],
});

const movLink = (bureau: string) =>
  screen.getByRole('link', { name: `Download the follow-up letter to ${bureau} (PDF)` });

describe('a finished dispute a bureau verified', () => {
  it('offers the method-of-verification letter to each bureau that verified it, and to no other', () => {
    renderWithApp(<CompletedList kind="resolved" disputes={[splitAnswers]} />);
    // Still listed at the two bureaus that verified it: resolved in part, not removed.
    expect(screen.getByText('Partly resolved')).toBeVisible();
    expect(movLink('Equifax')).toHaveAttribute(
      'href',
      `/api/disputes/${id}/download-pdf/equifax?kind=method_of_verification`,
    );
    expect(movLink('TransUnion')).toHaveAttribute(
      'href',
      `/api/disputes/${id}/download-pdf/transunion?kind=method_of_verification`,
    );
    expect(screen.queryByRole('link', { name: /follow-up letter to Experian/ })).toBeNull();
    expect(
      screen.getByText(/^Equifax answered that the item is accurate\. You can ask how it checked it/),
    ).toBeVisible();
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
        `Going by its dates, the law (15 U.S.C. § 1681c) lets it be reported only until ${formatDay('2025-03-31')}, yet Equifax and TransUnion answered that it is accurate. Send each of them the follow-up letter to ask how they checked the item, and keep a copy of every answer.`,
      ),
    ).toBeVisible();
    expect(within(note).getByText(/consumerfinance\.gov\/complaint/)).toBeVisible();
    expect(movLink('Equifax')).toBeVisible();
  });

  it('offers the letters on the dispute center’s recent list too, and says nothing of them when no bureau verified', () => {
    const deleted = aSentDispute({
      id: '51111111-1111-4111-8111-111111111111',
      status: 'resolved',
      resolvedAt: daysFromNow(-1),
      accountName: 'Harbor Bank',
      bureaus: [aBureauRow('experian', answered('deleted'))],
      reportingEndedOn: '2025-03-31',
    });
    renderWithApp(<RecentCompleted disputes={[splitAnswers, deleted]} />);
    expect(movLink('Equifax')).toBeVisible();
    expect(movLink('TransUnion')).toBeVisible();
    expect(screen.queryAllByText('This item is too old to be reported')).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /follow-up letter/ })).toHaveLength(2);
  });
});
