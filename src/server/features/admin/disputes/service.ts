import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { AuditContext } from '#server/audit/record-audit.ts';
import type { Executor } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import {
  bureauViewsOf,
  changeDisputeStatus,
  type DisputeRecord,
  findDisputeRecords,
} from '#server/features/disputes/index.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import type { AdminDispute, AdminDisputesQuerySchema, RecordBureauAnswerRequest } from '#shared/schemas/admin.ts';
import { findAdminDisputeIds, findMembers } from './queries.ts';

type DisputeDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

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

export async function listAdminDisputes(deps: DisputeDeps, query: z.output<typeof AdminDisputesQuerySchema>) {
  const { ids, total } = await findAdminDisputeIds(deps.db, query);
  const disputes = ids.length ? await findAdminDisputes(deps.db, { ids }, deps.clock.now()) : [];
  return { disputes, total, page: query.page, pageSize: query.pageSize };
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
