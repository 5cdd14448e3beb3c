import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Cipher, createCipher } from '../src/server/crypto/cipher.ts';
import type { Database, Transaction } from '../src/server/db/client.ts';
import { auditLog } from '../src/server/db/schema/audit.ts';
import {
  agreementAcceptances,
  billingPeriods,
  payments,
  subscriptionHistory,
  subscriptions,
} from '../src/server/db/schema/billing.ts';
import { creditReports, tradelines } from '../src/server/db/schema/credit.ts';
import { disputeBureaus, disputes, letters } from '../src/server/db/schema/disputes.ts';
import { notifications } from '../src/server/db/schema/notifications.ts';
import { memberProfiles } from '../src/server/db/schema/profiles.ts';
import { sessions } from '../src/server/db/schema/sessions.ts';
import { users } from '../src/server/db/schema/users.ts';
import { hashPassword } from '../src/server/features/auth/passwords.ts';
import { createTotpSecret } from '../src/server/features/auth/two-factor-codes.ts';
import { composeAgreement } from '../src/server/features/billing/agreement.ts';
import { composeLetter, sealLetter } from '../src/server/features/letters/index.ts';
import { aLetterRequest } from '../src/server/features/letters/test-letter-request.ts';
import { createSessionToken, hashSessionToken } from '../src/server/sessions/session-token.ts';
import type { Bureau } from '../src/shared/constants/bureaus.ts';
import { BUREAUS } from '../src/shared/constants/bureaus.ts';
import type { ItemType } from '../src/shared/constants/credit-items.ts';
import { type PaymentType, PLANS } from '../src/shared/constants/plans.ts';
import { addMonths, billingPeriodAt } from '../src/shared/rules/billing-period.ts';
import type { BureauView } from '../src/shared/schemas/credit-report.ts';

/**
 * Many members straight into the schema's own tables, for the benches that need a grown database (issue 30):
 * seeding 100,000 members through the API would take hours of argon2. Works on PostgreSQL and on the embedded
 * database alike. Usage:
 *
 *   const handle = await openDatabase({ kind: 'pglite', dataDir });   // or { kind: 'postgres', url, poolSize }
 *   const seed = await seedScale(handle.db, { members: 1_000, now: new Date() });
 *   await handle.close();
 *   // start the app on the same database with ENCRYPTION_KEY=BENCH_ENCRYPTION_KEY, then
 *   // cookie `cp_session=${seed.sessions[i]}` is member i, signed in; `cp_session=${seed.adminToken}` the admin,
 *   // second factor passed (good for 12 hours); every account signs in with seed.emails[i] and BENCH_PASSWORD.
 *
 * Per member: a verified account, a 30-day session, a sealed profile, one credit report (a third have an older
 * one too) of ten tradelines, three of them negative. About 40 % disputed one or two items (drafts, letters
 * ready, mailed with answers due over the coming and past weeks, answered), half hold a plan with its agreement,
 * periods and payments (a few renewals due, payments awaiting verification or failed), each has notifications
 * (some emails pending), and the admin's reads fill the audit log. Figures are drawn from a fixed seed, so two
 * runs of the same size hold the same shapes.
 */

/** 32 fixed bytes (base64): the server the bench starts must be given it to read what was sealed here. */
export const BENCH_ENCRYPTION_KEY = Buffer.from('creditpath-bench-encryption-key!').toString('base64');
export const BENCH_PASSWORD = 'member-password-1';
export const BENCH_ADMIN_EMAIL = 'bench.admin@bench.example';

export interface ScaleSeed {
  /** Session cookie tokens (the value of `cp_session`), one per member, in the order of `emails`. */
  sessions: string[];
  emails: string[];
  adminToken: string;
  adminId: string;
}

export interface SeedOptions {
  members: number;
  now: Date;
  /** The cipher the server will use; by default the one of BENCH_ENCRYPTION_KEY. */
  cipher?: Cipher;
  /** Told after each transaction: how many members are in. */
  onProgress?: (seeded: number) => void;
}

const BATCH_ROWS = 1_000;
/** Members a transaction: 100k members take 20 transactions. */
const MEMBERS_PER_TRANSACTION = 5_000;
const DAY_MS = 86_400_000;

const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Ana',
  'Luis',
  'Carmen',
  'Juan',
  'Rosa',
  'Carlos',
  'Elena',
  'Miguel',
  'Sofia',
  'David',
  'Laura',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'William',
  'Angela',
  'Daniel',
  'Gabriela',
  'Jorge',
  'Lucia',
  'Pedro',
  'Isabel',
  'Antonio',
  'Teresa',
  'Ricardo',
  'Monica',
  'Fernando',
];
const LAST_NAMES = [
  'Lopez',
  'Garcia',
  'Martinez',
  'Rodriguez',
  'Hernandez',
  'Gonzalez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
];
const CITIES = [
  ['Austin', 'TX', '78701'],
  ['Houston', 'TX', '77002'],
  ['Miami', 'FL', '33101'],
  ['Phoenix', 'AZ', '85001'],
  ['Los Angeles', 'CA', '90012'],
  ['Chicago', 'IL', '60601'],
] as const;
const CREDITORS = ['CAPITAL ONE', 'CHASE CARD', 'DISCOVER', 'SYNCHRONY', 'WELLS FARGO', 'AMEX', 'CITI', 'ALLY AUTO'];
const COLLECTORS = ['MIDLAND CREDIT', 'PORTFOLIO RECOVERY', 'LVNV FUNDING', 'CAVALRY SPV'];
const NEGATIVE_TYPES: ItemType[] = ['collection', 'late_payment', 'charge_off', 'collection', 'late_payment'];

/** mulberry32: a small seeded generator, so the shapes are the same from one run to the next. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
type Random = ReturnType<typeof generator>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** Everything one transaction writes, table by table, in the order the foreign keys need. */
function emptyRows() {
  return {
    users: [] as (typeof users.$inferInsert)[],
    sessions: [] as (typeof sessions.$inferInsert)[],
    memberProfiles: [] as (typeof memberProfiles.$inferInsert)[],
    creditReports: [] as (typeof creditReports.$inferInsert)[],
    tradelines: [] as (typeof tradelines.$inferInsert)[],
    agreementAcceptances: [] as (typeof agreementAcceptances.$inferInsert)[],
    subscriptions: [] as (typeof subscriptions.$inferInsert)[],
    billingPeriods: [] as (typeof billingPeriods.$inferInsert)[],
    payments: [] as (typeof payments.$inferInsert)[],
    subscriptionHistory: [] as (typeof subscriptionHistory.$inferInsert)[],
    disputes: [] as (typeof disputes.$inferInsert)[],
    disputeBureaus: [] as (typeof disputeBureaus.$inferInsert)[],
    letters: [] as (typeof letters.$inferInsert)[],
    notifications: [] as (typeof notifications.$inferInsert)[],
    auditLog: [] as (typeof auditLog.$inferInsert)[],
  };
}
type Rows = ReturnType<typeof emptyRows>;
const TABLES: { [K in keyof Rows]: PgTable } = {
  users,
  sessions,
  memberProfiles,
  creditReports,
  tradelines,
  agreementAcceptances,
  subscriptions,
  billingPeriods,
  payments,
  subscriptionHistory,
  disputes,
  disputeBureaus,
  letters,
  notifications,
  auditLog,
};

/**
 * A value as `jsonb_populate_recordset` reads it into its column: bytea as hex, instants as ISO text, JSON and
 * arrays as they are.
 */
function asJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return value ?? null;
}

/**
 * Inserts rows of one table, a thousand a statement. Drizzle's `insert().values()` spends about half a
 * millisecond a row building the statement and sends one parameter a value; here each batch is one JSON
 * parameter that PostgreSQL spreads over the table's own row type, with the table's and columns' names taken
 * from the drizzle table. Rows are grouped by the fields they set, so a field a row leaves out takes the
 * column's default, as with drizzle.
 */
async function insertRows(tx: Transaction, table: PgTable, rows: object[]) {
  const columns = getTableColumns(table);
  const shapes = new Map<string, object[]>();
  for (const row of rows) {
    const shape = Object.keys(row)
      .filter((key) => (row as Record<string, unknown>)[key] !== undefined)
      .join(',');
    const group = shapes.get(shape);
    if (group) group.push(row);
    else shapes.set(shape, [row]);
  }
  for (const [shape, group] of shapes) {
    const keys = shape.split(',');
    const names = sql.raw(keys.map((key) => `"${columns[key]?.name ?? key}"`).join(', '));
    for (let first = 0; first < group.length; first += BATCH_ROWS) {
      const batch = group.slice(first, first + BATCH_ROWS).map((row) => {
        const record: Record<string, unknown> = {};
        for (const key of keys) record[columns[key]?.name ?? key] = asJson((row as Record<string, unknown>)[key]);
        return record;
      });
      await tx.execute(
        sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`,
      );
    }
  }
}

async function insertAll(tx: Transaction, rows: Rows) {
  for (const name of Object.keys(TABLES) as (keyof Rows)[]) {
    await insertRows(tx, TABLES[name], rows[name]);
  }
}

/** What is sealed once and reused: sealing is cheap, but 1.5 million account numbers add up for nothing. */
interface Sealed {
  passwordHash: string;
  accountNumbers: Buffer[];
  dateOfBirth: Buffer;
  ssn: Buffer;
  contact: Buffer;
  letter: { sealed: string };
  agreements: Record<PaymentType, object>;
}

async function sealOnce(cipher: Cipher, now: Date): Promise<Sealed> {
  const legal = {
    businessName: 'Path LLC',
    businessAddress: '1 Elm St, Austin, TX 78701',
    supportEmail: 'help@path.example',
  };
  const agreement = (type: PaymentType) => composeAgreement(type, 'en', legal, daysFrom(now, -60), 'manual');
  return {
    passwordHash: await hashPassword(BENCH_PASSWORD),
    accountNumbers: Array.from({ length: 20 }, (_, i) => cipher.encrypt(Buffer.from(`41470099${String(1000 + i)}`))),
    dateOfBirth: cipher.encrypt(Buffer.from('1985-04-12')),
    ssn: cipher.encrypt(Buffer.from('123456789')),
    contact: cipher.encrypt(
      Buffer.from(JSON.stringify({ street: '12 Oak Ave', phone: '5125550100', ssnLast4: '6789' })),
    ),
    letter: sealLetter(cipher, composeLetter(aLetterRequest())),
    agreements: { per_dispute: agreement('per_dispute'), monthly: agreement('monthly'), premium: agreement('premium') },
  };
}

function bureauView(bureau: Bureau, negative: ItemType | null, opened: string, reported: string): BureauView {
  const chargeOff = negative === 'charge_off';
  const collection = negative === 'collection';
  return {
    bureau,
    balanceCents: negative ? 184_250 : 45_000,
    pastDueCents: negative ? 62_000 : 0,
    creditLimitCents: 200_000,
    highBalanceCents: 201_500,
    chargeOffCents: chargeOff ? 184_250 : null,
    accountStatus: negative ? 'closed' : 'open',
    paymentStatus: chargeOff ? 'charge_off' : collection ? 'collection' : negative ? 'late_60' : 'current',
    dateOpened: opened,
    dateReported: reported,
    dateClosed: negative ? reported : null,
    lastPaymentDate: reported,
    firstDelinquencyDate: negative ? opened : null,
    paymentPattern: negative ? '21CCCCCCCCCC' : 'CCCCCCCCCCCC',
    late30Count: negative ? 1 : 0,
    late60Count: negative ? 1 : 0,
    late90Count: 0,
    isCollection: collection,
    isChargeOff: chargeOff,
    isDerogatory: negative !== null,
    remarks: [],
  };
}

/** A report of ten tradelines, three negative; answers the negative ones' ids and keys. */
function addReport(
  rows: Rows,
  random: Random,
  sealed: Sealed,
  user: { id: string; firstName: string; lastName: string },
  pulledAt: Date,
) {
  const reportId = randomUUID();
  const scores = BUREAUS.map((bureau) => ({
    bureau,
    value: random.int(480, 760),
    model: 'VantageScore 3.0',
    date: isoDay(pulledAt),
    factors: ['Too many delinquent accounts'],
  }));
  rows.creditReports.push({
    id: reportId,
    userId: user.id,
    source: 'demo',
    format: 'demo',
    reportDate: isoDay(pulledAt),
    pulledAt,
    borrowerFirstName: user.firstName,
    borrowerLastName: user.lastName,
    borrowerMatchedMember: true,
    borrowerCount: 1,
    bureausReturned: [...BUREAUS],
    scores,
    experianScore: scores[0]?.value ?? null,
    equifaxScore: scores[1]?.value ?? null,
    transunionScore: scores[2]?.value ?? null,
    inquiryCount: random.int(0, 6),
  });
  const negatives: { id: string; key: string }[] = [];
  for (let line = 0; line < 10; line += 1) {
    const negative = line < 3 ? random.pick(NEGATIVE_TYPES) : null;
    const id = randomUUID();
    const key = `tl-${line}`;
    const opened = isoDay(daysFrom(pulledAt, -random.int(400, 3_000)));
    const reported = isoDay(daysFrom(pulledAt, -random.int(5, 60)));
    const bureaus = line % 4 === 3 ? BUREAUS.slice(0, 2) : [...BUREAUS];
    const accountIndex = random.int(0, sealed.accountNumbers.length - 1);
    rows.tradelines.push({
      id,
      reportId,
      userId: user.id,
      tradelineKey: key,
      kind: 'account',
      creditorName: negative === 'collection' ? random.pick(COLLECTORS) : random.pick(CREDITORS),
      originalCreditorName: negative === 'collection' ? random.pick(CREDITORS) : null,
      accountNumberSealed: sealed.accountNumbers[accountIndex] ?? null,
      accountNumberLast4: String(1000 + accountIndex),
      accountType: 'Revolving',
      loanType: 'CreditCard',
      itemType: negative,
      impact: negative ? random.pick(['high', 'medium', 'low'] as const) : null,
      status: negative ? 'closed' : 'open',
      amountCents: negative ? 184_250 : 45_000,
      creditLimitCents: 200_000,
      dateOpened: opened,
      dateReported: reported,
      dateClosed: negative ? reported : null,
      lastPaymentDate: reported,
      firstDelinquencyDate: negative ? opened : null,
      paymentPattern: negative ? '21CCCCCCCCCC' : 'CCCCCCCCCCCC',
      bureaus,
      views: bureaus.map((bureau) => bureauView(bureau, negative, opened, reported)),
      disputeReasons: negative
        ? [
            {
              code: 'incorrect_amount',
              rule: 'bureau_mismatch',
              bureaus,
              relatedTradelineKey: null,
              explanation: { en: 'The bureaus report different balances.', es: 'Los burós reportan saldos distintos.' },
            },
          ]
        : [],
    });
    if (negative) negatives.push({ id, key });
  }
  return negatives;
}

/** A plan bought 10 to 300 days ago: its agreement, periods, payments and history; answers the open period. */
function addPlan(
  rows: Rows,
  random: Random,
  sealed: Sealed,
  user: typeof users.$inferInsert & { id: string },
  now: Date,
) {
  const type = random.pick(['monthly', 'monthly', 'monthly', 'per_dispute', 'premium'] as const);
  const plan = PLANS[type];
  const boughtAt = daysFrom(now, -random.int(10, 300));
  const agreementId = randomUUID();
  const subscriptionId = randomUUID();
  rows.agreementAcceptances.push({
    id: agreementId,
    userId: user.id,
    paymentType: type,
    version: '2026-11-28.2',
    language: 'en',
    acceptedAt: boughtAt,
    rightToCancelEndsAt: daysFrom(boughtAt, 5),
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    document: sealed.agreements[type] as never,
  });
  // Most paid and active; some waiting for an admin to verify the payment, some failed and past due.
  const roll = random.int(1, 100);
  const status = roll <= 8 ? 'pending_verification' : roll <= 12 ? 'past_due' : 'active';
  user.subscriptionStatus = status;
  user.subscriptionTier = type;
  const activatedAt = status === 'pending_verification' ? null : daysFrom(boughtAt, 1);
  rows.subscriptions.push({
    id: subscriptionId,
    userId: user.id,
    paymentType: type,
    agreementId,
    createdAt: boughtAt,
    activatedAt,
    processor: 'manual',
  });
  rows.subscriptionHistory.push({
    userId: user.id,
    subscriptionId,
    action: 'agreement_accepted',
    paymentType: type,
    newStatus: 'incomplete',
    actorId: user.id,
    createdAt: boughtAt,
  });
  rows.payments.push({
    userId: user.id,
    subscriptionId,
    kind: 'purchase',
    amountCents: plan.priceCents,
    status: status === 'pending_verification' ? 'awaiting_verification' : 'completed',
    reportedAt: boughtAt,
    memberReference: `ZELLE-${random.int(100_000, 999_999)}`,
    periodIndex: 0,
    createdAt: boughtAt,
    verifiedAt: activatedAt,
  });
  if (activatedAt) {
    rows.subscriptionHistory.push({
      userId: user.id,
      subscriptionId,
      action: 'activated',
      paymentType: type,
      newStatus: 'active',
      createdAt: activatedAt,
    });
  }
  // A period a calendar month from the activation, as the app counts them (billingPeriodAt); for a few plans
  // the last has ended already, and the settling job begins the next. Each period after the first has its renewal
  // charge: paid once the period closed, scheduled while it runs; a past-due member's last closed one failed, and
  // their current period waits for it.
  const anchor = activatedAt ?? boughtAt;
  const current = billingPeriodAt(anchor, plan.billing, now).index;
  const latest = current > 0 && random.chance(0.03) ? current - 1 : current;
  let openPeriodId: string | null = null;
  for (let index = 0; index <= latest; index += 1) {
    const id = randomUUID();
    const startsAt = addMonths(anchor, index);
    const running = index === latest;
    const failed = status === 'past_due' && index === latest - 1;
    rows.billingPeriods.push({
      id,
      userId: user.id,
      subscriptionId,
      index,
      startsAt,
      endsAt: plan.billing === 'monthly' ? addMonths(anchor, index + 1) : null,
      allowance: plan.disputeAllowance,
      used: running ? random.int(0, plan.disputeAllowance) : plan.disputeAllowance,
      openedAt: activatedAt && !(running && status === 'past_due') ? startsAt : null,
    });
    if (index > 0) {
      rows.payments.push({
        userId: user.id,
        subscriptionId,
        kind: 'renewal',
        amountCents: plan.priceCents,
        status: running ? 'scheduled' : failed ? 'failed' : 'completed',
        failureReason: failed ? 'card_declined' : null,
        periodIndex: index,
        createdAt: startsAt,
        verifiedAt: running || failed ? null : addMonths(anchor, index + 1),
      });
    }
    if (running) openPeriodId = id;
  }
  return activatedAt ? openPeriodId : null;
}

/** One or two of the member's negative items disputed, at every stage from draft to answered. */
function addDisputes(
  rows: Rows,
  random: Random,
  sealed: Sealed,
  userId: string,
  negatives: { id: string; key: string }[],
  periodId: string | null,
  now: Date,
) {
  const count = random.int(1, 2);
  for (const item of negatives.slice(0, count)) {
    const disputeId = randomUUID();
    const roll = random.int(1, 100);
    const status = roll <= 15 ? 'draft' : roll <= 70 ? 'sent' : roll <= 85 ? 'in_review' : 'resolved';
    // Its age fits its stage: a letter sent 1 to 40 days ago, reviewed after 20 to 45, resolved after 40 to 120.
    const ages: Record<typeof status, [number, number]> = {
      draft: [0, 30],
      sent: [1, 40],
      in_review: [20, 45],
      resolved: [40, 120],
    };
    const [youngest, oldest] = ages[status];
    const createdAt = daysFrom(now, -random.int(youngest, oldest) - 0.5);
    const submittedAt = status === 'draft' ? null : daysFrom(createdAt, 0.01);
    rows.disputes.push({
      id: disputeId,
      userId,
      tradelineId: item.id,
      tradelineKey: item.key,
      reasonCode: 'incorrect_amount',
      reasonCodes: ['incorrect_amount'],
      reasonText: 'The balance is wrong',
      status,
      billingPeriodId: submittedAt ? periodId : null,
      createdAt,
      updatedAt: submittedAt ?? createdAt,
      submittedAt,
      resolvedAt: status === 'resolved' ? daysFrom(createdAt, 35) : null,
    });
    if (!submittedAt) continue;
    for (const bureau of BUREAUS) {
      // Mailed some days after the letters were ready; the answer is due 35 days after mailing, so the answers
      // due fall over the coming weeks and the last few days: the notices pass finds some due soon, some late.
      const mailed = status !== 'sent' || random.chance(0.8);
      const mailedOn = mailed ? isoDay(daysFrom(submittedAt, random.int(0, 5))) : null;
      const answered = status === 'resolved' || (status === 'in_review' && random.chance(0.5));
      rows.disputeBureaus.push({
        disputeId,
        bureau,
        status: answered ? 'answered' : status === 'in_review' ? 'in_review' : mailed ? 'mailed' : 'ready',
        readyAt: submittedAt,
        mailedOn,
        trackingNumber: mailed ? `9400 1000 0000 ${random.int(1_000_000, 9_999_999)}` : null,
        responseDueOn: mailedOn ? isoDay(daysFrom(new Date(mailedOn), 35)) : null,
        respondedAt: answered ? daysFrom(submittedAt, 30) : null,
        outcome: answered ? random.pick(['deleted', 'verified', 'updated'] as const) : null,
      });
      rows.letters.push({
        disputeId,
        bureau,
        kind: 'dispute',
        version: 1,
        content: sealed.letter,
        generatedAt: submittedAt,
      });
    }
    rows.notifications.push({
      userId,
      kind: 'letters_ready',
      subjectKey: disputeId,
      data: {},
      createdAt: submittedAt,
      readAt: random.chance(0.7) ? daysFrom(submittedAt, 1) : null,
      emailState: 'sent',
      emailAttempts: 1,
      emailSentAt: submittedAt,
    });
  }
}

/** The admin's reads of members' data: a few audit rows per member, spread over the last months. */
function addAudit(
  rows: Rows,
  random: Random,
  admin: { id: string; email: string },
  target: { id: string; email: string },
  now: Date,
) {
  const actions = ['client_history_viewed', 'dispute_letter_viewed', 'users_listed', 'client_records_listed'] as const;
  for (let entry = random.int(1, 4); entry > 0; entry -= 1) {
    const action = random.pick(actions);
    const listing = action === 'users_listed' || action === 'client_records_listed';
    rows.auditLog.push({
      action,
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: listing ? null : target.id,
      targetEmail: listing ? null : target.email,
      details: listing ? { page: random.int(1, 40), search: null } : {},
      ipAddress: '198.51.100.4',
      userAgent: 'Mozilla/5.0',
      createdAt: daysFrom(now, -random.int(0, 180) - random.int(0, 1_000) / 1_000),
    });
  }
}

function addMember(
  rows: Rows,
  random: Random,
  sealed: Sealed,
  index: number,
  admin: { id: string; email: string },
  now: Date,
) {
  const id = randomUUID();
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const email = `${firstName}.${lastName}.${index}@bench.example`.toLowerCase();
  // A few have not been seen in two years: disposal warns half of them and purges those warned a month ago.
  const inactive = random.chance(0.01);
  const createdAt = daysFrom(now, -random.int(5, 400) - (inactive ? 900 : 0));
  const lastActiveAt = inactive ? daysFrom(now, -random.int(730, 900)) : daysFrom(now, -random.int(0, 30));
  const inactivityWarnedAt = inactive && random.chance(0.5) ? daysFrom(now, -random.int(31, 60)) : null;
  const user = {
    id,
    email,
    firstName,
    lastName,
    passwordHash: sealed.passwordHash,
    subscriptionStatus: 'incomplete' as const,
    createdAt,
    updatedAt: createdAt,
    lastLoginAt: lastActiveAt,
    lastActiveAt,
    inactivityWarnedAt,
    emailVerifiedAt: daysFrom(createdAt, 0.01),
    language: random.chance(0.3) ? ('es' as const) : ('en' as const),
  } satisfies typeof users.$inferInsert;
  const row: typeof users.$inferInsert & { id: string } = { ...user };
  rows.users.push(row);
  const token = createSessionToken();
  rows.sessions.push({
    idHash: hashSessionToken(token),
    userId: id,
    createdAt: now,
    expiresAt: daysFrom(now, 30),
    lastSeenAt: now,
    userAgent: 'bench',
    ipAddress: '127.0.0.1',
  });
  const [city, state, zipCode] = random.pick(CITIES);
  rows.memberProfiles.push({
    userId: id,
    firstName,
    lastName,
    dateOfBirthSealed: sealed.dateOfBirth,
    ssnSealed: sealed.ssn,
    contactSealed: sealed.contact,
    city,
    state,
    zipCode,
    updatedAt: createdAt,
  });
  if (random.chance(0.33)) addReport(rows, random, sealed, user, daysFrom(createdAt, 1));
  // An inactive member pulled their report when they came, and left no plan and no letter running.
  const negatives = addReport(rows, random, sealed, user, inactive ? lastActiveAt : daysFrom(now, -random.int(0, 4)));
  const periodId = !inactive && random.chance(0.5) ? addPlan(rows, random, sealed, row, now) : null;
  if (!inactive && random.chance(0.4)) addDisputes(rows, random, sealed, id, negatives, periodId, now);
  rows.notifications.push({
    userId: id,
    kind: 'new_sign_in',
    subjectKey: `bench-${index}`,
    data: { device: 'Firefox on Linux' },
    createdAt: lastActiveAt,
    readAt: random.chance(0.5) ? lastActiveAt : null,
    // Most emails went out; a few are still to send, as the sender finds them.
    emailState: random.chance(0.02) ? 'pending' : 'sent',
    emailSentAt: lastActiveAt,
  });
  addAudit(rows, random, admin, { id, email }, now);
  return { email, token };
}

/** The admin: verified, two-step verification enrolled, and a session that passed it at `now`. */
function addAdmin(rows: Rows, sealed: Sealed, cipher: Cipher, now: Date) {
  const id = randomUUID();
  const secret = createTotpSecret({ issuer: 'CreditPath', label: BENCH_ADMIN_EMAIL }).secret;
  rows.users.push({
    id,
    email: BENCH_ADMIN_EMAIL,
    firstName: 'Bench',
    lastName: 'Admin',
    passwordHash: sealed.passwordHash,
    isAdmin: true,
    createdAt: daysFrom(now, -500),
    updatedAt: daysFrom(now, -500),
    lastActiveAt: now,
    emailVerifiedAt: daysFrom(now, -500),
    totpSecret: cipher.encrypt(Buffer.from(secret)).toString('base64'),
    totpEnrolledAt: daysFrom(now, -499),
  });
  const token = createSessionToken();
  rows.sessions.push({
    idHash: hashSessionToken(token),
    userId: id,
    createdAt: now,
    expiresAt: daysFrom(now, 30),
    lastSeenAt: now,
    userAgent: 'bench',
    ipAddress: '127.0.0.1',
    secondFactorAt: now,
  });
  return { id, email: BENCH_ADMIN_EMAIL, token };
}

/** Seeds `members` members and one admin into an empty, migrated database. */
export async function seedScale(db: Database, options: SeedOptions): Promise<ScaleSeed> {
  const { members, now } = options;
  const cipher = options.cipher ?? createCipher(Buffer.from(BENCH_ENCRYPTION_KEY, 'base64'));
  const sealed = await sealOnce(cipher, now);
  const random = generator(30);
  const seed: ScaleSeed = { sessions: [], emails: [], adminToken: '', adminId: '' };
  let rows = emptyRows();
  const admin = addAdmin(rows, sealed, cipher, now);
  seed.adminToken = admin.token;
  seed.adminId = admin.id;
  // At least one transaction, which holds the admin even with no members.
  for (let first = 0; first === 0 || first < members; first += MEMBERS_PER_TRANSACTION) {
    const last = Math.min(members, first + MEMBERS_PER_TRANSACTION);
    for (let index = first; index < last; index += 1) {
      const member = addMember(rows, random, sealed, index, admin, now);
      seed.emails.push(member.email);
      seed.sessions.push(member.token);
    }
    const batch = rows;
    await db.transaction((tx) => insertAll(tx, batch));
    rows = emptyRows();
    options.onProgress?.(last);
  }
  return seed;
}
