import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { notFound } from '#server/errors.ts';
import { readChargeFailure, readPaymentPage, restartStoppedCharge } from '#server/features/billing/index.ts';
import {
  type AwaitingPayment,
  type AwaitingPaymentsQuerySchema,
  type AwaitingPaymentsResponse,
  type StoppedChargesQuerySchema,
  type StoppedChargesResponse,
  VerifiablePaymentKindSchema,
} from '#shared/schemas/admin.ts';
import { findAdminUser } from '../users/queries.ts';
import { findAwaitingPayments, findStoppedCharges } from './queries.ts';

/**
 * The manual payments awaiting verification, with what the admin checks each against (plan, amount, when the
 * member said they paid and their reference), read in one transaction with the audit entry of the read.
 */
export async function listAwaitingPayments(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  audit: AuditContext,
  query: z.output<typeof AwaitingPaymentsQuerySchema>,
): Promise<AwaitingPaymentsResponse> {
  const { items, ...page } = await readPaymentPage(deps, audit, query, {
    audited: { awaitingVerification: true },
    find: (tx) => findAwaitingPayments(tx, query),
    toItem: (row): AwaitingPayment => ({
      ...row,
      // The query reads purchases and renewals only.
      kind: VerifiablePaymentKindSchema.parse(row.kind),
      periodIndex: row.periodIndex ?? 0,
      createdAt: row.createdAt.toISOString(),
      reportedAt: row.reportedAt?.toISOString() ?? null,
    }),
  });
  return { payments: items, ...page };
}

/** The Stripe charges the charge job stopped trying, each with why; the read is audited like the other lists. */
export async function listStoppedCharges(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  audit: AuditContext,
  query: z.output<typeof StoppedChargesQuerySchema>,
): Promise<StoppedChargesResponse> {
  const { items, ...page } = await readPaymentPage(deps, audit, query, {
    audited: { stoppedCharges: true },
    find: (tx) => findStoppedCharges(tx, query),
    toItem: ({ lastError, stoppedAt, ...row }) => ({
      ...row,
      ...readChargeFailure(lastError),
      createdAt: row.createdAt.toISOString(),
      // The query reads stopped charges only.
      stoppedAt: (stoppedAt ?? row.createdAt).toISOString(),
    }),
  });
  return { charges: items, ...page };
}

/**
 * An admin has a stopped charge tried again (the cause looked into, Stripe back): its attempts are spent again from
 * none, the audit log records who did it in the same transaction, and the charge job runs now. 404 when no such
 * charge is stopped (tried again already, or settled).
 */
export async function retryStoppedCharge(
  deps: Pick<AppDeps, 'db' | 'charges' | 'clock'>,
  audit: AuditContext,
  paymentId: string,
): Promise<{ paymentId: string; status: 'due' }> {
  await deps.db.transaction(async (tx) => {
    const restarted = await restartStoppedCharge(tx, paymentId);
    if (!restarted) throw notFound();
    const member = await findAdminUser(tx, restarted.userId);
    const target = member && { id: member.id, email: member.email };
    await recordAudit(tx, audit, { action: 'charge_retried', target, details: { paymentId } }, deps.clock.now());
  });
  deps.charges.run();
  return { paymentId, status: 'due' };
}
