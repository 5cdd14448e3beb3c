/**
 * Writes the MISMO 2.x credit-report fixtures (there are no public 2.3.1 samples to use instead) into
 * src/server/features/credit/fixtures/: the small and 300-liability tri-merges the parser tests and the import
 * benchmark read, and one small document for each vendor quirk the reader handles (signed scores, an external
 * DOCTYPE, MISMO 2.4, a charge-off without a delinquency date, two borrowers, and the status answers vendors
 * send instead of a report). The fixtures README lists them.
 * Deterministic: fixed report dates and a fixed seed write the same bytes on every run.
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
  /** The BorrowerID (IDREFS) of whose account it is; Bor1 unless said. */
  owners?: string;
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
  chargeOffDate?: string;
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
      BorrowerID: account.owners ?? 'Bor1',
      CreditFileID: fileId(bureau, account.owners?.split(' ')[0] ?? 'Bor1'),
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
      _ChargeOffDate: report.chargeOffDate,
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

/** The first borrower's files are CF-EX, CF-EQ, CF-TU; another borrower's carry its BorrowerID as well. */
const fileId = (bureau: Bureau, borrowerId: string) =>
  borrowerId === 'Bor1' ? `CF-${SUFFIX[bureau]}` : `CF-${SUFFIX[bureau]}-${borrowerId}`;

interface Person {
  id: string;
  first: string;
  middle?: string;
  last: string;
  suffix?: string;
  /** As the order gave it, on BORROWER. */
  birthDate?: string;
  /** As the bureaus hold it, on each CREDIT_FILE's _BORROWER. */
  bureauBirthDate?: string;
}

interface Document {
  reportIdentifier: string;
  /** MISMOVersionID; 2.3.1 unless said. */
  version?: string;
  reportDate?: string;
  /** An external DOCTYPE naming the MISMO DTD, as some resellers write it. */
  doctype?: string;
  borrowers: Person[];
  /** Each bureau's _ResultStatusType and error text; every bureau returned a file unless said. */
  fileResults?: Partial<Record<Bureau, { status: string; error: string }>>;
  liabilities: string[];
  publicRecords: string[];
  inquiries: { bureau: Bureau; name: string; date: string }[];
  scores: { bureau: Bureau; value: string; model: string; factors: string[]; borrower?: string }[];
}

const GENERATED = '<!-- Generated by scripts/generate-mismo-fixtures.ts: synthetic test data, no real person. -->';

function written(group: string, doctype?: string): string {
  const prolog = ['<?xml version="1.0" encoding="UTF-8"?>', ...(doctype ? [doctype] : []), GENERATED];
  return `${[...prolog, group].join('\n')}\n`;
}

function creditFile(bureau: Bureau, person: Person, result?: { status: string; error: string }): string {
  const bureauPerson = person.bureauBirthDate
    ? [
        xml('_BORROWER', {
          _FirstName: person.first,
          _MiddleName: person.middle,
          _LastName: person.last,
          _BirthDate: person.bureauBirthDate,
        }),
      ]
    : [];
  const error = result
    ? [xml('CREDIT_ERROR_MESSAGE', { _SourceType: SOURCE[bureau] }, [`<_Text>${escapeXml(result.error)}</_Text>`])]
    : [];
  return xml(
    'CREDIT_FILE',
    {
      CreditFileID: fileId(bureau, person.id),
      BorrowerID: person.id,
      CreditRepositorySourceType: SOURCE[bureau],
      _ResultStatusType: result?.status ?? 'FileReturned',
      _InfileDate: result ? undefined : '2009-04-01',
    },
    [...bureauPerson, ...error],
  );
}

function responseGroup(document: Document): string {
  const bureaus: Bureau[] = ['experian', 'equifax', 'transunion'];
  const version = document.version ?? '2.3.1';
  const reportDate = document.reportDate ?? REPORT_DATE;
  const creditResponse = xml(
    'CREDIT_RESPONSE',
    {
      MISMOVersionID: version,
      CreditResponseID: 'CRRespID1',
      CreditReportIdentifier: document.reportIdentifier,
      CreditReportFirstIssuedDate: reportDate,
      CreditReportLastUpdatedDate: reportDate,
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
      ...document.borrowers.flatMap((person) =>
        bureaus.map((bureau) => creditFile(bureau, person, document.fileResults?.[bureau])),
      ),
      ...document.publicRecords,
      ...document.scores.map((score) => {
        const borrowerId = score.borrower ?? 'Bor1';
        return xml(
          'CREDIT_SCORE',
          {
            CreditScoreID:
              borrowerId === 'Bor1' ? `SC-${SUFFIX[score.bureau]}` : `SC-${SUFFIX[score.bureau]}-${borrowerId}`,
            BorrowerID: borrowerId,
            CreditFileID: fileId(score.bureau, borrowerId),
            CreditRepositorySourceType: SOURCE[score.bureau],
            _Date: reportDate,
            _ModelNameType: score.model,
            _Value: score.value,
          },
          score.factors.map((text, index) =>
            xml('_FACTOR', { _Code: String(index + 1).padStart(2, '0'), _Text: text }),
          ),
        );
      }),
      ...document.borrowers.map((person, index) =>
        xml('BORROWER', {
          BorrowerID: person.id,
          _FirstName: person.first,
          _MiddleName: person.middle,
          _LastName: person.last,
          _NameSuffix: person.suffix,
          _BirthDate: person.birthDate,
          _PrintPositionType: index === 0 ? 'Borrower' : 'CoBorrower',
          _SSN: `00000000${index + 1}`,
        }),
      ),
    ],
  );
  const group = xml('RESPONSE_GROUP', { MISMOVersionID: version }, [
    xml('RESPONDING_PARTY', { _Name: 'CREDITPATH FIXTURE RESELLER' }),
    xml('RESPONSE', { ResponseDateTime: `${reportDate}T09:30:00` }, [
      xml('STATUS', { _Condition: 'Success', _Code: 'S0010', _Name: 'Complete' }),
      xml('RESPONSE_DATA', {}, [creditResponse]),
    ]),
  ]);
  return written(group, document.doctype);
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
    borrowers: [{ id: 'Bor1', first: 'LUCIA', last: 'TESTCASE' }],
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
    borrowers: [{ id: 'Bor1', first: 'MARCO', last: 'TESTCASE' }],
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

/** A card in good standing that every bureau reports, for the small quirk documents. */
function goodCard(id: string, reported: string): string[] {
  const card: AccountFacts = {
    id,
    creditor: 'CAPITAL HARBOR BANK',
    number: '4111222233335555',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    opened: '2019-03-01',
  };
  const report: BureauReport = {
    status: 'Open',
    rating: current,
    balance: 640,
    limit: 3000,
    highCredit: 1200,
    reported,
    lastActivity: reported,
    late: [0, 0, 0],
    pattern: 'CCCCCCCCCCCC',
  };
  return liabilities(card, { experian: report, equifax: report, transunion: report });
}

const quirkScores = (values: [string, string, string]): Document['scores'] => [
  {
    bureau: 'experian',
    value: values[0],
    model: 'ExperianFairIsaac',
    factors: ['LENGTH OF TIME ACCOUNTS HAVE BEEN ESTABLISHED'],
  },
  {
    bureau: 'equifax',
    value: values[1],
    model: 'EquifaxBeacon5.0',
    factors: ['TOO FEW ACCOUNTS CURRENTLY PAID AS AGREED'],
  },
  {
    bureau: 'transunion',
    value: values[2],
    model: 'FICORiskScoreClassic04',
    factors: ['TOO MANY INQUIRIES LAST 12 MONTHS'],
  },
];

/** CoreLogic Credco signs its scores: "+715". */
function signedScoresDocument(): Document {
  return {
    reportIdentifier: 'FX-231-0101',
    borrowers: [{ id: 'Bor1', first: 'NORA', last: 'TESTCASE' }],
    liabilities: goodCard('TRD-01', '2025-05-31'),
    publicRecords: [],
    inquiries: [],
    scores: quirkScores(['+715', '+0698', '+702']),
  };
}

/** Some resellers name the MISMO DTD in a DOCTYPE; the reader must never fetch it. */
function externalDoctypeDocument(): Document {
  return {
    reportIdentifier: 'FX-231-0102',
    doctype: '<!DOCTYPE RESPONSE_GROUP SYSTEM "MISMO_2_3_1_CreditResponse.dtd">',
    borrowers: [{ id: 'Bor1', first: 'OWEN', last: 'TESTCASE' }],
    liabilities: goodCard('TRD-01', '2025-05-31'),
    publicRecords: [],
    inquiries: [],
    scores: quirkScores(['731', '726', '740']),
  };
}

function mismo24Document(): Document {
  return {
    reportIdentifier: 'FX-24-0103',
    version: '2.4',
    borrowers: [{ id: 'Bor1', first: 'PAULA', last: 'TESTCASE' }],
    liabilities: goodCard('TRD-01', '2025-05-31'),
    publicRecords: [],
    inquiries: [{ bureau: 'equifax', name: 'HORIZON WIRELESS', date: '2025-02-11' }],
    scores: quirkScores(['690', '702', '695']),
  };
}

/**
 * Reported in January 2026: a card charged off in March 2016 whose bureaus give no date of first delinquency,
 * and the collection of that card, which gives none either. Counted from the date reported the charge-off
 * looked reportable until 2034; counted from the charge-off less 180 days it has been outdated since 2023.
 */
function chargeOffWithoutDelinquencyDocument(): Document {
  const reportDate = '2026-01-15';
  const chargedOff: AccountFacts = {
    id: 'TRD-02',
    creditor: 'NORTHSTAR CARD SERVICES',
    number: '5500111122224444',
    accountType: 'Revolving',
    loanType: 'CreditCard',
    opened: '2012-05-01',
  };
  const chargedOffReport: BureauReport = {
    status: 'Closed',
    rating: chargeOffRating,
    balance: 3150,
    pastDue: 3150,
    limit: 3500,
    highCredit: 3410,
    reported: '2025-12-31',
    chargeOffDate: '2016-03-15',
    late: [1, 1, 6],
    pattern: '999999999999',
    chargeOff: 3150,
    derogatory: true,
    remarks: ['CHARGED OFF ACCOUNT'],
  };
  const collection: AccountFacts = {
    id: 'TRD-03',
    creditor: 'MIDWEST RECOVERY GROUP',
    number: 'MRG0099913',
    accountType: 'Open',
    loanType: 'Collection',
    opened: '2017-02-01',
    originalCreditor: 'NORTHSTAR CARD SERVICES',
  };
  const collectionReport: BureauReport = {
    status: 'Open',
    rating: chargeOffRating,
    balance: 3150,
    pastDue: 3150,
    reported: '2025-12-20',
    collection: true,
    derogatory: true,
    remarks: ['PLACED FOR COLLECTION'],
  };
  return {
    reportIdentifier: 'FX-231-0104',
    reportDate,
    borrowers: [{ id: 'Bor1', first: 'RITA', last: 'TESTCASE' }],
    liabilities: [
      ...goodCard('TRD-01', '2025-12-31'),
      ...liabilities(chargedOff, { experian: chargedOffReport, equifax: chargedOffReport }),
      ...liabilities(collection, { equifax: collectionReport, transunion: collectionReport }),
    ],
    publicRecords: [],
    inquiries: [],
    scores: quirkScores(['598', '611', '604']),
  };
}

/**
 * A joint report: DANIEL A TESTCASE JR (born 1980-04-12) and ELENA TESTCASE-RUIZ (born 1982-09-30), each
 * with a card of their own and the mortgage they share, and each bureau's file for each of them.
 */
function twoBorrowersDocument(): Document {
  const card = (id: string, owners: string, creditor: string, number: string): string[] =>
    liabilities(
      { id, owners, creditor, number, accountType: 'Revolving', loanType: 'CreditCard', opened: '2016-07-01' },
      {
        experian: {
          status: 'Open',
          rating: current,
          balance: 820,
          limit: 4000,
          reported: '2025-05-31',
          late: [0, 0, 0],
          pattern: 'CCCCCCCCCCCC',
        },
      },
    );
  const mortgage: AccountFacts = {
    id: 'TRD-03',
    owners: 'Bor1 Bor2',
    creditor: 'HOMEPOINT MORTGAGE',
    number: '9000123456',
    accountType: 'Mortgage',
    loanType: 'ConventionalRealEstateMortgage',
    opened: '2018-09-01',
  };
  const mortgageReport: BureauReport = {
    status: 'Open',
    rating: { type: 'Late30Days', code: '1' },
    balance: 182_400,
    pastDue: 1450,
    highCredit: 210_000,
    reported: '2025-05-31',
    firstDelinquency: '2025-04-01',
    late: [1, 0, 0],
    pattern: '1CCCCCCCCCCC',
    derogatory: true,
  };
  return {
    reportIdentifier: 'FX-231-0105',
    borrowers: [
      {
        id: 'Bor1',
        first: 'DANIEL',
        middle: 'A',
        last: 'TESTCASE',
        suffix: 'JR',
        birthDate: '1980-04-12',
        bureauBirthDate: '1980-04-12',
      },
      { id: 'Bor2', first: 'ELENA', last: 'TESTCASE-RUIZ', bureauBirthDate: '1982-09-30' },
    ],
    liabilities: [
      ...card('TRD-01', 'Bor1', 'CAPITAL HARBOR BANK', '4111222233336666'),
      ...card('TRD-02', 'Bor2', 'PRAIRIE STATE BANK', '6011000011117777'),
      ...liabilities(mortgage, { experian: mortgageReport, equifax: mortgageReport }),
    ],
    publicRecords: [],
    inquiries: [],
    scores: [
      { bureau: 'experian', value: '702', model: 'ExperianFairIsaac', factors: [] },
      { bureau: 'experian', value: '688', model: 'ExperianFairIsaac', factors: [], borrower: 'Bor2' },
    ],
  };
}

/** Every bureau answered with an error: the vendor completed the order without any credit data. */
function bureauFailedDocument(): Document {
  const failed = { status: 'NoFileReturnedError', error: 'SYSTEM UNAVAILABLE - UNABLE TO RETRIEVE CREDIT FILE' };
  return {
    reportIdentifier: 'FX-231-0110',
    borrowers: [{ id: 'Bor1', first: 'SARA', last: 'TESTCASE' }],
    fileResults: { experian: failed, equifax: failed, transunion: failed },
    liabilities: [],
    publicRecords: [],
    inquiries: [],
    scores: [],
  };
}

/**
 * A vendor's answer that holds no CREDIT_RESPONSE, only RESPONSE/STATUS (2.3.1 resellers answer a status
 * query or a refused order this way), and at most the shell of a CREDIT_RESPONSE with its error messages.
 */
function statusDocument(status: Attributes, creditResponse: string[] = []): string {
  const group = xml('RESPONSE_GROUP', { MISMOVersionID: '2.3.1' }, [
    xml('RESPONDING_PARTY', { _Name: 'CREDITPATH FIXTURE RESELLER' }),
    xml('RESPONSE', { ResponseDateTime: `${REPORT_DATE}T09:30:00` }, [
      ...(creditResponse.length > 0 ? [xml('RESPONSE_DATA', {}, creditResponse)] : []),
      xml('STATUS', status),
    ]),
  ]);
  return written(group);
}

const loginFailed = statusDocument(
  { _Condition: 'Error', _Code: 'E036', _Description: 'Invalid Client Account Identifier' },
  [
    xml('CREDIT_RESPONSE', { MISMOVersionID: '2.3.1', CreditReportType: 'Error' }, [
      xml('CREDIT_ERROR_MESSAGE', { _Code: 'E036', _SourceType: 'CreditBureau' }, [
        '<_Text>Invalid Client Account Identifier</_Text>',
        '<_Text>Incorrect password supplied</_Text>',
      ]),
    ]),
  ],
);

/** A report the vendor sent only as an embedded PDF: the borrower is named, the data is not there. */
const pdfOnly = statusDocument({ _Condition: 'Success', _Code: 'S0010', _Name: 'Complete' }, [
  xml(
    'CREDIT_RESPONSE',
    { MISMOVersionID: '2.3.1', CreditReportIdentifier: 'FX-231-0111', CreditReportFirstIssuedDate: REPORT_DATE },
    [
      xml('BORROWER', { BorrowerID: 'Bor1', _FirstName: 'TOMAS', _LastName: 'TESTCASE', _SSN: '000000001' }),
      xml('EMBEDDED_FILE', { _Type: 'PDF', _Name: 'report.pdf', _EncodingType: 'Base64' }, [
        `<DOCUMENT>${Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n').toString('base64')}</DOCUMENT>`,
      ]),
    ],
  ),
]);

const fixtures: Record<string, string> = {
  'mismo-231-small.xml': responseGroup(smallDocument()),
  'mismo-231-tri-merge-300.xml': responseGroup(largeDocument()),
  'mismo-231-signed-scores.xml': responseGroup(signedScoresDocument()),
  'mismo-231-external-doctype.xml': responseGroup(externalDoctypeDocument()),
  'mismo-24-report.xml': responseGroup(mismo24Document()),
  'mismo-231-charge-off-no-dofd.xml': responseGroup(chargeOffWithoutDelinquencyDocument()),
  'mismo-231-two-borrowers.xml': responseGroup(twoBorrowersDocument()),
  'mismo-231-status-not-ready.xml': statusDocument({
    _Condition: 'Status',
    _Code: 'P100',
    _Description: 'Report not ready, please try again later',
  }),
  'mismo-231-status-processing.xml': statusDocument({
    _Condition: 'Status',
    _Code: 'P200',
    _Name: 'Processing',
    _Description: 'The order is being processed',
  }),
  'mismo-231-status-login-failed.xml': loginFailed,
  'mismo-231-status-bureau-failed.xml': responseGroup(bureauFailedDocument()),
  'mismo-231-status-pdf-only.xml': pdfOnly,
};
for (const [name, text] of Object.entries(fixtures)) writeFileSync(`${OUTPUT}${name}`, text);
console.log(`${Object.keys(fixtures).length} MISMO 2.x fixtures written to ${OUTPUT}`);
