import type { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { AuditContext } from '#server/audit/record-audit.ts';
import { readPaymentPage } from '#server/features/billing/index.ts';
import {
  type AwaitingPayment,
  type AwaitingPaymentsQuerySchema,
  type AwaitingPaymentsResponse,
  VerifiablePaymentKindSchema,
} from '#shared/schemas/admin.ts';
import { findAwaitingPayments } from './queries.ts';

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
