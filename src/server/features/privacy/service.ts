import type { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import { isOwnerEmail, sendAccountEmail, verifyAgainstDummy, verifyPassword } from '#server/features/auth/index.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import { memberExportArchive } from './export-archive.ts';
import { exportSections } from './export-document.ts';
import { exportFiles } from './export-files.ts';
import { exportReadme } from './export-readme.ts';
import { jsonDocument } from './json-document.ts';
import { accountDeletedEmail } from './privacy-emails.ts';
import { type PurgeCheck, purgeMember } from './purge-member.ts';
import { findPasswordHash } from './purge-queries.ts';

export type PrivacyDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'config' | 'mailer' | 'stripe' | 'lob'>;

/**
 * Starts the member's download: recorded in the audit log when it begins (what was handed out is the member's
 * own, but a stolen session taking it all is exactly what the log must show), then written as it is sent.
 */
export async function startMemberExport(
  deps: PrivacyDeps,
  audit: AuditContext,
  member: Pick<SessionUser, 'id' | 'email' | 'language'>,
  log: FastifyBaseLogger,
): Promise<{ filename: string; archive: ZipArchive }> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  await recordAudit(deps.db, audit, { action: 'member_data_exported', target: member, details: {} }, now);
  const readme = exportReadme(member.language, {
    business: deps.config.legal.businessName,
    supportEmail: deps.config.legal.supportEmail,
    madeOn: day,
  });
  const source = { db: deps.db, cipher: deps.cipher, userId: member.id };
  return {
    filename: `my-data-${day}.zip`,
    archive: memberExportArchive(
      { readme, data: jsonDocument(exportSections(source)), files: exportFiles(source) },
      { madeAt: now, log },
    ),
  };
}

export const wrongPassword = () =>
  new AppError('WRONG_CURRENT_PASSWORD', 400, 'The password is not right', {
    issues: [{ path: 'password', code: 'custom', message: 'errors.WRONG_CURRENT_PASSWORD' }],
  });

/**
 * Who may not delete themselves: the owner (OWNER_EMAIL) ever, and the last admin, who would leave the business
 * with nobody to run it (every admin's row is locked by purgeMember before this is asked, as for a demotion).
 */
const refuseProtectedAccounts =
  (ownerEmail: string | null): PurgeCheck =>
  async (_tx, user, adminIds) => {
    if (user.emailVerifiedAt && isOwnerEmail(user.email, ownerEmail)) {
      throw new AppError('OWNER_PROTECTED', 409, 'The owner’s account cannot be deleted');
    }
    if (user.isAdmin && adminIds.every((id) => id === user.id)) {
      throw new AppError('LAST_ADMIN', 409, 'The last admin’s account cannot be deleted');
    }
    return true;
  };

/**
 * The member deletes their own account, proving it with their password (the session alone could be somebody
 * else's browser): purgeMember does the rest, then the member is told by email what went and what was kept.
 */
export async function deleteOwnAccount(
  deps: PrivacyDeps,
  audit: AuditContext,
  password: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const userId = audit.actor.id;
  const row = await findPasswordHash(deps.db, userId);
  if (!row) throw unauthorized();
  const valid = row.passwordHash
    ? await verifyPassword(row.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid) throw wrongPassword();
  const purged = await purgeMember(deps, userId, {
    reason: 'account_deleted',
    audit,
    check: refuseProtectedAccounts(deps.config.ownerEmail),
  });
  if (!purged) throw unauthorized();
  const deleted = {
    becauseInactive: false,
    keptRecords: purged.retained.length > 0,
    refundDueCents: purged.refundDueCents,
  };
  await sendAccountEmail(
    deps.mailer,
    log,
    accountDeletedEmail(purged, deleted, {
      business: deps.config.legal.businessName,
      supportEmail: deps.config.legal.supportEmail,
      origin: deps.config.appOrigin,
    }),
  );
}
