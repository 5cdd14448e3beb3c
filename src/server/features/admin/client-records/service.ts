import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import type { Cipher } from '#server/crypto/cipher.ts';
import { notFound } from '#server/errors.ts';
import { averageScore } from '#server/features/credit/index.ts';
import { profilePhone } from '#server/features/profile/index.ts';
import type {
  ClientHistory,
  ClientRecord,
  ClientRecordsQuerySchema,
  ClientRecordsResponse,
} from '#shared/schemas/admin.ts';
import { findAdminDisputes } from '../disputes/service.ts';
import { countUserPage, userFilterCondition } from '../users/queries.ts';
import { listReadDetails } from '../users/service.ts';
import {
  type ClientRecordRow,
  findClientRecord,
  findClientRecordPage,
  findPaymentTimeline,
  findReportScores,
  findSubscriptionHistory,
} from './queries.ts';

/** The record as the API and the CSV give it: the sealed phone opened, nothing else of the profile. */
export function toClientRecord(row: ClientRecordRow, cipher: Cipher): ClientRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: profilePhone(cipher, { contactSealed: row.contactSealed, phone: row.plainPhone }),
    onboardingCompleted: row.onboardingCompleted,
    registrationDate: row.createdAt.toISOString(),
    lastLoginDate: row.lastLoginAt?.toISOString() ?? null,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionTier: row.subscriptionTier,
    // Typed nullable by the left join; the aggregates answer one row (zeros) even for a member with none.
    totalDisputes: row.totalDisputes ?? 0,
    activeDisputes: row.activeDisputes ?? 0,
    resolvedDisputes: row.resolvedDisputes ?? 0,
    totalPaymentsCents: row.totalPaymentsCents ?? 0,
    creditScore: averageScore([row.experianScore, row.equifaxScore, row.transunionScore]),
    isAdmin: row.isAdmin,
  };
}

/** A page of client records, read in one transaction with the audit entry that says an admin read it. */
export async function listClientRecords(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  audit: AuditContext,
  query: z.output<typeof ClientRecordsQuerySchema>,
): Promise<ClientRecordsResponse> {
  const where = userFilterCondition(query);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await findClientRecordPage(tx, where, query);
    const details = listReadDetails(query, rows.length);
    await recordAudit(tx, audit, { action: 'client_records_listed', details }, now);
    const { total, totalCapped } = await countUserPage(tx, where, query);
    return {
      clients: rows.map((row) => toClientRecord(row, deps.cipher)),
      totalCount: total,
      totalCapped,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** Who changed a subscription: the member themselves, an admin, or the system (no actor: time did it). */
export function historyActor(actorId: string | null, userId: string): 'member' | 'admin' | 'system' {
  if (actorId === null) return 'system';
  return actorId === userId ? 'member' : 'admin';
}

/** Everything about one client, read in one transaction with the audit entry that says an admin read it. */
export async function getClientHistory(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  audit: AuditContext,
  userId: string,
): Promise<ClientHistory> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const client = await findClientRecord(tx, userId);
    if (!client) throw notFound();
    await recordAudit(tx, audit, { action: 'client_history_viewed', target: client, details: {} }, now);
    const history = await findSubscriptionHistory(tx, userId);
    const reports = await findReportScores(tx, userId);
    const timeline = await findPaymentTimeline(tx, userId);
    return {
      client: toClientRecord(client, deps.cipher),
      subscriptionHistory: history.map((entry) => ({
        action: entry.action,
        date: entry.createdAt.toISOString(),
        tier: entry.paymentType,
        newStatus: entry.newStatus,
        by: historyActor(entry.actorId, userId),
      })),
      disputeHistory: await findAdminDisputes(tx, { userId }, now),
      creditReports: reports.map((report) => ({
        ...report,
        pulledAt: report.pulledAt.toISOString(),
        creditScore: averageScore([report.experianScore, report.equifaxScore, report.transunionScore]),
      })),
      paymentTimeline: timeline.map((payment) => ({ ...payment, date: payment.date.toISOString() })),
    };
  });
}
