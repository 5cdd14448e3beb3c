import { EXPORT_FORMATS } from '#shared/constants/admin.ts';
import { ADMIN_KEY_REFUSALS, type AdminKeyRefusal } from '#shared/constants/billing.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import {
  BUREAU_OUTCOMES,
  type BureauOutcome,
  DISPUTE_STATUSES,
  type DisputeStatus,
  LETTER_KINDS,
  type LetterKind,
} from '#shared/constants/disputes.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import type { RefundSettledRequest } from '#shared/schemas/subscription.ts';
import { isOneOf } from './known-value.ts';

export type AuditDetailValue =
  | { kind: 'none' }
  | { kind: 'text' | 'day' | 'id'; value: string }
  | { kind: 'count' | 'money'; value: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'bureau'; value: Bureau }
  | { kind: 'outcome'; value: BureauOutcome }
  | { kind: 'disputeStatus'; value: DisputeStatus }
  | { kind: 'subscriptionStatus'; value: SubscriptionStatus }
  | { kind: 'refusal'; value: AdminKeyRefusal }
  | { kind: 'format'; value: (typeof EXPORT_FORMATS)[number] }
  | { kind: 'letterKind'; value: LetterKind }
  | { kind: 'refundOutcome'; value: RefundOutcome }
  | { kind: 'retainedKinds'; value: RetainedWord[] };
type ValueKind = AuditDetailValue['kind'];

type RefundOutcome = RefundSettledRequest['outcome'];
const REFUND_OUTCOMES = Object.keys({ returned: true, not_received: true } satisfies Record<RefundOutcome, true>);

/**
 * What a deleted account's kept records are (privacy/retained-records.ts), and "none": the server writes them
 * joined by ", ". A kind we have no words for is shown as written.
 */
const RETAINED_WORDS = ['service_agreement', 'payment_records', 'none'] as const;
type RetainedWord = (typeof RETAINED_WORDS)[number] | { unknown: string };

/**
 * Every detail the server records (payments verified, refusals, refunds settled, bureau answers, letters and
 * campaign steps viewed, exports, list reads, testimonials, accounts verified by their mailbox, deleted accounts and
 * their kept records) and its kind.
 */
const DETAIL_KINDS = {
  paymentReference: 'text',
  paymentId: 'id',
  renewalMonth: 'count',
  batch: 'flag',
  submittedDisputes: 'count',
  userId: 'id',
  userCount: 'count',
  reason: 'refusal',
  disputeId: 'id',
  mailingId: 'id',
  stepId: 'id',
  bureau: 'bureau',
  outcome: 'outcome',
  respondedOn: 'day',
  newStatus: 'disputeStatus',
  search: 'text',
  status: 'subscriptionStatus',
  dateFrom: 'day',
  dateTo: 'day',
  format: 'format',
  rowCount: 'count',
  letter: 'letterKind',
  page: 'count',
  awaitingVerification: 'flag',
  testimonialId: 'id',
  firstName: 'text',
  refundsOwed: 'flag',
  refundOutcome: 'refundOutcome',
  refundCents: 'money',
  sessionsEnded: 'count',
  secondFactorRemoved: 'flag',
  passkeysRemoved: 'count',
  retainedRecords: 'retainedKinds',
  refundDueCents: 'money',
  formerUserId: 'id',
  kinds: 'retainedKinds',
} as const satisfies Record<string, ValueKind>;
export type AuditDetailKey = keyof typeof DETAIL_KINDS;

export interface AuditDetail {
  /** The server's name for the detail. */
  key: string;
  /** The same name when we have words for it. */
  known: AuditDetailKey | null;
  value: AuditDetailValue;
}

const isDetailKey = (key: string): key is AuditDetailKey => Object.hasOwn(DETAIL_KINDS, key);

type CodeKind =
  | 'bureau'
  | 'outcome'
  | 'disputeStatus'
  | 'subscriptionStatus'
  | 'refusal'
  | 'format'
  | 'letterKind'
  | 'refundOutcome';

/** The codes we have words for, by kind: each list holds exactly the values its kind takes. */
const CODES: { [K in CodeKind]: readonly Extract<AuditDetailValue, { kind: K }>['value'][] } = {
  bureau: BUREAUS,
  outcome: BUREAU_OUTCOMES,
  disputeStatus: DISPUTE_STATUSES,
  subscriptionStatus: SUBSCRIPTION_STATUSES,
  refusal: ADMIN_KEY_REFUSALS,
  format: EXPORT_FORMATS,
  letterKind: LETTER_KINDS,
  refundOutcome: REFUND_OUTCOMES as RefundOutcome[],
};

const isCodeKind = (kind: ValueKind): kind is CodeKind => Object.hasOwn(CODES, kind);

/** A code the server wrote, when it is one we have words for. */
function termOf(kind: ValueKind, value: string): AuditDetailValue | null {
  // The cast only pairs the kind with its own list's value, which CODES's type guarantees.
  if (isCodeKind(kind)) return isOneOf(CODES[kind], value) ? ({ kind, value } as AuditDetailValue) : null;
  switch (kind) {
    case 'retainedKinds':
      return {
        kind,
        value: value.split(', ').map((word) => (isOneOf(RETAINED_WORDS, word) ? word : { unknown: word })),
      };
    case 'day':
    case 'id':
      return { kind, value };
    default:
      return null;
  }
}

/** A value as its kind says; as plain text, a number or a yes/no when it is not what the kind expects. */
function readValue(kind: ValueKind | null, value: AuditEntry['details'][string]): AuditDetailValue {
  if (value === null) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'number') return { kind: kind === 'money' ? 'money' : 'count', value };
  return (kind && termOf(kind, value)) ?? { kind: 'text', value };
}

/** An entry's details in the order the server gave them, each with what it takes to show it in words. */
export function describeAuditDetails(details: AuditEntry['details']): AuditDetail[] {
  return Object.entries(details).map(([key, value]) => {
    const known = isDetailKey(key) ? key : null;
    return { key, known, value: readValue(known && DETAIL_KINDS[known], value) };
  });
}
