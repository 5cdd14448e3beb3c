import type {
  AdminDispute,
  AdminMetrics,
  AdminUser,
  Analytics,
  AuditEntry,
  ClientHistory,
  ClientRecord,
} from '#shared/schemas/admin.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { aBureauRow, daysFromNow } from './disputes.ts';
import { jsonResponse, type PathRoutes, serveApiByPath } from './render.tsx';

/** A page of an admin list as the API answers it (an exact total: the users and audit lists say so). */
export const pageOf = (total: number, page = 1) => ({ total, totalCapped: false, page, pageSize: 25 });

/**
 * The admin API as a screen reads it: `GET <path>` answers the body given for that path, whatever the query;
 * `extra` adds the other answers a test needs (or replaces one of those).
 */
export function serveAdmin(bodies: Record<string, unknown>, extra: PathRoutes = {}) {
  const reads = Object.entries(bodies).map(([path, body]) => [`GET ${path}`, () => jsonResponse(200, body)]);
  return serveApiByPath({ ...Object.fromEntries(reads), ...extra });
}

/** The member the admin screens show unless a test says otherwise: one person across users, records and disputes. */
const rosa = {
  id: '31111111-1111-4111-8111-111111111111',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Díaz',
};

export const someMetrics = exampleOf<AdminMetrics>(() => ({
  totalUsers: 42,
  activeSubscriptions: 17,
  pendingActivations: 3,
  monthlyRevenueCents: 234_500,
  totalDisputes: 58,
  disputeSuccessRate: 66.7,
}));

export const anAdminUser = exampleOf<AdminUser>(() => ({
  ...rosa,
  phoneNumber: null,
  subscriptionStatus: 'active',
  subscriptionTier: 'monthly',
  isAdmin: false,
  isOwner: false,
  onboardingCompleted: true,
  createdAt: '2026-02-03T15:00:00.000Z',
  lastLoginAt: '2026-03-01T09:30:00.000Z',
}));

/** A dispute sent to the three bureaus five days ago, none of them answered yet. */
export const anAdminDispute = exampleOf<AdminDispute>(() => ({
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  userId: rosa.id,
  userEmail: rosa.email,
  userName: `${rosa.firstName} ${rosa.lastName}`,
  accountName: 'Midwest Recovery Group',
  reasonCode: 'not_mine',
  reasonCodes: ['not_mine'],
  reasonText: 'Account not mine',
  status: 'sent',
  createdAt: daysFromNow(-6),
  submittedAt: daysFromNow(-5),
  resolvedAt: null,
  bureaus: (['experian', 'equifax', 'transunion'] as const).map((bureau) => aBureauRow(bureau)),
}));

export const aClientRecord = exampleOf<ClientRecord>(() => ({
  ...rosa,
  phoneNumber: '(312) 555-0199',
  onboardingCompleted: true,
  registrationDate: '2026-02-03T15:00:00.000Z',
  lastLoginDate: '2026-03-01T09:30:00.000Z',
  subscriptionStatus: 'active',
  subscriptionTier: 'premium',
  totalDisputes: 4,
  activeDisputes: 2,
  resolvedDisputes: 1,
  totalPaymentsCents: 29_900,
  creditScore: 642,
  isAdmin: false,
}));

export const aClientHistory = exampleOf<ClientHistory>(() => ({
  client: aClientRecord(),
  subscriptionHistory: [
    {
      action: 'payment_reported',
      date: '2026-02-04T10:00:00.000Z',
      tier: 'premium',
      newStatus: 'pending_verification',
      by: 'member',
    },
    { action: 'activated', date: '2026-02-05T11:00:00.000Z', tier: 'premium', newStatus: 'active', by: 'admin' },
  ],
  disputeHistory: [
    anAdminDispute({
      status: 'resolved',
      bureaus: anAdminDispute().bureaus.map((row) =>
        row.bureau === 'experian'
          ? { ...row, status: 'answered', outcome: 'deleted', respondedAt: daysFromNow(-1) }
          : row,
      ),
    }),
  ],
  creditReports: [
    {
      id: '41111111-1111-4111-8111-111111111111',
      pulledAt: '2026-02-03T16:00:00.000Z',
      creditScore: 642,
      experianScore: 640,
      equifaxScore: 651,
      transunionScore: 635,
    },
  ],
  paymentTimeline: [
    {
      id: '51111111-1111-4111-8111-111111111111',
      kind: 'purchase',
      paymentType: 'premium',
      date: '2026-02-04T10:00:00.000Z',
      amountCents: 29_900,
      status: 'completed',
    },
  ],
}));

export const anAuditEntry = exampleOf<AuditEntry>(() => ({
  id: '61111111-1111-4111-8111-111111111111',
  action: 'subscription_activated',
  actorId: '71111111-1111-4111-8111-111111111111',
  actorEmail: 'admin@creditpath.test',
  targetUserId: rosa.id,
  targetEmail: rosa.email,
  details: { paymentReference: 'INV-1042' },
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-03-05T14:30:00.000Z',
}));

const noDisputes = {
  draft: 0,
  pending: 0,
  submitted: 0,
  sent: 0,
  in_review: 0,
  resolved: 0,
  rejected: 0,
  withdrawn: 0,
};

/** Two weeks of figures: sign-ups, disputes by status, revenue of two plans, and one week with no ended dispute. */
export const someAnalytics = exampleOf<Analytics>(() => ({
  signupsPerWeek: [
    { weekStart: '2026-02-23', count: 3 },
    { weekStart: '2026-03-02', count: 5 },
  ],
  disputesByStatus: [
    { weekStart: '2026-02-23', counts: { ...noDisputes, sent: 2, resolved: 1 } },
    { weekStart: '2026-03-02', counts: { ...noDisputes, in_review: 4, rejected: 1 } },
  ],
  revenueByPlan: [
    { paymentType: 'monthly', revenueCents: 24_000 },
    { paymentType: 'premium', revenueCents: 59_800 },
  ],
  successRateTrend: [
    { weekStart: '2026-02-23', rate: null, ended: 0 },
    { weekStart: '2026-03-02', rate: 66.7, ended: 3 },
  ],
}));
