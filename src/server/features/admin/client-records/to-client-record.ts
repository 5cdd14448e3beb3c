import { averageScore } from '#server/features/credit/index.ts';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import type { ClientRecordRow } from './queries.ts';

/** `phoneNumber` comes from the sealed profile (pagePhones), not from the row. */
export function toClientRecord(row: ClientRecordRow, phoneNumber: string | null): ClientRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber,
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
