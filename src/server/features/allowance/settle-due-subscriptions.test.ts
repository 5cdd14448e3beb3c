import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { pullDemoReport } from '#server/test-support/credit.ts';
import { signUpMember } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import { settleDueSubscriptions } from './settle-due-subscriptions.ts';

const t = setUpTestApp({ sessionTtlMs: 1000 * 24 * 3600 * 1000 });

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('settleDueSubscriptions', () => {
  it('sends queued drafts and ends cancelled plans without the member coming back', async () => {
    t.clock.set(new Date('2026-11-02T15:00:00Z'));
    const waiting = await signUpMember(t);
    const report = await pullDemoReport(t, waiting.cookie);
    await post('/api/subscription/agreement', waiting.cookie, { plan: 'monthly', version: AGREEMENT_VERSION });
    await post('/api/subscription/start', waiting.cookie, {
      paymentType: 'monthly',
      selectedItems: report.negativeItems.slice(0, 2).map((item) => item.id),
    });
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(0);

    // Signed Monday Nov 2: the window closes as Friday Nov 6 begins in Hawaii; the sweep sends the drafts.
    t.clock.set(new Date('2026-11-06T10:00:00Z'));
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(1);
    const sent = await t.db.select().from(disputes).where(eq(disputes.userId, waiting.id));
    expect(sent.map((d) => d.status)).toEqual(['sent', 'sent']);
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(0);

    t.clock.set(new Date('2026-11-20T15:00:00Z'));
    await post('/api/subscription/cancel', waiting.cookie);
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(0);

    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, waiting.id));
    expect(user?.subscriptionStatus).toBe('inactive');
    expect(await settleDueSubscriptions(t.db, t.cipher, t.clock.now())).toBe(0);
  });
});
