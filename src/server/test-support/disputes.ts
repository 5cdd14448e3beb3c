import type { Bureau } from '#shared/constants/bureaus.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';
import type { CampaignStep, PrepareStepRequest, UpdateStepRequest } from '#shared/schemas/campaign.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { asMember } from './members.ts';
import { activeMember } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

const today = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

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
  const mailedOn = today(t);
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

const succeeded = (what: string, res: { statusCode: number; body: string; json: () => unknown }) => {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as DisputeResponse;
};

/** The member records a bureau's answer to its mailed letter (on the test clock's day unless `respondedOn`). */
export async function answerBureau(
  t: TestApp,
  cookie: string,
  target: { disputeId: string; bureau: Bureau },
  outcome: BureauOutcome,
  respondedOn?: string,
): Promise<DisputeResponse> {
  const url = `/api/disputes/${target.disputeId}/bureaus/${target.bureau}/answer`;
  const payload = outcome === 'no_response' ? { outcome } : { outcome, respondedOn: respondedOn ?? today(t) };
  return succeeded(
    `answer ${target.bureau}`,
    await t.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  );
}

/** The member takes a step the answers call for; answers the dispute and the step just prepared. */
export async function takeStep(
  t: TestApp,
  cookie: string,
  disputeId: string,
  request: PrepareStepRequest,
): Promise<{ dispute: DisputeResponse; step: CampaignStep }> {
  const url = `/api/disputes/${disputeId}/steps`;
  const dispute = succeeded(
    `step ${request.kind}`,
    await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: request }),
  );
  const step = dispute.steps.findLast((candidate) => candidate.kind === request.kind);
  if (!step) throw new Error(`the dispute has no ${request.kind} step`);
  return { dispute, step };
}

/** The member mailed a step's letter (or filed the complaint), or its recipient answered. */
export async function moveStep(
  t: TestApp,
  cookie: string,
  target: { disputeId: string; stepId: string },
  request: UpdateStepRequest,
): Promise<DisputeResponse> {
  const url = `/api/disputes/${target.disputeId}/steps/${target.stepId}`;
  return succeeded(
    `step ${request.action}`,
    await t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload: request }),
  );
}

/**
 * An active member whose dispute of the item all three bureaus report was mailed today and answered "verified"
 * by the first bureau: the answer that opens the campaign. Answers the member, the dispute and that bureau.
 */
export async function memberWithVerifiedDispute(t: TestApp, admin: { cookie: string }) {
  const member = await memberWithSentDisputes(t, admin);
  const [disputeId] = member.disputeIds;
  if (!disputeId) throw new Error('the member has no dispute');
  const listed = (
    await t.app.inject({ method: 'GET', url: '/api/disputes', headers: { cookie: member.cookie } })
  ).json() as DisputeResponse[];
  const bureau = listed.find((dispute) => dispute.id === disputeId)?.bureaus[0]?.bureau;
  if (!bureau) throw new Error('the dispute has no bureau');
  const dispute = await answerBureau(t, member.cookie, { disputeId, bureau }, 'verified');
  return { member, dispute, bureau };
}
