import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS_DISMISSED_KEY } from '#client/features/disputes/components/how-it-works-card.tsx';
import { anActiveSubscription, aSubscription } from '#client/test-support/billing.ts';
import { aDispute, aSentDispute, daysFromNow } from '#client/test-support/disputes.ts';
import { anArticle } from '#client/test-support/education.ts';
import { expectLabelInName } from '#client/test-support/label-in-name.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { aMember, jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { RequireAuth } from '../require-auth.tsx';
import { DisputeCenterPage } from './dispute-center.tsx';

const notice = 'Active subscription required to view and file disputes';

function serveCenter(user: CurrentUser, disputes: () => Response) {
  return serveApi({
    'GET /api/auth/user': () => jsonResponse(200, user),
    'GET /api/disputes': disputes,
    'GET /api/credit-report': () => jsonResponse(200, null),
    'GET /api/subscription': () =>
      jsonResponse(200, user.subscriptionStatus === 'active' ? anActiveSubscription() : aSubscription()),
    'GET /api/educational-articles/how-disputes-work?lang=en': () =>
      jsonResponse(200, anArticle({ id: 'how-disputes-work', title: 'How Credit Report Disputes Work' })),
    'GET /api/educational-articles/your-rights-under-the-fcra?lang=en': () => jsonResponse(500, { code: 'INTERNAL' }),
    ...mailingRoutes({ offer: noMailingOffer() }),
  });
}

function renderCenter() {
  return renderWithApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dispute-center" element={<DisputeCenterPage />} />
        <Route path="/subscribe" element={<p>plans page</p>} />
        <Route path="/disputes" element={<p>disputes page</p>} />
      </Route>
    </Routes>,
    { path: '/dispute-center' },
  );
}

const id = (n: number) => `${n}1111111-1111-4111-8111-111111111111`;
const finished = (n: number, status: 'resolved' | 'rejected'): DisputeResponse =>
  aDispute({ id: id(n), accountName: `Creditor ${n}`, status, resolvedAt: daysFromNow(-n) });

describe('DisputeCenterPage', () => {
  it('tells a member without a plan so, as every page does, and sends "Start" to the plans', async () => {
    serveCenter(aMember({ subscriptionStatus: 'incomplete' }), () => jsonResponse(200, []));
    renderCenter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute center' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "You don't have a plan yet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByText(notice)).toBeNull();
    const start = screen.getByRole('link', { name: 'Start a new dispute' });
    expect(start).toHaveAttribute('href', '/subscribe');
    await userEvent.click(start);
    expect(await screen.findByText('plans page')).toBeInTheDocument();
  });

  it('shows the notice when the server refuses with 403 SUBSCRIPTION_REQUIRED', async () => {
    serveCenter(aMember({ subscriptionStatus: 'active' }), () =>
      jsonResponse(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'Active subscription required' }),
    );
    renderCenter();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new dispute' })).toHaveAttribute('href', '/subscribe');
  });

  it('lets an active member start a dispute here, and sums up active and the last 3 completed disputes', async () => {
    const sent = aSentDispute({ id: id(9), accountName: 'Sunrise Medical' });
    serveCenter(aMember({ subscriptionStatus: 'active' }), () =>
      jsonResponse(200, [
        sent,
        finished(1, 'resolved'),
        finished(2, 'rejected'),
        finished(3, 'resolved'),
        finished(4, 'resolved'),
      ]),
    );
    renderCenter();
    const active = await screen.findByRole('region', { name: 'Disputes in progress' });
    expect(screen.queryByText(notice)).toBeNull();
    expect(within(active).getByText('Sunrise Medical')).toBeInTheDocument();
    // Mailed: two steps of three, waiting for the bureaus.
    expect(within(active).getByRole('progressbar', { name: 'Dispute progress' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(within(active).getByText('Waiting for the bureaus to answer.')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'See all disputes' })).toHaveAttribute('href', '/disputes');

    // Its campaign waits for the bureaus; the finished ones here have nothing more proposed.
    const campaigns = screen.getByRole('region', { name: 'Your campaigns' });
    expect(within(campaigns).getByRole('link', { name: /^In progress 1/ })).toHaveAttribute(
      'href',
      '/disputes?campaign=in_progress',
    );
    expect(within(campaigns).getByRole('link', { name: /^Waiting on you 0/ })).toBeInTheDocument();

    const completed = screen.getByRole('region', { name: 'Recently completed' });
    expect(
      within(completed)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Creditor 1', 'Creditor 2', 'Creditor 3']);

    await userEvent.click(screen.getByRole('button', { name: 'Start a new dispute' }));
    expect(await screen.findByRole('dialog', { name: 'New dispute' })).toBeInTheDocument();
  });

  it('links the resources and the two articles', async () => {
    serveCenter(aMember({ subscriptionStatus: 'active' }), () => jsonResponse(200, []));
    renderCenter();
    expect(await screen.findByRole('link', { name: /Dispute strategy/ })).toHaveAttribute(
      'href',
      '/education?category=dispute-strategy',
    );
    expect(screen.getByRole('link', { name: /Your legal rights/ })).toHaveAttribute(
      'href',
      '/education?category=legal-rights',
    );
    // The titles are the articles' own, from the server; one that fails to load is left out, not shown broken.
    const read = await screen.findByRole('link', { name: 'Read the article: How Credit Report Disputes Work' });
    expect(read).toHaveAttribute('href', '/education?article=how-disputes-work');
    // The name starts with the words the link shows (WCAG 2.5.3), then says which article.
    expectLabelInName(read);
    expect(screen.getAllByRole('link', { name: /^Read the article:/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All education resources' })).toHaveAttribute('href', '/education');
  });

  it('hides the how-it-works card for good once dismissed', async () => {
    serveCenter(aMember({ subscriptionStatus: 'active' }), () => jsonResponse(200, []));
    const { unmount } = renderCenter();
    expect(await screen.findByText('How a dispute works')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide how a dispute works' }));
    expect(screen.queryByText('How a dispute works')).toBeNull();
    expect(localStorage.getItem(HOW_IT_WORKS_DISMISSED_KEY)).toBe('true');
    unmount();

    renderCenter();
    await screen.findByRole('heading', { level: 1, name: 'Dispute center' });
    expect(screen.queryByText('How a dispute works')).toBeNull();
  });
});
