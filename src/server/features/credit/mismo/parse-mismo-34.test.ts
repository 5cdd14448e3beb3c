import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchedBorrower, notYoursRefusal } from '#server/test-support/mismo.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import type { Member } from './choose-borrower.ts';
import { parseMismoReport } from './parse-mismo.ts';

// The real vendor responses live beside the repository (read-only), not in it.
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SAMPLES = path.resolve(REPO_ROOT, 'src/server/features/credit/fixtures/mismo-3.4');
const NOBODY = { firstName: 'Nobody', lastName: 'Matches' };

const parseSample = (file: string, member: Member) => parseMismoReport(readFileSync(path.join(SAMPLES, file)), member);

const notYours = (file: string, member: Member) => notYoursRefusal(() => parseSample(file, member));

const scoresOf = (report: ParsedCreditReport) => report.scores.map((score) => [score.bureau, score.value]);
const liabilityCount = (report: ParsedCreditReport) =>
  report.tradelines.filter((tradeline) => tradeline.kind === 'account').reduce((n, t) => n + t.views.length, 0);
const viewsOf = (report: ParsedCreditReport, key: string) =>
  report.tradelines.find((tradeline) => tradeline.key === key)?.views ?? [];
const countByBureau = (report: ParsedCreditReport) => {
  const counts: Partial<Record<Bureau, number>> = {};
  for (const tradeline of report.tradelines) {
    if (tradeline.kind !== 'account') continue;
    for (const view of tradeline.views) counts[view.bureau] = (counts[view.bureau] ?? 0) + 1;
  }
  return counts;
};

describe('parseMismoReport on the MISMO 3.4 vendor samples', () => {
  it('reads 03: three bureaus, scores with leading zeros placed by their CREDIT_FILE links', () => {
    const report = parseSample('03_status_completed.xml', { firstName: 'Bill', lastName: 'Testcase' });
    expect(report).toMatchObject({
      source: 'mismo',
      format: 'mismo-3.4',
      reportIdentifier: '815867',
      reportDate: '2020-01-27',
      borrower: {
        firstName: 'BILL',
        lastName: 'TESTCASE',
        dateOfBirth: '1983-01-02',
        matchedMember: true,
        borrowerCount: 1,
      },
      bureausReturned: ['experian', 'equifax', 'transunion'],
    });
    // 0669 is Experian's, 683 TransUnion's, 00658 Equifax's: each CREDIT_SCORE is linked to one CREDIT_FILE.
    expect(scoresOf(report)).toEqual([
      ['experian', 669],
      ['transunion', 683],
      ['equifax', 658],
    ]);
    expect(report.scores[0]).toMatchObject({ model: 'ExperianFairIsaac', date: '2020-01-27' });
    expect(report.scores[0]?.factors.length).toBeGreaterThan(0);
    expect(liabilityCount(report)).toBe(41);
    expect(countByBureau(report)).toEqual({ experian: 27, equifax: 8, transunion: 6 });
    expect(report.inquiries).toHaveLength(17);
  });

  it('reads 09: two bureaus ordered, two answered', () => {
    const report = parseSample('09_2bur_ordered_2bur_successful.xml', { firstName: 'Karen', lastName: 'Aahtexo' });
    expect(report.bureausReturned).toEqual(['equifax', 'transunion']);
    // The order gave no birth date: Equifax's is the file's.
    expect(report.borrower.dateOfBirth).toBe('1969-11-28');
    expect(scoresOf(report)).toEqual([
      ['transunion', 804],
      ['equifax', 497],
    ]);
    expect(liabilityCount(report)).toBe(32);
    expect(countByBureau(report)).toEqual({ equifax: 9, transunion: 23 });
    expect(viewsOf(report, 'CreditLiability_1_11')[0]).toMatchObject({
      bureau: 'equifax',
      paymentStatus: 'charge_off',
      chargeOffCents: 55200,
      isChargeOff: true,
    });
    expect(viewsOf(report, 'CreditLiability_1_15')[0]).toMatchObject({
      paymentStatus: 'collection',
      isCollection: true,
    });
    expect(viewsOf(report, 'CreditLiability_1_8')[0]).toMatchObject({
      paymentStatus: 'late_120',
      late30Count: 1,
      late60Count: 1,
      // The bureau gives no date of first delinquency, and an adverse rating's date is not one.
      firstDelinquencyDate: null,
    });
  });

  it('reads 10: three bureaus ordered, only TransUnion answered', () => {
    const report = parseSample('10_3bur_ordered_1bur_successful.xml', { firstName: 'Ann', lastName: 'Gage' });
    expect(report.bureausReturned).toEqual(['transunion']);
    expect(scoresOf(report)).toEqual([['transunion', 720]]);
    expect(liabilityCount(report)).toBe(2);
    expect(countByBureau(report)).toEqual({ transunion: 2 });
  });

  it('reads 11: a score the bureau could not give is null, a second Experian model is kept', () => {
    const report = parseSample('11_3score_ordered_1score_na.xml', { firstName: 'Sheila', lastName: 'Wild' });
    expect(report.bureausReturned).toEqual(['experian', 'equifax']);
    expect(report.scores.map((score) => [score.bureau, score.value, score.model])).toEqual([
      ['experian', 728, 'ExperianFairIsaac'],
      ['experian', 706, 'ExperianVantageScoreV4'],
      ['equifax', null, 'EquifaxBeacon5.0'],
    ]);
    expect(liabilityCount(report)).toBe(19);
    expect(countByBureau(report)).toEqual({ experian: 19 });
  });

  it('reads 12: a clean file, every account as agreed', () => {
    const report = parseSample('12_1borrower_completed.xml', { firstName: 'marisol', lastName: 'testcase' });
    expect(report.borrower).toEqual(matchedBorrower('MARISOL', 'TESTCASE', 1, '1980-05-27'));
    expect(scoresOf(report)).toEqual([
      ['experian', 745],
      ['transunion', 741],
      ['equifax', 743],
    ]);
    expect(liabilityCount(report)).toBe(14);
    expect(countByBureau(report)).toEqual({ experian: 13, transunion: 1 });
    const views = report.tradelines.flatMap((tradeline) => tradeline.views);
    expect(views.every((view) => view.paymentStatus === 'current' && !view.isDerogatory)).toBe(true);
    expect(viewsOf(report, 'CreditLiability_1_1')[0]).toMatchObject({
      bureau: 'experian',
      balanceCents: 2862600,
      highBalanceCents: 3120600,
      pastDueCents: 0,
      accountStatus: 'open',
      dateOpened: '2019-04-01',
      dateReported: '2019-12-01',
      paymentPattern: 'CCCCCCCCC',
      late30Count: 0,
    });
    // The furnisher's dispute address, as the vendor's creditor element gives it.
    expect(report.tradelines.find((tradeline) => tradeline.creditorName === 'USAA FEDERAL SAVINGS B')).toMatchObject({
      creditorAddress: { street: 'PO BOX 47504', city: 'SAN ANTONIO', state: 'TX', zipCode: '78265' },
    });
    const paid = report.tradelines.find((tradeline) => tradeline.key === 'CreditLiability_1_3');
    expect(paid).toMatchObject({ creditorName: 'NBGL-MCRAES', accountType: 'Revolving', loanType: 'CreditCard' });
    expect(paid?.views[0]).toMatchObject({
      bureau: 'transunion',
      accountStatus: 'closed',
      dateClosed: '2017-02-01',
      remarks: ['PURCHASED BY ANOTHER LENDER'],
    });
  });

  describe('13: two borrowers on one report', () => {
    const file = '13_2borrower_completed.xml';

    it('refuses the report when neither borrower is the member, naming both', () => {
      expect(notYours(file, NOBODY)).toEqual(['CONDI TESTCASE and CARY TESTCASE', 'name']);
    });

    it("imports the primary borrower's scores, accounts and negative items", () => {
      const report = parseSample(file, { firstName: 'Condi', lastName: 'Testcase' });
      expect(report.borrower).toEqual(matchedBorrower('CONDI', 'TESTCASE', 2));
      expect(report.bureausReturned).toEqual(['experian', 'equifax', 'transunion']);
      expect(scoresOf(report)).toEqual([
        ['experian', 592],
        ['transunion', 605],
        ['equifax', 580],
      ]);
      expect(liabilityCount(report)).toBe(42);
      expect(report.inquiries).toHaveLength(89);

      const repossession = report.tradelines.find((tradeline) => tradeline.key === 'CreditLiability_1_5');
      expect(repossession).toMatchObject({
        kind: 'account',
        creditorName: 'Account636363636363636',
        loanType: 'InstallmentLoan',
      });
      expect(repossession?.views).toMatchObject([
        {
          bureau: 'experian',
          paymentStatus: 'repossession',
          balanceCents: 342400,
          isDerogatory: true,
          // Only adverse ratings (the latest in 2015-10): no date of first delinquency of the bureau's.
          firstDelinquencyDate: null,
        },
      ]);

      const collection = report.tradelines.find((tradeline) => tradeline.key === 'CreditLiability_1_8');
      // The bureau gives the original creditor only as a remark.
      expect(collection).toMatchObject({ creditorName: 'Collectio2', originalCreditorName: 'Account44444444' });
      expect(collection?.views).toMatchObject([
        { bureau: 'experian', paymentStatus: 'collection', isCollection: true, balanceCents: 120900 },
      ]);

      expect(viewsOf(report, 'CreditLiability_1_27')).toMatchObject([
        { bureau: 'equifax', paymentStatus: 'charge_off', isChargeOff: true, chargeOffCents: 0 },
      ]);

      const bankruptcies = report.tradelines.filter(
        (tradeline) =>
          tradeline.kind === 'account' && tradeline.views.some((view) => view.paymentStatus === 'bankruptcy'),
      );
      expect(bankruptcies).toHaveLength(11);

      const publicRecords = report.tradelines.filter((tradeline) => tradeline.kind === 'public_record');
      expect(publicRecords).toMatchObject([
        {
          key: 'CreditPublicRecord_1_1',
          creditorName: 'USBK COURT CENTRAL CALIF',
          accountNumber: '111111',
          publicRecordType: 'BankruptcyChapter7',
          bankruptcyChapter: 7,
          views: [
            {
              bureau: 'transunion',
              paymentStatus: 'bankruptcy',
              accountStatus: 'closed',
              dateOpened: '2015-05-01',
              dateClosed: '2015-08-01',
              firstDelinquencyDate: '2015-05-01',
              isDerogatory: true,
            },
          ],
        },
      ]);
    });

    it("imports the co-borrower's report when the member is the co-borrower", () => {
      const report = parseSample(file, { firstName: 'CARY', lastName: 'TESTCASE' });
      expect(report.borrower).toEqual(matchedBorrower('CARY', 'TESTCASE', 2));
      expect(scoresOf(report)).toEqual([
        ['experian', 666],
        ['transunion', 623],
        ['equifax', 654],
      ]);
      expect(liabilityCount(report)).toBe(22);
      expect(report.inquiries).toHaveLength(94);
      const statusOf = (key: string) => viewsOf(report, key).map((view) => [view.bureau, view.paymentStatus]);
      expect(statusOf('CreditLiability_1_6')).toEqual([['equifax', 'charge_off']]);
      expect(statusOf('CreditLiability_1_14')).toEqual([['equifax', 'charge_off']]);
      expect(statusOf('CreditLiability_1_10')).toEqual([['equifax', 'collection']]);
      expect(statusOf('CreditLiability_1_13')).toEqual([['experian', 'collection']]);
      expect(statusOf('CreditLiability_1_16')).toEqual([['transunion', 'bankruptcy']]);
      // The joint bankruptcy is on both borrowers' reports; the primary's repossession is not on this one.
      expect(report.tradelines.some((tradeline) => tradeline.key === 'CreditPublicRecord_1_1')).toBe(true);
      expect(report.tradelines.some((tradeline) => tradeline.key === 'CreditLiability_1_5')).toBe(false);
    });

    it('keeps a bureau listing one account twice as two tradelines', () => {
      const report = parseSample(file, { firstName: 'CONDI', lastName: 'TESTCASE' });
      const twice = report.tradelines.filter((tradeline) => tradeline.accountNumber === '9494949');
      expect(twice.map((tradeline) => tradeline.key)).toEqual(['CreditLiability_1_20', 'CreditLiability_1_22']);
      expect(twice.map((tradeline) => tradeline.views.map((view) => view.bureau))).toEqual([
        ['transunion'],
        ['transunion'],
      ]);
    });
  });

  it('reads 14: no scores requested; accounts two bureaus report are grouped', () => {
    const report = parseSample('14_3bur_ordered_0score_requested.xml', { firstName: 'John', lastName: 'Ppklx' });
    expect(report.scores).toEqual([]);
    expect(report.bureausReturned).toEqual(['experian', 'equifax', 'transunion']);
    expect(liabilityCount(report)).toBe(33);
    expect(countByBureau(report)).toEqual({ experian: 9, equifax: 15, transunion: 9 });
    expect(report.tradelines).toHaveLength(30);
    const grouped = report.tradelines
      .filter((tradeline) => tradeline.views.length > 1)
      .map((tradeline) => [
        tradeline.creditorName,
        tradeline.accountNumber,
        tradeline.views.map((view) => view.bureau),
      ]);
    expect(grouped).toEqual([
      ['JPMCB HL', '757987000', ['experian', 'equifax']],
      ['JPMCB HL', '81372000', ['experian', 'equifax']],
      ['TOYOTA MTR', '3361797690000', ['equifax', 'transunion']],
    ]);
  });

  describe('15: the 2 MB report where only the co-borrower has a file', () => {
    const file = '15_2borrowers-only-1-borrower-has-hits.xml';

    it('is the 2 MB file (embedded HTML and PDF copies included)', () => {
      expect(readFileSync(path.join(SAMPLES, file)).byteLength).toBeGreaterThan(2_000_000);
    });

    it('refuses the report when neither borrower is the member, naming the one with a file', () => {
      expect(notYours(file, NOBODY)).toEqual(['KAREN AAHTEXO', 'name']);
    });

    it('imports the co-borrower who has the file when she is the member', () => {
      const report = parseSample(file, { firstName: 'Karen', lastName: 'Aahtexo' });
      expect(report.borrower).toEqual(matchedBorrower('KAREN', 'AAHTEXO', 2, '1965-03-28'));
      expect(report.reportIdentifier).toBe('820197');
      expect(report.bureausReturned).toEqual(['experian', 'equifax', 'transunion']);
      expect(scoresOf(report)).toEqual([
        ['experian', 672],
        ['transunion', 804],
        ['equifax', 497],
      ]);
      expect(report.scores.map((score) => score.date)).toEqual(['2020-01-31', '2020-01-31', '2020-02-01']);
      expect(liabilityCount(report)).toBe(37);
      expect(countByBureau(report)).toEqual({ experian: 5, equifax: 9, transunion: 23 });
      expect(report.inquiries).toHaveLength(11);
    });

    it('imports the empty report of the borrower without a file when that is the member', () => {
      const report = parseSample(file, { firstName: 'David', lastName: 'Tester' });
      expect(report.borrower).toEqual(matchedBorrower('DAVID', 'TESTER', 2));
      expect(report.bureausReturned).toEqual([]);
      expect(report.scores).toEqual([]);
      expect(report.tradelines).toEqual([]);
    });
  });
});

/** A MESSAGE in the vendor's shape with another xlink prefix, arcs written file-to-item, and one unlinked item. */
const HAND_WRITTEN = `<?xml version="1.0" encoding="utf-8"?>
<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas" xmlns:xlink="http://www.w3.org/1999/xlink">
 <DEAL_SETS><DEAL_SET><DEALS><DEAL><SERVICES><SERVICE>
  <CREDIT><CREDIT_RESPONSE>
   <CREDIT_FILES>
    <CREDIT_FILE xlink:label="F-EQ"><CREDIT_FILE_DETAIL><CreditFileResultStatusType>FileReturned</CreditFileResultStatusType><CreditRepositorySourceType>Equifax</CreditRepositorySourceType></CREDIT_FILE_DETAIL></CREDIT_FILE>
    <CREDIT_FILE xlink:label="F-TU"><CREDIT_FILE_DETAIL><CreditFileResultStatusType>FileReturned</CreditFileResultStatusType><CreditRepositorySourceType>TransUnion</CreditRepositorySourceType></CREDIT_FILE_DETAIL></CREDIT_FILE>
   </CREDIT_FILES>
   <CREDIT_LIABILITIES>
    <CREDIT_LIABILITY xlink:label="L-1">
     <CREDIT_LIABILITY_CREDITOR><NAME><FullName>ACME AUTO</FullName></NAME></CREDIT_LIABILITY_CREDITOR>
     <CREDIT_LIABILITY_CURRENT_RATING><CreditLiabilityCurrentRatingType>ForeclosureOrRepossession</CreditLiabilityCurrentRatingType></CREDIT_LIABILITY_CURRENT_RATING>
     <CREDIT_LIABILITY_DETAIL><CreditLiabilityAccountIdentifier>99887766</CreditLiabilityAccountIdentifier><CreditLoanType>Automobile</CreditLoanType><CreditLiabilityOriginalCreditorName>ACME MOTORS</CreditLiabilityOriginalCreditorName><CreditLiabilityFirstDelinquencyDate>2019-07</CreditLiabilityFirstDelinquencyDate><CreditLiabilityCollectionIndicator>false</CreditLiabilityCollectionIndicator></CREDIT_LIABILITY_DETAIL>
     <CREDIT_REPOSITORIES><CREDIT_REPOSITORY><CreditRepositorySourceType>Other</CreditRepositorySourceType></CREDIT_REPOSITORY></CREDIT_REPOSITORIES>
    </CREDIT_LIABILITY>
    <CREDIT_LIABILITY xlink:label="L-2">
     <CREDIT_LIABILITY_CREDITOR><NAME><FullName>ACME AUTO</FullName></NAME></CREDIT_LIABILITY_CREDITOR>
     <CREDIT_LIABILITY_DETAIL><CreditLiabilityAccountIdentifier>9988XXXX</CreditLiabilityAccountIdentifier></CREDIT_LIABILITY_DETAIL>
     <CREDIT_REPOSITORIES><CREDIT_REPOSITORY><CreditRepositorySourceType>TransUnion</CreditRepositorySourceType></CREDIT_REPOSITORY></CREDIT_REPOSITORIES>
    </CREDIT_LIABILITY>
   </CREDIT_LIABILITIES>
   <CREDIT_SCORES>
    <CREDIT_SCORE xlink:label="S-1"><CREDIT_SCORE_DETAIL><CreditScoreValue>0912</CreditScoreValue></CREDIT_SCORE_DETAIL></CREDIT_SCORE>
   </CREDIT_SCORES>
   <PARTIES><PARTY><INDIVIDUAL><NAME><FirstName>ANA</FirstName><LastName>PRIMERA</LastName></NAME></INDIVIDUAL>
    <ROLES><ROLE xlink:label="R-1"><BORROWER/></ROLE></ROLES></PARTY></PARTIES>
  </CREDIT_RESPONSE></CREDIT>
  <RELATIONSHIPS>
   <RELATIONSHIP xlink:arcrole="urn:example:mortgage/CREDIT_FILE_IsAssociatedWith_CREDIT_LIABILITY" xlink:from="F-EQ" xlink:to="L-1"/>
   <RELATIONSHIP xlink:arcrole="urn:example:mortgage/CREDIT_FILE_IsAssociatedWith_CREDIT_SCORE" xlink:from="F-TU" xlink:to="S-1"/>
  </RELATIONSHIPS>
 </SERVICE></SERVICES></DEAL></DEALS></DEAL_SET></DEAL_SETS>
</MESSAGE>`;

describe('parseMismoReport on a hand-written MISMO 3.4 message', () => {
  const report = parseMismoReport(HAND_WRITTEN, { firstName: 'Ana', lastName: 'Primera' });

  it('follows arcs in either direction whatever the xlink prefix, and falls back to the own repository', () => {
    expect(report.tradelines.map((t) => [t.key, t.views.map((view) => view.bureau)])).toEqual([
      ['L-1', ['equifax', 'transunion']],
    ]);
    expect(report.borrower).toEqual(matchedBorrower('ANA', 'PRIMERA', 1));
    expect(report.reportIdentifier).toBeNull();
  });

  it('reads the 3.4 indicator, original creditor and first-delinquency fields', () => {
    const [tradeline] = report.tradelines;
    expect(tradeline?.originalCreditorName).toBe('ACME MOTORS');
    expect(tradeline?.views[0]).toMatchObject({
      bureau: 'equifax',
      paymentStatus: 'repossession',
      firstDelinquencyDate: '2019-07-01',
      isCollection: false,
      isDerogatory: true,
    });
  });

  it('stores the release the message declares, 3.4 when it declares none', () => {
    expect(report.format).toBe('mismo-3.4');
    const declared = HAND_WRITTEN.replace('<MESSAGE ', '<MESSAGE MISMOReferenceModelIdentifier="3.6.032420230101" ');
    expect(parseMismoReport(declared, { firstName: 'Ana', lastName: 'Primera' }).format).toBe('mismo-3.6');
  });

  it('keeps a score outside 300–850 as a score without a value', () => {
    expect(report.scores).toEqual([{ bureau: 'transunion', value: null, model: null, date: null, factors: [] }]);
  });
});

describe('the identity check on the MISMO 3.4 vendor samples', () => {
  it("takes the order's birth date: the right one imports, another refuses the report", () => {
    const bill = { firstName: 'Bill C.', lastName: 'Testcase', dateOfBirth: '1983-01-02' };
    expect(parseSample('03_status_completed.xml', bill).borrower.dateOfBirth).toBe('1983-01-02');
    expect(notYours('03_status_completed.xml', { ...bill, dateOfBirth: '1983-02-01' })).toEqual([
      'BILL C TESTCASE',
      'date_of_birth',
    ]);
    expect(notYours('03_status_completed.xml', NOBODY)).toEqual(['BILL C TESTCASE', 'name']);
  });

  it('accepts a birth date one bureau holds when the bureaus disagree, and refuses one none holds', () => {
    const sheila = { firstName: 'Sheila', lastName: 'Wild' };
    const report = parseSample('11_3score_ordered_1score_na.xml', { ...sheila, dateOfBirth: '1951-03-18' });
    expect(report.borrower.dateOfBirth).toBe('1951-03-18');
    expect(notYours('11_3score_ordered_1score_na.xml', { ...sheila, dateOfBirth: '1960-01-01' })).toEqual([
      'SHEILA WILD',
      'date_of_birth',
    ]);
  });

  it('goes by the name alone when the file holds no birth date', () => {
    const report = parseSample('13_2borrower_completed.xml', {
      firstName: 'Cary',
      lastName: 'Testcase',
      dateOfBirth: '1975-06-30',
    });
    expect(report.borrower).toEqual(matchedBorrower('CARY', 'TESTCASE', 2));
  });
});
