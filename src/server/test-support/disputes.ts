import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { activeMember } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

/**
 * An active member (see `activeMember`) whose first `count` negative items, those all three bureaus report
 * first, are disputed, their letters written and (unless `mailed` is false) mailed today (a bureau answers only
 * a letter it received). Answers the member and the disputes' ids, in that order.
 */
export async function memberWithSentDisputes(
  t: TestApp,
  admin: { cookie: string },
  count = 1,
  mailed = true,
): Promise<{ id: string; cookie: string; disputeIds: string[] }> {
  const member = await activeMember(t, admin);
  const disputeIds: string[] = [];
  const items = [...member.report.negativeItems].sort((a, b) => b.bureaus.length - a.bureaus.length);
  for (const item of items.slice(0, count)) {
    const drafted = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: { cookie: member.cookie },
      payload: { negativeItemId: item.id, disputeReason: 'not_mine' },
    });
    if (drafted.statusCode !== 201) throw new Error(`draft failed: ${drafted.body}`);
    disputeIds.push((drafted.json() as DisputeResponse).id);
  }
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/disputes/process',
    headers: { cookie: member.cookie },
    payload: { disputeIds },
  });
  if (sent.statusCode !== 200) throw new Error(`sending failed: ${sent.body}`);
  if (!mailed) return { id: member.id, cookie: member.cookie, disputeIds };
  const mailedOn = t.clock.now().toISOString().slice(0, 10);
  const sentDisputes = (
    await t.app.inject({ method: 'GET', url: '/api/disputes', headers: { cookie: member.cookie } })
  ).json() as DisputeResponse[];
  for (const disputeId of disputeIds) {
    const bureaus = sentDisputes.find((dispute) => dispute.id === disputeId)?.bureaus ?? [];
    for (const { bureau } of bureaus) {
      const mailed = await t.app.inject({
        method: 'POST',
        url: `/api/disputes/${disputeId}/bureaus/${bureau}/mailed`,
        headers: { cookie: member.cookie },
        payload: { mailedOn },
      });
      if (mailed.statusCode !== 200) throw new Error(`mailing failed: ${mailed.body}`);
    }
  }
  return { id: member.id, cookie: member.cookie, disputeIds };
}
