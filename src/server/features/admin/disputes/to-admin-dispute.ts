import type { DisputeRecord } from '#server/features/disputes/index.ts';
import { toBureauView } from '#server/features/disputes/index.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { recordedReasonCodes } from '#shared/rules/chosen-reasons.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';

export interface DisputeMember {
  email: string;
  firstName: string;
  lastName: string;
}

/** A dispute as the admin views show it: who filed it, and each bureau's progress in the bureaus' order. */
export function toAdminDispute(record: DisputeRecord, member: DisputeMember, now: Date): AdminDispute {
  const { dispute, item } = record;
  const reasonCodes = recordedReasonCodes(dispute);
  const bureaus = BUREAUS.flatMap((bureau) => record.bureaus.filter((row) => row.bureau === bureau));
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
    bureaus: bureaus.map((row) =>
      toBureauView(
        row,
        record.responseLetters.find((letter) => letter.disputeBureauId === row.id),
        now,
      ),
    ),
  };
}
