import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { notFound } from '#server/errors.ts';
import { averageScore } from '#server/features/credit/index.ts';
import type { ClientHistory } from '#shared/schemas/admin.ts';
import { findAdminDisputes } from '../disputes/service.ts';
import { pagePhones } from '../users/page-phones.ts';
import { historyActor } from './history-actor.ts';
import { findPaymentTimeline, findReportScores, findSubscriptionHistory } from './history-queries.ts';
import { findClientRecord } from './queries.ts';
import { toClientRecord } from './to-client-record.ts';

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
    const phoneOf = await pagePhones(tx, deps.cipher, [client]);
    return {
      client: toClientRecord(client, phoneOf(client.id)),
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
