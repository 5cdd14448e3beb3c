/**
 * Writes the MISMO 2.3.1 credit-report fixtures (there are no public 2.3.1 samples to use instead):
 *   src/server/features/credit/fixtures/mismo-231-small.xml          every case the parser tests name
 *   src/server/features/credit/fixtures/mismo-231-tri-merge-300.xml  300 liabilities, for the import benchmark
 * Deterministic: a fixed report date and a fixed seed write the same bytes on every run.
 *
 *   npx tsx scripts/generate-mismo-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '#server/features/credit/providers/seeded-random.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';

const OUTPUT = fileURLToPath(new URL('../src/server/features/credit/fixtures/', import.meta.url));
const REPORT_DATE = '2025-06-15';
const SOURCE: Record<Bureau, string> = { experian: 'Experian', equifax: 'Equifax', transunion: 'TransUnion' };
const SUFFIX: Record<Bureau, string> = { experian: 'EX', equifax: 'EQ', transunion: 'TU' };

type Attributes = Record<string, string | number | undefined>;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One element, its children indented below it; attributes left undefined are not written. */
function xml(name: string, attributes: Attributes = {}, children: string[] = []): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (children.length === 0) return `<${name}${written}/>`;
  const inner = children.flatMap((child) => child.split('\n').map((line) => `  ${line}`));
  return [`<${name}${written}>`, ...inner, `</${name}>`].join('\n');
}

/** Each bureau hides a different part of the number, as real tri-merges show them. */
function maskAccount(bureau: Bureau, number: string): string {
  const keep = Math.max(1, number.length - 4);
  if (bureau === 'experian') return number.slice(0, keep) + 'X'.repeat(number.length - keep);
  if (bureau === 'transunion') {
    const head = Math.min(6, Math.floor(number.length / 3));
    return number.slice(0, head) + '*'.repeat(Math.max(0, keep - head)) + number.slice(keep);
  }
  const hidden = Math.floor(number.length / 2);
  return 'X'.repeat(hidden) + number.slice(hidden);
}

interface AccountFacts {
  id: string;
  creditor: string;
  number: string;
  accountType: string;
  loanType: string;
  opened: string;
  originalCreditor?: string;
}

/** What one bureau says about the account (2.3.1 attribute names, amounts in dollars). */
interface BureauReport {
  status: 'Open' | 'Closed' | 'Paid';
  rating: { type: string; code: string };
  balance: number;
  pastDue?: number;
  limit?: number;
  highCredit?: number;
  reported: string;
  closed?: string;
  paid?: string;
  lastActivity?: string;
  firstDelinquency?: string;
  late?: [number, number, number];
  pattern?: string;
  chargeOff?: number;
  collection?: boolean;
  derogatory?: boolean;
  adverse?: { date: string; type: string }[];
  remarks?: string[];
  /** A second identical line from the same bureau: the duplicate the finder must see. */
  duplicate?: boolean;
}

const money = (dollars: number | undefined) => (dollars === undefined ? undefined : dollars.toFixed(2));
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Y' : 'N');

function liability(account: AccountFacts, bureau: Bureau, report: BureauReport, id: string): string {
  const [late30, late60, late90] = report.late ?? [0, 0, 0];
  const [highest, ...prior] = [...(report.adverse ?? [])].reverse();
  return xml(
    'CREDIT_LIABILITY',
    {
      CreditLiabilityID: id,
      BorrowerID: 'Bor1',
      CreditFileID: `CF-${SUFFIX[bureau]}`,
      _AccountIdentifier: maskAccount(bureau, account.number),
      _AccountType: account.accountType,
      CreditLoanType: account.loanType,
      _AccountOwnershipType: 'Individual',
      _AccountStatusType: report.status,
      _AccountOpenedDate: account.opened,
      _AccountReportedDate: report.reported,
      _AccountClosedDate: report.closed,
      _AccountPaidDate: report.paid,
      _LastActivityDate: report.lastActivity,
      _FirstDelinquencyDate: report.firstDelinquency,
      _UnpaidBalanceAmount: money(report.balance),
      _PastDueAmount: money(report.pastDue ?? 0),
      _CreditLimitAmount: money(report.limit),
      _HighCreditAmount: money(report.highCredit),
      _ChargeOffAmount: money(report.chargeOff),
      _ChargeOffIndicator: yesNo(report.chargeOff === undefined ? undefined : true),
      _CollectionIndicator: yesNo(report.collection),
      _DerogatoryDataIndicator: yesNo(report.derogatory ?? false),
      _OriginalCreditorName: account.originalCreditor,
    },
    [
      xml('_CREDITOR', { _Name: account.creditor }),
      xml('_CURRENT_RATING', { _Code: report.rating.code, _Type: report.rating.type }),
      ...(highest ? [xml('_HIGHEST_ADVERSE_RATING', { _Date: highest.date, _Type: highest.type })] : []),
      ...(highest ? [xml('_MOST_RECENT_ADVERSE_RATING', { _Date: highest.date, _Type: highest.type })] : []),
      ...prior.map((rating) => xml('_PRIOR_ADVERSE_RATING', { _Date: rating.date, _Type: rating.type })),
      xml('_LATE_COUNT', { _30Days: late30, _60Days: late60, _90Days: late90 }),
      ...(report.pattern ? [xml('_PAYMENT_PATTERN', { _Data: report.pattern, _StartDate: report.reported })] : []),
      ...(report.remarks ?? []).map((text) =>
        xml('CREDIT_COMMENT', { _SourceType: SOURCE[bureau] }, [`<_Text>${escapeXml(text)}</_Text>`]),
      ),
      xml('CREDIT_REPOSITORY', { _SourceType: SOURCE[bureau] }),
    ],
  );
}

function liabilities(account: AccountFacts, reports: Partial<Record<Bureau, BureauReport>>): string[] {
  return (Object.entries(reports) as [Bureau, BureauReport][]).flatMap(([bureau, report]) => {
    const id = `${account.id}-${SUFFIX[bureau]}`;
    const line = liability(account, bureau, report, id);
    return report.duplicate ? [line, liability(account, bureau, report, `${id}-DUP`)] : [line];
  });
}

interface Document {
  reportIdentifier: string;
  borrower: { first: string; last: string };
  liabilities: string[];
  publicRecords: string[];
  inquiries: { bureau: Bureau; name: string; date: string }[];
  scores: { bureau: Bureau; value: string; model: string; factors: string[] }[];
}

function responseGroup(document: Document): string {
  const bureaus: Bureau[] = ['experian', 'equifax', 'transunion'];
  const creditResponse = xml(
    'CREDIT_RESPONSE',
    {
      MISMOVersionID: '2.3.1',
      CreditResponseID: 'CRRespID1',
      CreditReportIdentifier: document.reportIdentifier,
      CreditReportFirstIssuedDate: REPORT_DATE,
      CreditReportLastUpdatedDate: REPORT_DATE,
      CreditReportType: 'Merge',
      CreditReportMergeType: 'Blend',
      CreditRatingCodeType: 'Experian',
    },
    [
      xml('CREDIT_BUREAU', { _Name: 'CREDITPATH FIXTURE RESELLER' }),
      xml('CREDIT_REPOSITORY_INCLUDED', { _EquifaxIndicator: 'Y', _ExperianIndicator: 'Y', _TransUnionIndicator: 'Y' }),
      ...document.liabilities,
      ...document.inquiries.map((inquiry, index) =>
        xml(
          'CREDIT_INQUIRY',
          { CreditInquiryID: `INQ-${index + 1}`, BorrowerID: 'Bor1', _Name: inquiry.name, _Date: inquiry.date },
          [xml('CREDIT_REPOSITORY', { _SourceType: SOURCE[inquiry.bureau] })],
        ),
      ),
      ...bureaus.map((bureau) =>
        xml('CREDIT_FILE', {
          CreditFileID: `CF-${SUFFIX[bureau]}`,
          BorrowerID: 'Bor1',
          CreditRepositorySourceType: SOURCE[bureau],
          _ResultStatusType: 'FileReturned',
          _InfileDate: '2009-04-01',
        }),
      ),
      ...document.publicRecords,
      ...document.scores.map((score) =>
        xml(
          'CREDIT_SCORE',
          {
            CreditScoreID: `SC-${SUFFIX[score.bureau]}`,
            BorrowerID: 'Bor1',
            CreditFileID: `CF-${SUFFIX[score.bureau]}`,
            CreditRepositorySourceType: SOURCE[score.bureau],
            _Date: REPORT_DATE,
            _ModelNameType: score.model,
            _Value: score.value,
          },
          score.factors.map((text, index) =>
            xml('_FACTOR', { _Code: String(index + 1).padStart(2, '0'), _Text: text }),
          ),
        ),
      ),
      xml('BORROWER', {
        BorrowerID: 'Bor1',
        _FirstName: document.borrower.first,
        _LastName: document.borrower.last,
        _PrintPositionType: 'Borrower',
        _SSN: '000000001',
      }),
    ],
  );
  const group = xml('RESPONSE_GROUP', { MISMOVersionID: '2.3.1' }, [
    xml('RESPONDING_PARTY', { _Name: 'CREDITPATH FIXTURE RESELLER' }),
    xml('RESPONSE', { ResponseDateTime: `${REPORT_DATE}T09:30:00` }, [
      xml('STATUS', { _Condition: 'Success', _Code: 'S0010', _Name: 'Complete' }),
      xml('RESPONSE_DATA', {}, [creditResponse]),
    ]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generated by scripts/generate-mismo-fixtures.ts: synthetic test data, no real person. -->\n${group}\n`;
}

function bankruptcy(bureau: Bureau): string {
  return xml(
    'CREDIT_PUBLIC_RECORD',
    {
      CreditPublicRecordID: `PR-01-${SUFFIX[bureau]}`,
      BorrowerID: 'Bor1',
      CreditFileID: `CF-${SUFFIX[bureau]}`,
      _Type: 'BankruptcyChapter7',
      _CourtName: 'US BANKRUPTCY COURT DISTRICT OF ARIZONA',
      _DocketIdentifier: '1712345',
      _FiledDate: '2017-04-12',
      _ReportedDate: '2017-08-15',
      _DispositionType: 'Discharged',
      _DispositionDate: '2017-08-01',
      _LegalObligationAmount: '18500.00',
      _AccountOwnershipType: 'Individual',
      _DerogatoryDataIndicator: 'Y',
    },
    [xml('CREDIT_COMMENT', { _SourceType: SOURCE[bureau] }, ['<_Text>CHAPTER 7 DISCHARGED</_Text>'])],
  );
}

const current = { type: 'AsAgreed', code: 'C' };
const chargeOffRating = { type: 'CollectionOrChargeOff', code: '9' };

function smallDocument(): Document {
  const card: AccountFacts = {
    id: 'TRD-01',
    creditor: 'CAPITAL HARBOR BANK',
    number: '4111222233334444',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    opened: '2018-03',
  };
  const cardReport = (balance: number, reported: string): BureauReport => ({
    status: 'Open',
    rating: current,
    balance,
    limit: 5000,
    highCredit: 3200,
    reported,
    lastActivity: '2025-05-12',
    late: [0, 0, 0],
    pattern: 'CCCCCCCCCCCC',
  });
  const chargedOff: AccountFacts = {
    id: 'TRD-02',
    creditor: 'NORTHSTAR CARD SERVICES',
    number: '5500111122223333',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    opened: '2017-06-01',
  };
  const chargedOffReport: BureauReport = {
    status: 'Closed',
    rating: chargeOffRating,
    balance: 2400,
    pastDue: 2400,
    limit: 2500,
    highCredit: 2480,
    reported: '2025-05-31',
    closed: '2022-09-01',
    firstDelinquency: '2022-03-01',
    late: [1, 1, 4],
    pattern: '999999654321',
    chargeOff: 2400,
    derogatory: true,
    remarks: ['CHARGED OFF ACCOUNT'],
  };
  const collection: AccountFacts = {
    id: 'TRD-03',
    creditor: 'MIDWEST RECOVERY GROUP',
    number: 'MRG0088812',
    accountType: 'Open',
    loanType: 'Collection',
    opened: '2023-01-15',
    originalCreditor: 'NORTHSTAR CARD SERVICES',
  };
  const collectionReport = (balance: number, duplicate: boolean): BureauReport => ({
    status: 'Open',
    rating: chargeOffRating,
    balance,
    pastDue: balance,
    reported: '2025-05-20',
    firstDelinquency: '2022-03-01',
    collection: true,
    derogatory: true,
    remarks: ['PLACED FOR COLLECTION'],
    duplicate,
  });
  const auto: AccountFacts = {
    id: 'TRD-04',
    creditor: 'LAKESIDE AUTO FINANCE',
    number: '7001234567',
    accountType: 'Installment',
    loanType: 'Automobile',
    opened: '2019-02-01',
  };
  const personal: AccountFacts = {
    id: 'TRD-05',
    creditor: 'SUMMIT CREDIT UNION',
    number: '88120045',
    accountType: 'Installment',
    loanType: 'Unsecured',
    opened: '2021-08-01',
  };
  const old: AccountFacts = {
    id: 'TRD-06',
    creditor: 'BLUE RIDGE BANK',
    number: '6011000099998888',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    opened: '2012-04',
  };
  const oldReport: BureauReport = {
    status: 'Closed',
    rating: chargeOffRating,
    balance: 1875,
    pastDue: 1875,
    limit: 2000,
    highCredit: 1990,
    reported: '2025-04-30',
    closed: '2017-03-01',
    firstDelinquency: '2016-09',
    late: [1, 1, 5],
    chargeOff: 1875,
    derogatory: true,
  };
  return {
    reportIdentifier: 'FX-231-0001',
    borrower: { first: 'LUCIA', last: 'TESTCASE' },
    liabilities: [
      ...liabilities(card, {
        experian: cardReport(1250, '2025-05-31'),
        equifax: cardReport(1310, '2025-06-01'),
        transunion: cardReport(1250, '2025-05-28'),
      }),
      ...liabilities(chargedOff, { experian: chargedOffReport, transunion: chargedOffReport }),
      ...liabilities(collection, { equifax: collectionReport(2400, false), experian: collectionReport(2450, true) }),
      ...liabilities(auto, {
        experian: {
          status: 'Paid',
          rating: current,
          balance: 0,
          highCredit: 18500,
          reported: '2024-12-15',
          paid: '2024-11-30',
          late: [2, 1, 0],
          pattern: 'CCCCCC21CCCC',
          derogatory: true,
          adverse: [
            { date: '2023-04-01', type: 'Late30Days' },
            { date: '2023-05-01', type: 'Late60Days' },
          ],
          remarks: ['PAID IN FULL'],
        },
        transunion: {
          status: 'Open',
          rating: { type: 'Late30Days', code: '1' },
          balance: 350,
          pastDue: 350,
          highCredit: 18500,
          reported: '2025-05-31',
          firstDelinquency: '2023-04-01',
          late: [3, 1, 0],
          pattern: '1CCCCC21CCCC',
          derogatory: true,
          remarks: ['30 DAYS PAST DUE'],
        },
      }),
      ...liabilities(personal, {
        transunion: {
          status: 'Open',
          rating: { type: 'Late60Days', code: '2' },
          balance: 4200,
          pastDue: 310,
          highCredit: 6000,
          reported: '2025-05-31',
          firstDelinquency: '2025-03-01',
          late: [2, 1, 0],
          pattern: '21CCCCCCCCCC',
          derogatory: true,
        },
      }),
      ...liabilities(old, { equifax: oldReport, experian: oldReport }),
    ],
    publicRecords: [bankruptcy('equifax'), bankruptcy('transunion')],
    inquiries: [
      { bureau: 'experian', name: 'B&B AUTO SALES', date: '2025-03-02' },
      { bureau: 'transunion', name: 'SUMMIT CREDIT UNION', date: '2024-12-10' },
      { bureau: 'equifax', name: 'HORIZON WIRELESS', date: '2025-01-20' },
    ],
    scores: [
      {
        bureau: 'experian',
        value: '688',
        model: 'ExperianFairIsaac',
        factors: ['SERIOUS DELINQUENCY', 'PROPORTION OF BALANCES TO CREDIT LIMITS IS TOO HIGH'],
      },
      {
        bureau: 'equifax',
        value: '00671',
        model: 'EquifaxBeacon5.0',
        factors: ['DEROGATORY PUBLIC RECORD OR COLLECTION FILED'],
      },
      {
        bureau: 'transunion',
        value: '0702',
        model: 'FICORiskScoreClassic04',
        factors: ['TOO MANY ACCOUNTS WITH BALANCES', 'SERIOUS DELINQUENCY'],
      },
    ],
  };
}

const CARD_ISSUERS = [
  'CAPITAL HARBOR BANK',
  'NORTHSTAR CARD SERVICES',
  'BLUE RIDGE BANK',
  'SYNCB/HOME DESIGN',
  'AT&T UNIVERSAL CARD',
  'PRAIRIE STATE BANK',
  'CITY FEDERAL CARD',
];
/** Lender, MISMO loan type, account type. */
const LENDERS: [string, string, string][] = [
  ['LAKESIDE AUTO FINANCE', 'Automobile', 'Installment'],
  ['PRAIRIE MOTOR CREDIT', 'Automobile', 'Installment'],
  ['SUMMIT CREDIT UNION', 'Unsecured', 'Installment'],
  ['NAVIENT EDUCATION', 'Educational', 'Installment'],
  ['HOMEPOINT MORTGAGE', 'ConventionalRealEstateMortgage', 'Mortgage'],
];
const COLLECTORS = ['MIDWEST RECOVERY GROUP', 'GRANITE STATE COLLECTIONS', 'COASTAL CREDIT RECOVERY'];
const LATE_RATINGS = [
  { type: 'Late30Days', code: '1' },
  { type: 'Late60Days', code: '2' },
  { type: 'Late90Days', code: '3' },
  { type: 'LateOver120Days', code: '4' },
];
const ALL_BUREAUS: Bureau[] = ['experian', 'equifax', 'transunion'];

type Kind = 'current' | 'late' | 'chargeoff' | 'collection' | 'paid';
/** How a real file with some trouble looks: mostly accounts in good standing. */
const MIX: [Kind, number][] = [
  ['current', 0.65],
  ['late', 0.1],
  ['chargeoff', 0.07],
  ['collection', 0.1],
  ['paid', 0.08],
];

/** A realistic tri-merge of exactly 300 liabilities: most accounts on all three bureaus, some on one or two. */
function largeDocument(): Document {
  const random = seededRandom('mismo-231-tri-merge-300');
  const month = (monthsAgo: number) => {
    const index = 2025 * 12 + 5 - monthsAgo;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  const digits = (length: number) => Array.from({ length }, () => random.int(0, 9)).join('');
  const pickKind = (): Kind => {
    const roll = random.next();
    let cumulative = 0;
    for (const [kind, share] of MIX) {
      cumulative += share;
      if (roll < cumulative) return kind;
    }
    return 'current';
  };

  const lines: string[] = [];
  for (let n = 1; lines.length < 300; n++) {
    const kind = pickKind();
    const id = `TRD-${String(n).padStart(3, '0')}`;
    const opened = month(random.int(12, 180));
    let account: AccountFacts;
    if (kind === 'collection') {
      const [creditor, number] = [random.pick(COLLECTORS), `C${digits(8)}`];
      account = { id, creditor, number, accountType: 'Open', loanType: 'Collection', opened };
      account.originalCreditor = random.pick(CARD_ISSUERS);
    } else if (random.chance(0.6)) {
      account = {
        id,
        creditor: random.pick(CARD_ISSUERS),
        number: digits(16),
        accountType: 'Revolving',
        loanType: 'CreditCard',
        opened,
      };
    } else {
      const [creditor, loanType, accountType] = random.pick(LENDERS);
      account = { id, creditor, number: digits(10), accountType, loanType, opened };
    }
    const isRevolving = account.accountType === 'Revolving';
    const adverse = kind === 'late' || kind === 'chargeoff' || kind === 'collection';
    const limit = random.int(5, 150) * 100;
    const balance = kind === 'paid' ? 0 : random.int(0, Math.round(limit * 0.9));
    const delinquentSince = month(random.int(8, 100));
    const lateRating = random.pick(LATE_RATINGS);
    const report = (): BureauReport => ({
      status: kind === 'paid' ? 'Paid' : kind === 'chargeoff' ? 'Closed' : 'Open',
      rating: kind === 'late' ? lateRating : adverse ? chargeOffRating : current,
      // One bureau in five is a month behind the others on the balance.
      balance: random.chance(0.2) ? Math.max(0, balance - random.int(10, 200)) : balance,
      pastDue: kind === 'late' ? random.int(30, 400) : adverse ? balance : 0,
      limit: isRevolving ? limit : undefined,
      highCredit: isRevolving ? Math.min(limit, balance + random.int(0, 500)) : limit,
      reported: month(random.int(0, 2)),
      closed: kind === 'chargeoff' ? month(random.int(6, 60)) : undefined,
      paid: kind === 'paid' ? month(random.int(1, 24)) : undefined,
      firstDelinquency: adverse ? delinquentSince : undefined,
      late: adverse ? [random.int(1, 4), random.int(0, 3), random.int(0, 6)] : [0, 0, 0],
      pattern:
        kind === 'late' ? `${lateRating.code}CCCCCCCCCCC` : kind === 'chargeoff' ? '999999654321' : 'CCCCCCCCCCCC',
      chargeOff: kind === 'chargeoff' ? balance : undefined,
      collection: kind === 'collection' ? true : undefined,
      derogatory: adverse,
      duplicate: kind === 'collection' && random.chance(0.1),
    });
    const count = random.chance(0.6) ? 3 : random.chance(0.6) ? 2 : 1;
    const remaining = [...ALL_BUREAUS];
    const bureaus = Array.from({ length: count }, () => remaining.splice(random.int(0, remaining.length - 1), 1)[0]);
    const reports = Object.fromEntries(bureaus.map((bureau) => [bureau, report()]));
    lines.push(...liabilities(account, reports).slice(0, 300 - lines.length));
  }
  return {
    reportIdentifier: 'FX-231-0300',
    borrower: { first: 'MARCO', last: 'TESTCASE' },
    liabilities: lines,
    publicRecords: [bankruptcy('equifax'), bankruptcy('experian')],
    inquiries: Array.from({ length: 24 }, (_, index) => ({
      bureau: ALL_BUREAUS[index % 3] as Bureau,
      name: random.pick([...CARD_ISSUERS, ...LENDERS.map(([name]) => name)]),
      date: month(random.int(0, 23)),
    })),
    scores: [
      { bureau: 'experian', value: '0654', model: 'ExperianFairIsaac', factors: ['SERIOUS DELINQUENCY'] },
      { bureau: 'equifax', value: '00641', model: 'EquifaxBeacon5.0', factors: ['TOO MANY ACCOUNTS WITH BALANCES'] },
      { bureau: 'transunion', value: '662', model: 'FICORiskScoreClassic04', factors: ['TOO MANY INQUIRIES'] },
    ],
  };
}

writeFileSync(`${OUTPUT}mismo-231-small.xml`, responseGroup(smallDocument()));
writeFileSync(`${OUTPUT}mismo-231-tri-merge-300.xml`, responseGroup(largeDocument()));
console.log(`MISMO 2.3.1 fixtures written to ${OUTPUT}`);
