import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberJourney, MemberStage } from '#shared/rules/member-journey.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test-support/render.tsx';
import { PlanStatus } from './plan-status.tsx';

const journey = (stage: MemberStage, planEndsAt: string | null = null): MemberJourney => ({ stage, planEndsAt });

function renderStatus(stage: MemberStage, { path = '/dashboard', planEndsAt = null as string | null } = {}) {
  const { container } = renderWithApp(<PlanStatus journey={journey(stage, planEndsAt)} />, { path });
  // The toaster is a region too: the status is the page's section.
  const region = container.querySelector('section');
  if (!region) throw new Error('no plan status shown');
  return region;
}

const actionOf = (region: HTMLElement) => within(region).queryByRole('link');

describe('PlanStatus', () => {
  it('sends a member without a plan, or whose plan ended, to the plans', () => {
    const none = renderStatus({ kind: 'no_plan' });
    expect(within(none).getByRole('heading', { name: "You don't have a plan yet" })).toBeInTheDocument();
    expect(actionOf(none)).toHaveAttribute('href', '/subscribe');
    expect(actionOf(none)).toHaveTextContent('See plans');
    const ended = renderStatus({ kind: 'plan_ended' });
    expect(within(ended).getByRole('heading', { name: 'Your plan has ended' })).toBeInTheDocument();
    expect(actionOf(ended)).toHaveAttribute('href', '/subscribe');
  });

  it('says a reported payment is being verified, with its queued disputes, and offers nothing to buy', () => {
    const region = renderStatus({ kind: 'payment_reported', queued: 2 });
    expect(within(region).getByRole('heading', { name: "Payment reported — we're verifying it" })).toBeInTheDocument();
    expect(
      within(region).getByText(
        '2 disputes are queued. Their letters are written once your payment is verified and your right to cancel has ended.',
      ),
    ).toBeInTheDocument();
    expect(actionOf(region)).toBeNull();
    expect(region).not.toHaveTextContent(/Payment Complete/);
  });

  it('calls the payment complete once verified, and states the right to cancel once, in the reader’s zone', () => {
    const region = renderStatus({ kind: 'right_to_cancel', endsAt: '2026-11-26T10:00:00.000Z', queued: 1 });
    expect(within(region).getByRole('heading', { name: 'Payment Complete! Your plan is active' })).toBeInTheDocument();
    // The test process runs in UTC: the zone's own short name is printed beside the time.
    expect(
      within(region).getByText(
        'Your right to cancel for a full refund ends on 11/26/2026, 10:00 AM UTC. The law lets no letter go out before then.',
      ),
    ).toBeInTheDocument();
    expect(region.textContent?.match(/11\/26\/2026/g)).toHaveLength(1);
    expect(
      within(region).getByText('1 dispute is queued. Its letters are written as soon as your right to cancel ends.'),
    ).toBeInTheDocument();
    expect(actionOf(region)).toBeNull();
  });

  it('asks for the letters to be mailed once they are ready', () => {
    const ready = renderStatus({ kind: 'letters_ready', disputes: 2 });
    expect(within(ready).getByRole('heading', { name: 'Your letters are ready to mail' })).toBeInTheDocument();
    expect(actionOf(ready)).toHaveTextContent('Print and mail your letters');
    expect(actionOf(ready)).toHaveAttribute('href', '/disputes');
  });

  it('waits without an action while the letters are in the mail', () => {
    const mailed = renderStatus({ kind: 'mailed', disputes: 1 });
    expect(
      within(mailed).getByRole('heading', { name: 'Letters mailed — waiting for the bureaus' }),
    ).toBeInTheDocument();
    expect(within(mailed).getByText(/^The bureaus are looking into 1 dispute\./)).toBeInTheDocument();
    expect(actionOf(mailed)).toBeNull();
  });

  it('points to the answers as they arrive', () => {
    const answered = renderStatus({ kind: 'answered', disputes: 3 });
    expect(within(answered).getByText(/^Some bureaus have answered 3 disputes\./)).toBeInTheDocument();
    expect(actionOf(answered)).toHaveTextContent('See the answers');
  });

  it('gives an active member the disputes left, with no price and no payment to make', () => {
    const region = renderStatus({ kind: 'allowance_left', remaining: 3, allowance: 5 });
    expect(within(region).getByRole('heading', { name: 'Your plan is active' })).toBeInTheDocument();
    expect(within(region).getByText('Disputes left this period: 3 of 5.')).toBeInTheDocument();
    expect(actionOf(region)).toHaveTextContent('Go to my disputes');
    expect(region).not.toHaveTextContent(/\$|Proceed to payment|See plans/);
  });

  it('leaves out an action that leads to the page the member is on', () => {
    expect(
      actionOf(renderStatus({ kind: 'allowance_left', remaining: 3, allowance: 5 }, { path: '/disputes' })),
    ).toBeNull();
  });

  it('tells when a used-up allowance comes back, and when it will not', () => {
    const renews = renderStatus({ kind: 'allowance_used', renewsAt: '2026-03-15T17:00:00.000Z' });
    expect(
      within(renews).getByText('Your next disputes come with your next month, on 03/15/2026.'),
    ).toBeInTheDocument();
    expect(actionOf(renews)).toBeNull();
  });

  it('says when a plan being cancelled ends', () => {
    const region = renderStatus({ kind: 'allowance_used', renewsAt: null }, { planEndsAt: '2026-03-15T17:00:00.000Z' });
    expect(within(region).getByText(/^Your plan has no disputes left\./)).toBeInTheDocument();
    expect(within(region).getByText("Your plan ends on 03/15/2026. You won't be charged again.")).toBeInTheDocument();
  });

  it('speaks Spanish, with the same en-US date and time', async () => {
    await i18n.changeLanguage('es');
    const reported = renderStatus({ kind: 'payment_reported', queued: 0 });
    expect(
      within(reported).getByRole('heading', { name: 'Pago reportado: lo estamos verificando' }),
    ).toBeInTheDocument();
    const active = renderStatus({ kind: 'right_to_cancel', endsAt: '2026-11-26T10:00:00.000Z', queued: 0 });
    expect(
      within(active).getByText(
        'Su derecho a cancelar con reembolso total termina el 11/26/2026, 10:00 AM UTC. La ley no permite enviar ninguna carta antes de ese momento.',
      ),
    ).toBeInTheDocument();
  });
});
