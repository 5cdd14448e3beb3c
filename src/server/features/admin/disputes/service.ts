import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import {
  bureauViewsOf,
  campaignFactsOf,
  changeDisputeStatus,
  type DisputeRecord,
  findDisputeRecords,
  toDisputeResponse,
} from '#server/features/disputes/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignFilter } from '#shared/constants/campaign.ts';
import { campaignState } from '#shared/rules/campaign.ts';
import { recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import type { AdminDispute, AdminDisputesQuerySchema, RecordBureauAnswerRequest } from '#shared/schemas/admin.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { findAdminDisputeIds, findAllListedIds, findCampaignRecords, findMembers, isSent } from './queries.ts';

type DisputeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;
type DisputesQuery = z.output<typeof AdminDisputesQuerySchema>;

interface DisputeMember {
  email: string;
  firstName: string;
  lastName: string;
}

/** A dispute as the admin views show it: who filed it, and each bureau's progress in the bureaus' order. */
function toAdminDispute(record: DisputeRecord, member: DisputeMember, now: Date): AdminDispute {
  const { dispute, item } = record;
  const reasonCodes = recordedReasonCodes(dispute);
  return {
    id: dispute.id,
    userId: dispute.userId,
    userEmail: member.email,
    userName: `${member.firstName} ${member.lastName}`,
    accountName: item.creditorName,
    reasonCode: reasonCodes[0],
    reasonCodes,
    reasonText: dispute.reasonText,
    status: dispute.status,
    createdAt: dispute.createdAt.toISOString(),
    submittedAt: dispute.submittedAt?.toISOString() ?? null,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    bureaus: bureauViewsOf(record, now),
  };
}

/** Any member's disputes (by id, or all of one member's), with who filed them; in the order of `ids` if given. */
export async function findAdminDisputes(
  db: Executor,
  filter: { ids: string[] } | { userId: string },
  now: Date,
): Promise<AdminDispute[]> {
  const records = await findDisputeRecords(db, 'ids' in filter ? { userId: null, ids: filter.ids } : filter);
  const members = await findMembers(db, [...new Set(records.map((record) => record.dispute.userId))]);
  if ('ids' in filter) records.sort((a, b) => filter.ids.indexOf(a.dispute.id) - filter.ids.indexOf(b.dispute.id));
  return records.flatMap((record) => {
    const member = members.find((row) => row.id === record.dispute.userId);
    return member ? [toAdminDispute(record, member, now)] : [];
  });
}

/** Disputes whose campaign facts are read at once while a campaign filter runs through the list. */
const CAMPAIGN_BATCH = 500;

/**
 * One page of the disputes whose campaign stands where the filter asks (rules/campaign.ts, campaignState), and
 * exactly how many there are (every one is read anyway): the rules decide, so every listed sent dispute is read, a batch at a time and without its
 * letters, and the page is cut from the matches in the list's order.
 */
async function findCampaignPage(deps: DisputeDeps, query: DisputesQuery & { campaign: CampaignFilter }) {
  const now = deps.clock.now();
  const listed = await findAllListedIds(deps.db, query);
  const matching: string[] = [];
  for (let start = 0; start < listed.length; start += CAMPAIGN_BATCH) {
    const batch = listed.slice(start, start + CAMPAIGN_BATCH);
    const records = await findCampaignRecords(deps.db, batch);
    const inState = new Set(
      records
        .filter((record) => campaignState(campaignFactsOf(record), now) === query.campaign)
        .map((record) => record.dispute.id),
    );
    matching.push(...batch.filter((id) => inState.has(id)));
  }
  const offset = (query.page - 1) * query.pageSize;
  return { ids: matching.slice(offset, offset + query.pageSize), total: matching.length, totalCapped: false };
}

export async function listAdminDisputes(deps: DisputeDeps, query: DisputesQuery) {
  const { campaign } = query;
  const { ids, total, totalCapped } = campaign
    ? await findCampaignPage(deps, { ...query, campaign })
    : await findAdminDisputeIds(deps.db, query);
  const disputes = ids.length ? await findAdminDisputes(deps.db, { ids }, deps.clock.now()) : [];
  return { disputes, total, totalCapped, page: query.page, pageSize: query.pageSize };
}

/**
 * A member's sent disputes with their campaigns (rounds, letters, answers, complaints), as the member sees them
 * but for the letters' text and the member's own words: those hold the date of birth, the SSN's last four and the
 * address, and a letter is read on its own, audited as such (dispute_letter_viewed), like the admin list leaves
 * them out. Read in one transaction with the audit entry that says this admin read them.
 */
export async function getMemberCampaign(
  deps: DisputeDeps,
  audit: AuditContext,
  userId: string,
): Promise<DisputeResponse[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [member] = await findMembers(tx, [userId]);
    if (!member) throw notFound();
    await recordAudit(tx, audit, { action: 'campaign_viewed', target: member, details: {} }, now);
    const records = await findDisputeRecords(tx, { userId });
    return records
      .filter((record) => isSent(record.dispute.status))
      .map((record) => ({
        ...toDisputeResponse(record, now, deps.cipher),
        letterContent: null,
        additionalDetails: null,
      }));
  });
}

/**
 * A bureau took the dispute up or answered it. The disputes feature's own rules apply (and write the audit
 * entry with the change); the admin gets the dispute back as the admin views show it.
 */
export async function recordBureauAnswer(
  deps: DisputeDeps,
  audit: AuditContext,
  target: { disputeId: string; bureau: Bureau },
  answer: RecordBureauAnswerRequest,
): Promise<AdminDispute> {
  // The route's requireAdmin has already checked the actor is an admin.
  const admin = { id: audit.actor.id, isAdmin: true };
  await changeDisputeStatus(deps, admin, target.disputeId, { bureau: target.bureau, ...answer }, audit);
  const [dispute] = await findAdminDisputes(deps.db, { ids: [target.disputeId] }, deps.clock.now());
  if (!dispute) throw notFound();
  return dispute;
}
