import type { Bureau } from '#shared/constants/bureaus.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import {
  type BureauView,
  type ParsedCreditReport,
  ParsedCreditReportSchema,
  type Tradeline,
} from '#shared/schemas/credit-report.ts';
import type { CreditDataProvider, CreditPullRequest } from './credit-data-provider.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

const CARD_ISSUERS = ['Capital Harbor Bank', 'Northstar Card Services', 'Summit Credit Union', 'Blue Ridge Bank'];
const AUTO_LENDERS = ['Lakeside Auto Finance', 'Prairie Motor Credit'];
const HOSPITALS = ['Sunrise Medical Center', 'Valley General Hospital'];
const COLLECTORS = ['Midwest Recovery Group', 'Granite State Collections', 'Coastal Credit Recovery'];
const TELECOMS = ['Pioneer Telecom', 'Horizon Wireless'];

/** Shifts a YYYY-MM-DD day by whole months (day clamped to 1 so every month has it). */
function monthsBefore(asOf: string, months: number): string {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const dollars = (amount: number) => Math.round(amount * 100);

function view(bureau: Bureau, overrides: Partial<BureauView>): BureauView {
  return {
    bureau,
    balanceCents: null,
    pastDueCents: 0,
    creditLimitCents: null,
    highBalanceCents: null,
    chargeOffCents: null,
    accountStatus: 'open',
    paymentStatus: 'current',
    dateOpened: null,
    dateReported: null,
    dateClosed: null,
    lastPaymentDate: null,
    firstDelinquencyDate: null,
    paymentPattern: null,
    late30Count: 0,
    late60Count: 0,
    late90Count: 0,
    isCollection: false,
    isChargeOff: false,
    isDerogatory: false,
    remarks: [],
    ...overrides,
  };
}

function tradeline(
  key: string,
  fields: Omit<Tradeline, 'key' | 'views' | 'bankruptcyChapter' | 'publicRecordType'> &
    Partial<Pick<Tradeline, 'bankruptcyChapter' | 'publicRecordType'>>,
  views: BureauView[],
): Tradeline {
  return { key, bankruptcyChapter: null, publicRecordType: null, ...fields, views };
}

const accountNumber = (random: SeededRandom) => `${random.int(4000, 4999)}XXXXXXXX${random.int(1000, 9999)}`;

/** Accounts in good standing, so the report reads like a real file and not only its problems. */
function goodAccounts(random: SeededRandom, asOf: string, reported: string): Tradeline[] {
  const opened = monthsBefore(asOf, random.int(36, 120));
  const limit = dollars(random.int(15, 80) * 100);
  const card = tradeline(
    'demo-card-good',
    {
      kind: 'account',
      creditorName: random.pick(CARD_ISSUERS),
      originalCreditorName: null,
      accountNumber: accountNumber(random),
      accountType: 'Revolving',
      loanType: 'CreditCard',
    },
    BUREAUS.map((bureau) =>
      view(bureau, {
        balanceCents: Math.round(limit * 0.3),
        creditLimitCents: limit,
        dateOpened: opened,
        dateReported: reported,
        paymentPattern: 'C'.repeat(24),
      }),
    ),
  );
  const autoBalance = dollars(random.int(40, 180) * 100);
  const autoOpened = monthsBefore(asOf, random.int(12, 40));
  const auto = tradeline(
    'demo-auto-good',
    {
      kind: 'account',
      creditorName: random.pick(AUTO_LENDERS),
      originalCreditorName: null,
      accountNumber: accountNumber(random),
      accountType: 'Installment',
      loanType: 'Automobile',
    },
    BUREAUS.map((bureau) =>
      view(bureau, {
        balanceCents: autoBalance,
        highBalanceCents: autoBalance * 2,
        dateOpened: autoOpened,
        dateReported: reported,
        paymentPattern: 'C'.repeat(18),
      }),
    ),
  );
  return [card, auto];
}

/** The problems a file like this typically holds, including the ones bureaus get wrong. */
function negativeAccounts(random: SeededRandom, request: CreditPullRequest, reported: string): Tradeline[] {
  const { asOf } = request;
  const items: Tradeline[] = [];

  // A late payment the three bureaus report with different balances.
  const lateBalance = dollars(random.int(8, 40) * 100 + random.int(0, 99) / 100);
  const lateOpened = monthsBefore(asOf, random.int(30, 70));
  const lateSince = monthsBefore(asOf, random.int(6, 20));
  const latePastDue = dollars(random.int(60, 240));
  items.push(
    tradeline(
      'demo-late-card',
      {
        kind: 'account',
        creditorName: random.pick(CARD_ISSUERS),
        originalCreditorName: null,
        accountNumber: accountNumber(random),
        accountType: 'Revolving',
        loanType: 'CreditCard',
      },
      BUREAUS.map((bureau, index) =>
        view(bureau, {
          balanceCents: lateBalance + index * dollars(random.int(50, 400)),
          pastDueCents: latePastDue,
          creditLimitCents: lateBalance * 2,
          paymentStatus: 'late_60',
          dateOpened: lateOpened,
          dateReported: reported,
          firstDelinquencyDate: lateSince,
          paymentPattern: `21${'C'.repeat(20)}`,
          late30Count: 1,
          late60Count: 1,
          isDerogatory: true,
        }),
      ),
    ),
  );

  // A medical bill charged off by the hospital and sold to a collector: the same debt, twice.
  const hospital = random.pick(HOSPITALS);
  const medicalAmount = dollars(random.int(3, 25) * 100);
  const medicalSince = monthsBefore(asOf, random.int(14, 30));
  const collectionOpened = monthsBefore(asOf, random.int(6, 12));
  items.push(
    tradeline(
      'demo-medical-original',
      {
        kind: 'account',
        creditorName: hospital,
        originalCreditorName: null,
        accountNumber: accountNumber(random),
        accountType: 'Open',
        loanType: 'Medical',
      },
      [
        view('experian', {
          balanceCents: medicalAmount,
          pastDueCents: medicalAmount,
          accountStatus: 'closed',
          paymentStatus: 'charge_off',
          chargeOffCents: medicalAmount,
          dateOpened: medicalSince,
          dateReported: reported,
          firstDelinquencyDate: medicalSince,
          isChargeOff: true,
          isDerogatory: true,
          remarks: ['Charged off account'],
        }),
      ],
    ),
  );
  items.push(
    tradeline(
      'demo-medical-collection',
      {
        kind: 'account',
        creditorName: random.pick(COLLECTORS),
        originalCreditorName: hospital,
        accountNumber: accountNumber(random),
        accountType: 'Open',
        loanType: 'Medical',
      },
      (['equifax', 'transunion'] as const).map((bureau) =>
        view(bureau, {
          balanceCents: medicalAmount,
          pastDueCents: medicalAmount,
          paymentStatus: 'collection',
          dateOpened: collectionOpened,
          dateReported: reported,
          firstDelinquencyDate: medicalSince,
          isCollection: true,
          isDerogatory: true,
          remarks: ['Placed for collection'],
        }),
      ),
    ),
  );

  // A charge-off one bureau already shows as paid while the others still report a balance.
  const chargeOff = dollars(random.int(10, 50) * 100);
  const chargeOffSince = monthsBefore(asOf, random.int(24, 48));
  const chargeOffOpened = monthsBefore(asOf, random.int(60, 90));
  items.push(
    tradeline(
      'demo-charge-off-paid',
      {
        kind: 'account',
        creditorName: random.pick(CARD_ISSUERS),
        originalCreditorName: null,
        accountNumber: accountNumber(random),
        accountType: 'Revolving',
        loanType: 'CreditCard',
      },
      BUREAUS.map((bureau) =>
        view(bureau, {
          balanceCents: bureau === 'equifax' ? 0 : chargeOff,
          pastDueCents: bureau === 'equifax' ? 0 : chargeOff,
          accountStatus: 'closed',
          paymentStatus: 'charge_off',
          chargeOffCents: chargeOff,
          dateOpened: chargeOffOpened,
          dateReported: reported,
          dateClosed: chargeOffSince,
          firstDelinquencyDate: chargeOffSince,
          isChargeOff: true,
          isDerogatory: true,
          remarks: bureau === 'equifax' ? ['Paid charge-off'] : ['Charged off account'],
        }),
      ),
    ),
  );

  // A collection whose first delinquency is past the FCRA's 7 years and 180 days.
  const staleSince = monthsBefore(asOf, random.int(92, 110));
  const staleOwed = dollars(random.int(2, 9) * 100);
  const staleOpened = monthsBefore(asOf, random.int(80, 90));
  items.push(
    tradeline(
      'demo-stale-collection',
      {
        kind: 'account',
        creditorName: random.pick(COLLECTORS),
        originalCreditorName: random.pick(TELECOMS),
        accountNumber: accountNumber(random),
        accountType: 'Open',
        loanType: 'Utility',
      },
      (['experian', 'transunion'] as const).map((bureau) =>
        view(bureau, {
          balanceCents: staleOwed,
          pastDueCents: staleOwed,
          paymentStatus: 'collection',
          dateOpened: staleOpened,
          dateReported: reported,
          firstDelinquencyDate: staleSince,
          isCollection: true,
          isDerogatory: true,
        }),
      ),
    ),
  );

  // A late payment only TransUnion reports.
  items.push(
    tradeline(
      'demo-single-bureau-late',
      {
        kind: 'account',
        creditorName: random.pick(TELECOMS),
        originalCreditorName: null,
        accountNumber: accountNumber(random),
        accountType: 'Open',
        loanType: 'Utility',
      },
      [
        view('transunion', {
          balanceCents: dollars(random.int(1, 4) * 100),
          pastDueCents: dollars(random.int(40, 90)),
          paymentStatus: 'late_30',
          dateOpened: monthsBefore(asOf, random.int(20, 40)),
          dateReported: reported,
          firstDelinquencyDate: monthsBefore(asOf, random.int(2, 8)),
          paymentPattern: `1${'C'.repeat(12)}`,
          late30Count: 1,
          isDerogatory: true,
        }),
      ],
    ),
  );

  const preferences = request.subject.preferences;
  if (preferences?.hasRepossession) {
    const since = monthsBefore(asOf, random.int(18, 50));
    const owed = dollars(random.int(30, 90) * 100);
    const opened = monthsBefore(asOf, random.int(60, 80));
    items.push(
      tradeline(
        'demo-repossession',
        {
          kind: 'account',
          creditorName: random.pick(AUTO_LENDERS),
          originalCreditorName: null,
          accountNumber: accountNumber(random),
          accountType: 'Installment',
          loanType: 'Automobile',
        },
        BUREAUS.map((bureau) =>
          view(bureau, {
            balanceCents: owed,
            pastDueCents: owed,
            accountStatus: 'closed',
            paymentStatus: 'repossession',
            dateOpened: opened,
            dateReported: reported,
            dateClosed: since,
            firstDelinquencyDate: since,
            isDerogatory: true,
            remarks: ['Involuntary repossession'],
          }),
        ),
      ),
    );
  }
  if (preferences?.hasChildSupport) {
    const owed = dollars(random.int(10, 60) * 100);
    const opened = monthsBefore(asOf, random.int(40, 70));
    const since = monthsBefore(asOf, random.int(10, 30));
    items.push(
      tradeline(
        'demo-child-support',
        {
          kind: 'account',
          creditorName: 'State Child Support Enforcement',
          originalCreditorName: null,
          accountNumber: accountNumber(random),
          accountType: 'Open',
          loanType: 'ChildSupport',
        },
        (['equifax', 'experian'] as const).map((bureau) =>
          view(bureau, {
            balanceCents: owed,
            pastDueCents: owed,
            paymentStatus: 'late_90',
            dateOpened: opened,
            dateReported: reported,
            firstDelinquencyDate: since,
            late90Count: 1,
            isDerogatory: true,
            remarks: ['Child support'],
          }),
        ),
      ),
    );
  }
  if (preferences?.hasBankruptcy) {
    const filed = monthsBefore(asOf, random.int(30, 80));
    items.push(
      tradeline(
        'demo-bankruptcy',
        {
          kind: 'public_record',
          creditorName: 'U.S. Bankruptcy Court',
          originalCreditorName: null,
          accountNumber: `${random.int(10, 24)}-${random.int(10000, 99999)}`,
          accountType: null,
          loanType: null,
          bankruptcyChapter: 7,
          publicRecordType: 'BankruptcyChapter7',
        },
        BUREAUS.map((bureau) =>
          view(bureau, {
            balanceCents: null,
            pastDueCents: null,
            accountStatus: 'closed',
            paymentStatus: 'bankruptcy',
            dateOpened: filed,
            dateReported: filed,
            dateClosed: filed,
            firstDelinquencyDate: filed,
            isDerogatory: true,
            remarks: ['Chapter 7 discharged'],
          }),
        ),
      ),
    );
  }
  return items;
}

/**
 * Synthetic tri-bureau reports for demonstrations and tests: the same person on the same day always gets
 * the same report. Everything it returns is labelled as sample data (source 'demo').
 */
export function generateDemoReport(request: CreditPullRequest): ParsedCreditReport {
  const { subject, asOf } = request;
  // The person is their identity key (account id, or SSN digest before an account exists): a profile typed
  // a little differently, or a refresh without the profile, must not turn them into someone else.
  const random = seededRandom(subject.identityKey);
  const reported = monthsBefore(asOf, 0);
  const base = random.int(540, 700);
  const tradelines = [...goodAccounts(random, asOf, reported), ...negativeAccounts(random, request, reported)];
  return ParsedCreditReportSchema.parse({
    source: 'demo',
    format: 'demo',
    bureauAttribution: 'per_bureau',
    reportIdentifier: `DEMO-${random.int(100000, 999999)}`,
    reportDate: asOf,
    borrower: { firstName: subject.firstName, lastName: subject.lastName, matchedMember: true, borrowerCount: 1 },
    bureausReturned: [...BUREAUS],
    scores: BUREAUS.map((bureau) => ({
      bureau,
      value: Math.min(850, Math.max(300, base + random.int(-15, 15))),
      model: 'FICO Score 8 (sample)',
      date: asOf,
      factors: [],
    })),
    tradelines,
    inquiries: BUREAUS.slice(0, random.int(1, 3)).map((bureau) => ({
      bureau,
      date: monthsBefore(asOf, random.int(1, 20)),
      name: random.pick(CARD_ISSUERS),
    })),
  });
}

export const demoProvider: CreditDataProvider = {
  name: 'demo',
  fetchReport: async (request) => generateDemoReport(request),
};
