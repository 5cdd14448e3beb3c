import type { AppDeps } from '#server/app-deps.ts';
import { type AuditContext, recordAudit } from '#server/audit/record-audit.ts';
import { notFound } from '#server/errors.ts';
import type {
  AdminMailing,
  AdminMailingDetail,
  AdminMailingsQuery,
  AdminMailingsResponse,
} from '#shared/schemas/mailing.ts';
import { type AdminMailingRow, findAdminMailing, findAdminMailings, findTracking } from './queries.ts';

type MailingDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * How long a mailing may wait for Lob's letter id: the row is written before Lob is asked, and Lob answers in
 * seconds, so one still without an id after this was left by a failure (and the member was told).
 */
const NOT_QUEUED_AFTER_MS = 10 * 60 * 1000;

const notQueuedCutoff = (now: Date) => new Date(now.getTime() - NOT_QUEUED_AFTER_MS);

/** The one problem a row shows, the gravest first: the bureau never got the letter, then a USPS issue. */
function problemOf(row: AdminMailingRow): AdminMailing['problem'] {
  if (row.returned) return 'returned';
  if (row.issue) return 'issue';
  if (row.notQueued) return 'not_queued';
  return null;
}

function toAdminMailing(row: AdminMailingRow): AdminMailing {
  return {
    id: row.id,
    member: { id: row.userId, name: `${row.firstName} ${row.lastName}`, email: row.email },
    disputeId: row.disputeId,
    bureau: row.bureau,
    status: row.status,
    problem: problemOf(row),
    priceCents: row.priceCents,
    charged: row.charged,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    mailedOn: row.mailedOn,
    deliveredOn: row.deliveredOn,
  };
}

export async function listAdminMailings(deps: MailingDeps, query: AdminMailingsQuery): Promise<AdminMailingsResponse> {
  const { rows, total, chargedCents } = await findAdminMailings(deps.db, query, notQueuedCutoff(deps.clock.now()));
  return { mailings: rows.map(toAdminMailing), chargedCents, total, page: query.page, pageSize: query.pageSize };
}

/** One member's mailing with its tracking history, read in one transaction with the audit entry that says who read it. */
export async function readAdminMailing(
  deps: MailingDeps,
  audit: AuditContext,
  mailingId: string,
): Promise<AdminMailingDetail> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findAdminMailing(tx, mailingId, notQueuedCutoff(now));
    if (!row) throw notFound();
    // The mailing shows the member's name, email and letter's path: an admin's look at it is on the record.
    await recordAudit(
      tx,
      audit,
      {
        action: 'mailing_viewed',
        target: { id: row.userId, email: row.email },
        details: { mailingId: row.id, disputeId: row.disputeId, bureau: row.bureau },
      },
      now,
    );
    const tracking = await findTracking(tx, mailingId);
    return {
      ...toAdminMailing(row),
      enclosures: row.enclosures,
      lobLetterId: row.lobLetterId,
      tracking: tracking.map((scan) => ({ ...scan, occurredAt: scan.occurredAt.toISOString() })),
    };
  });
}
