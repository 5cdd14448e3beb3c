import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { activeMember } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

/**
 * An active member (see `activeMember`) whose first `count` negative items are disputed and sent to the three
 * bureaus. Answers the member and the disputes' ids, in the order of the items.
 */
export async function memberWithSentDisputes(
  t: TestApp,
  admin: { cookie: string },
  count = 1,
): Promise<{ id: string; cookie: string; disputeIds: string[] }> {
  const member = await activeMember(t, admin);
  const disputeIds: string[] = [];
  for (const item of member.report.negativeItems.slice(0, count)) {
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
  return { id: member.id, cookie: member.cookie, disputeIds };
}
