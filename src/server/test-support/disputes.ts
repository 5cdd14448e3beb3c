import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { asMember } from './members.ts';
import { activeMember } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

/** Disputes these items of the member's as not theirs and has the letters written; answers the disputes' ids. */
export async function sendDisputes(t: TestApp, cookie: string, itemIds: readonly string[]): Promise<string[]> {
  const disputeIds: string[] = [];
  for (const itemId of itemIds) {
    const drafted = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      headers: { cookie },
      payload: { negativeItemId: itemId, disputeReason: 'not_mine' },
    });
    if (drafted.statusCode !== 201) throw new Error(`draft failed: ${drafted.body}`);
    disputeIds.push((drafted.json() as DisputeResponse).id);
  }
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/disputes/process',
    headers: { cookie },
    payload: { disputeIds },
  });
  if (sent.statusCode !== 200) throw new Error(`sending failed: ${sent.body}`);
  return disputeIds;
}

/**
 * Disputes the item of `report` the most bureaus report as not the member's, in `details` (their own words), and
 * has its letters written. Answers the dispute as the member's list shows it once sent.
 */
export async function sendDisputeInOwnWords(
  t: TestApp,
  cookie: string,
  report: CreditReportResponse,
  details: string,
): Promise<DisputeResponse> {
  const { call } = asMember(t, cookie);
  const item = [...report.negativeItems].sort((a, b) => b.bureaus.length - a.bureaus.length)[0];
  if (!item) throw new Error('the report has no negative item');
  const drafted = await call('POST', '/api/disputes', {
    negativeItemId: item.id,
    disputeReason: 'not_mine',
    additionalDetails: details,
  });
  const { id } = drafted.json() as DisputeResponse;
  await call('POST', '/api/disputes/process', { disputeIds: [id] });
  const sent = ((await call('GET', '/api/disputes')).json() as DisputeResponse[]).find((dispute) => dispute.id === id);
  if (!sent) throw new Error('the dispute is not in the member’s list');
  return sent;
}

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
  const items = [...member.report.negativeItems].sort((a, b) => b.bureaus.length - a.bureaus.length);
  const disputeIds = await sendDisputes(
    t,
    member.cookie,
    items.slice(0, count).map((item) => item.id),
  );
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
