import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchedBorrower, notYoursRefusal } from '#server/test-support/mismo.ts';
import { findDisputeOpportunities } from '#shared/rules/find-dispute-opportunities.ts';
import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import type { Member } from './choose-borrower.ts';
import { parseMismoReport } from './parse-mismo.ts';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)));
const LUCIA = { firstName: 'Lucía', lastName: 'Testcase' };

const tradeline = (report: ParsedCreditReport, key: string) => {
  const found = report.tradelines.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No tradeline ${key}`);
  return found;
};

describe('parseMismoReport on the MISMO 2.3.1 small fixture', () => {
  const report = parseMismoReport(fixture('mismo-231-small.xml'), LUCIA);

  it('reads the report, the borrower (accents ignored) and the bureaus', () => {
    expect(report).toMatchObject({
      source: 'mismo',
      format: 'mismo-2.3.1',
      reportIdentifier: 'FX-231-0001',
      reportDate: '2025-06-15',
      borrower: { firstName: 'LUCIA', lastName: 'TESTCASE', matchedMember: true, borrowerCount: 1 },
      bureausReturned: ['experian', 'equifax', 'transunion'],
    });
  });

  it('reads a score per repository, leading zeros dropped', () => {
    expect(report.scores).toEqual([
      {
        bureau: 'experian',
        value: 688,
        model: 'ExperianFairIsaac',
        date: '2025-06-15',
        factors: ['SERIOUS DELINQUENCY', 'PROPORTION OF BALANCES TO CREDIT LIMITS IS TOO HIGH'],
      },
      {
        bureau: 'equifax',
        value: 671,
        model: 'EquifaxBeacon5.0',
        date: '2025-06-15',
        factors: ['DEROGATORY PUBLIC RECORD OR COLLECTION FILED'],
      },
      {
        bureau: 'transunion',
        value: 702,
        model: 'FICORiskScoreClassic04',
        date: '2025-06-15',
        factors: ['TOO MANY ACCOUNTS WITH BALANCES', 'SERIOUS DELINQUENCY'],
      },
    ]);
  });

  it('reads the inquiries, entities decoded', () => {
    expect(report.inquiries).toEqual([
      { bureau: 'experian', date: '2025-03-02', name: 'B&B AUTO SALES' },
      { bureau: 'transunion', date: '2024-12-10', name: 'SUMMIT CREDIT UNION' },
      { bureau: 'equifax', date: '2025-01-20', name: 'HORIZON WIRELESS' },
    ]);
  });

  it('groups 13 liability lines and 2 public-record lines into 8 tradelines', () => {
    expect(report.tradelines.map((t) => [t.key, t.kind, t.views.map((view) => view.bureau)])).toEqual([
      ['TRD-01-EX', 'account', ['experian', 'equifax', 'transunion']],
      ['TRD-02-EX', 'account', ['experian', 'transunion']],
      ['TRD-03-EQ', 'account', ['experian', 'equifax']],
      ['TRD-03-EX-DUP', 'account', ['experian']],
      ['TRD-04-EX', 'account', ['experian', 'transunion']],
      ['TRD-05-TU', 'account', ['transunion']],
      ['TRD-06-EQ', 'account', ['experian', 'equifax']],
      ['PR-01-EQ', 'public_record', ['equifax', 'transunion']],
    ]);
  });

  it('reads every field of an account all three bureaus report, each with its own balance', () => {
    const card = tradeline(report, 'TRD-01-EX');
    expect(card).toMatchObject({
      creditorName: 'CAPITAL HARBOR BANK',
      originalCreditorName: null,
      accountNumber: '411122223333XXXX',
      accountType: 'Revolving',
      loanType: 'CreditCard',
      bankruptcyChapter: null,
      publicRecordType: null,
    });
    expect(card.views.map((view) => view.balanceCents)).toEqual([125000, 131000, 125000]);
    expect(card.views[0]).toEqual({
      bureau: 'experian',
      balanceCents: 125000,
      pastDueCents: 0,
      creditLimitCents: 500000,
      highBalanceCents: 320000,
      chargeOffCents: null,
      accountStatus: 'open',
      paymentStatus: 'current',
      // The fixture gives the month only (2018-03).
      dateOpened: '2018-03-01',
      dateReported: '2025-05-31',
      dateClosed: null,
      lastPaymentDate: '2025-05-12',
      firstDelinquencyDate: null,
      chargeOffDate: null,
      earliestAdverseRatingDate: null,
      paymentPattern: 'CCCCCCCCCCCC',
      late30Count: 0,
      late60Count: 0,
      late90Count: 0,
      isCollection: false,
      isChargeOff: false,
      isDerogatory: false,
      remarks: [],
    });
  });

  it('reads a charge-off from the indicator and amount', () => {
    expect(tradeline(report, 'TRD-02-EX').views[0]).toMatchObject({
      balanceCents: 240000,
      pastDueCents: 240000,
      chargeOffCents: 240000,
      accountStatus: 'closed',
      paymentStatus: 'charge_off',
      dateClosed: '2022-09-01',
      firstDelinquencyDate: '2022-03-01',
      paymentPattern: '999999654321',
      late30Count: 1,
      late60Count: 1,
      late90Count: 4,
      isChargeOff: true,
      isCollection: false,
      isDerogatory: true,
      remarks: ['CHARGED OFF ACCOUNT'],
    });
  });

  it('reads a collection with its original creditor, and keeps the same-bureau duplicate apart', () => {
    const collection = tradeline(report, 'TRD-03-EQ');
    const duplicate = tradeline(report, 'TRD-03-EX-DUP');
    expect(collection).toMatchObject({
      creditorName: 'MIDWEST RECOVERY GROUP',
      originalCreditorName: 'NORTHSTAR CARD SERVICES',
      loanType: 'Collection',
    });
    expect(collection.views.map((view) => [view.bureau, view.balanceCents])).toEqual([
      ['experian', 245000],
      ['equifax', 240000],
    ]);
    expect(collection.views[0]).toMatchObject({ paymentStatus: 'collection', isCollection: true, isDerogatory: true });
    expect(duplicate.originalCreditorName).toBe('NORTHSTAR CARD SERVICES');
    expect(duplicate.views).toMatchObject([{ bureau: 'experian', balanceCents: 245000, paymentStatus: 'collection' }]);
  });

  it('reads a paid account one bureau calls derogatory and another late with a balance', () => {
    const [experian, transunion] = tradeline(report, 'TRD-04-EX').views;
    expect(experian).toMatchObject({
      bureau: 'experian',
      balanceCents: 0,
      accountStatus: 'closed',
      paymentStatus: 'current',
      // Paid with no closing date: the paid date closes it.
      dateClosed: '2024-11-30',
      // Adverse ratings (2023-04, 2023-05) but no first-delinquency date: none is made up from them.
      firstDelinquencyDate: null,
      late30Count: 2,
      late60Count: 1,
      isDerogatory: true,
      remarks: ['PAID IN FULL'],
    });
    expect(transunion).toMatchObject({
      bureau: 'transunion',
      balanceCents: 35000,
      pastDueCents: 35000,
      accountStatus: 'open',
      paymentStatus: 'late_30',
      isDerogatory: true,
    });
  });

  it('reads an account only one bureau reports', () => {
    expect(tradeline(report, 'TRD-05-TU').views).toMatchObject([
      { bureau: 'transunion', paymentStatus: 'late_60', balanceCents: 420000, pastDueCents: 31000 },
    ]);
  });

  it('reads a first delinquency given as a month, more than 7.5 years before the report', () => {
    const old = tradeline(report, 'TRD-06-EQ');
    expect(old.views.map((view) => view.firstDelinquencyDate)).toEqual(['2016-09-01', '2016-09-01']);
    expect(old.views[0]).toMatchObject({ paymentStatus: 'charge_off', dateOpened: '2012-04-01' });
  });

  it('reads a Chapter 7 bankruptcy both bureaus report as one public record', () => {
    expect(tradeline(report, 'PR-01-EQ')).toMatchObject({
      kind: 'public_record',
      creditorName: 'US BANKRUPTCY COURT DISTRICT OF ARIZONA',
      accountNumber: '1712345',
      bankruptcyChapter: 7,
      publicRecordType: 'BankruptcyChapter7',
      views: [
        {
          bureau: 'equifax',
          balanceCents: 1850000,
          paymentStatus: 'bankruptcy',
          accountStatus: 'closed',
          dateOpened: '2017-04-12',
          dateReported: '2017-08-15',
          dateClosed: '2017-08-01',
          firstDelinquencyDate: '2017-04-12',
          isDerogatory: true,
          remarks: ['CHAPTER 7 DISCHARGED'],
        },
        { bureau: 'transunion' },
      ],
    });
  });
});

describe('parseMismoReport on the 300-liability 2.3.1 tri-merge', () => {
  it('reads all 300 liability lines, grouped by account', () => {
    const report = parseMismoReport(fixture('mismo-231-tri-merge-300.xml'), {
      firstName: 'Marco',
      lastName: 'Testcase',
    });
    const accounts = report.tradelines.filter((t) => t.kind === 'account');
    expect(accounts.reduce((n, t) => n + t.views.length, 0)).toBe(300);
    expect(accounts.length).toBeLessThan(300);
    expect(accounts.some((t) => t.views.length === 3)).toBe(true);
    expect(report.tradelines.filter((t) => t.kind === 'public_record')).toHaveLength(1);
    expect(report.scores.map((score) => [score.bureau, score.value])).toEqual([
      ['experian', 654],
      ['equifax', 641],
      ['transunion', 662],
    ]);
    expect(report.inquiries).toHaveLength(24);
  });

  it('parses and groups them well within the time budget', () => {
    const document = fixture('mismo-231-tri-merge-300.xml');
    const member = { firstName: 'Marco', lastName: 'Testcase' };
    for (let i = 0; i < 5; i++) parseMismoReport(document, member);
    // Processor time of this thread: on a busy machine the clock also counts every wait for a core (a median of
    // 827 ms was seen on the clock beside six other test runs, for a read that takes under 100 ms alone).
    const times = Array.from({ length: 9 }, () => {
      const started = process.threadCpuUsage();
      parseMismoReport(document, member);
      const { user, system } = process.threadCpuUsage(started);
      return (user + system) / 1000;
    }).sort((a, b) => a - b);
    // The budget is 100 ms (the benchmark measures it); this catches a quadratic slip, which costs seconds.
    expect(times[4]).toBeLessThan(300);
  });
});

const JOINT = `<?xml version="1.0"?>
<RESPONSE_GROUP MISMOVersionID="2.3.1"><RESPONSE><RESPONSE_DATA>
<CREDIT_RESPONSE CreditReportIdentifier="J-1" CreditReportFirstIssuedDate="2024-02-03">
  <CREDIT_LIABILITY CreditLiabilityID="L1" BorrowerID="B1" _AccountIdentifier="111" _UnpaidBalanceAmount="10">
    <_CREDITOR _Name="FIRST BANK"/><CREDIT_REPOSITORY _SourceType="Equifax"/>
  </CREDIT_LIABILITY>
  <CREDIT_LIABILITY CreditLiabilityID="L2" BorrowerID="B2" _AccountIdentifier="222" CreditFileID="F2">
    <_CREDITOR _Name="SECOND BANK" _StreetAddress="PO BOX 15369" _City="Wilmington" _State="de" _PostalCode="198505369"/>
  </CREDIT_LIABILITY>
  <CREDIT_LIABILITY CreditLiabilityID="L3" BorrowerID="B1 B2" _AccountIdentifier="333">
    <_CREDITOR _Name="JOINT MORTGAGE"/>
    <_CURRENT_RATING _Code="2"/>
    <CREDIT_REPOSITORY _SourceType="Equifax"/><CREDIT_REPOSITORY _SourceType="TransUnion"/>
  </CREDIT_LIABILITY>
  <CREDIT_FILE CreditFileID="F1" BorrowerID="B1" CreditRepositorySourceType="Equifax" _ResultStatusType="FileReturned"/>
  <CREDIT_FILE CreditFileID="F2" BorrowerID="B2" CreditRepositorySourceType="Experian" _ResultStatusType="FileReturned"/>
  <CREDIT_FILE CreditFileID="F3" BorrowerID="B1" CreditRepositorySourceType="TransUnion" _ResultStatusType="NoFileReturnedError"/>
  <CREDIT_SCORE BorrowerID="B1" CreditRepositorySourceType="Equifax" _Value="701"/>
  <CREDIT_SCORE BorrowerID="B2" CreditRepositorySourceType="Experian" _Value="655"/>
  <BORROWER BorrowerID="B1" _FirstName="ANA" _LastName="PRIMERA"/>
  <BORROWER BorrowerID="B2" _FirstName="JOSE" _LastName="SEGUNDO-PEREZ"/>
</CREDIT_RESPONSE></RESPONSE_DATA></RESPONSE></RESPONSE_GROUP>`;

describe('parseMismoReport on a joint 2.3.1 report', () => {
  it('reads the member whose name matches, with the joint account and their own', () => {
    const report = parseMismoReport(JOINT, { firstName: 'José', lastName: 'Segundo Pérez' });
    expect(report.borrower).toEqual(matchedBorrower('JOSE', 'SEGUNDO-PEREZ', 2));
    expect(report.format).toBe('mismo-2.3.1');
    expect(report.bureausReturned).toEqual(['experian']);
    expect(report.scores.map((score) => [score.bureau, score.value])).toEqual([['experian', 655]]);
    // L2 names no repository: its CREDIT_FILE says Experian. L3 lists two repositories: one view each.
    expect(report.tradelines.map((t) => [t.key, t.views.map((view) => view.bureau)])).toEqual([
      ['L2', ['experian']],
      ['L3-equifax', ['equifax', 'transunion']],
    ]);
    expect(report.tradelines[1]?.views[0]?.paymentStatus).toBe('late_60');
    // A whole address is kept (the state's code upper-cased, ZIP+4 written with its dash); none is left null.
    expect(report.tradelines.map((t) => t.creditorAddress)).toEqual([
      { street: 'PO BOX 15369', city: 'Wilmington', state: 'DE', zipCode: '19850-5369' },
      null,
    ]);
  });

  it('reads the other borrower, with the joint account, when she is the member', () => {
    const report = parseMismoReport(JOINT, { firstName: 'Ana', lastName: 'Primera' });
    expect(report.borrower).toMatchObject({ firstName: 'ANA', matchedMember: true, borrowerCount: 2 });
    expect(report.reportIdentifier).toBe('J-1');
    expect(report.reportDate).toBe('2024-02-03');
    expect(report.bureausReturned).toEqual(['equifax']);
    expect(report.tradelines.map((t) => t.key)).toEqual(['L1', 'L3-equifax']);
  });

  it('refuses the report when neither borrower is the member, naming both', () => {
    expect(() => parseMismoReport(JOINT, { firstName: 'Someone', lastName: 'Else' })).toThrow(
      expect.objectContaining({ borrowerName: 'ANA PRIMERA and JOSE SEGUNDO-PEREZ', mismatch: 'name' }),
    );
  });

  it('reads a bare CREDIT_RESPONSE root', () => {
    const bare = JOINT.replace(/^[\s\S]*?(<CREDIT_RESPONSE )/, '$1').replace(
      /<\/CREDIT_RESPONSE>[\s\S]*$/,
      '</CREDIT_RESPONSE>',
    );
    const report = parseMismoReport(bare, { firstName: 'Ana', lastName: 'Primera' });
    expect(report.format).toBe('mismo-2.3.1');
    expect(report.borrower.matchedMember).toBe(true);
  });
});

const notYours = (name: string, member: Member) => notYoursRefusal(() => parseMismoReport(fixture(name), member));

describe('parseMismoReport on the vendor-quirk fixtures', () => {
  it('reads signed scores ("+715", CoreLogic Credco) as numbers', () => {
    const report = parseMismoReport(fixture('mismo-231-signed-scores.xml'), {
      firstName: 'Nora',
      lastName: 'Testcase',
    });
    expect(report.scores.map((score) => [score.bureau, score.value])).toEqual([
      ['experian', 715],
      ['equifax', 698],
      ['transunion', 702],
    ]);
  });

  it('reads a document that names the MISMO DTD in an external DOCTYPE', () => {
    const report = parseMismoReport(fixture('mismo-231-external-doctype.xml'), {
      firstName: 'Owen',
      lastName: 'Testcase',
    });
    expect(report).toMatchObject({ format: 'mismo-2.3.1', reportIdentifier: 'FX-231-0102' });
    expect(report.scores.map((score) => score.value)).toEqual([731, 726, 740]);
  });

  it("stores a MISMO 2.4 document's own version", () => {
    const report = parseMismoReport(fixture('mismo-24-report.xml'), { firstName: 'Paula', lastName: 'Testcase' });
    expect(report).toMatchObject({ format: 'mismo-2.4', reportIdentifier: 'FX-24-0103' });
    expect(report.tradelines).toHaveLength(1);
  });

  describe('a 2016 charge-off without a date of first delinquency, reported in 2026', () => {
    const report = parseMismoReport(fixture('mismo-231-charge-off-no-dofd.xml'), {
      firstName: 'Rita',
      lastName: 'Testcase',
    });

    it('reads the charge-off date', () => {
      const chargedOff = tradeline(report, 'TRD-02-EX');
      expect(chargedOff.views.map((view) => [view.bureau, view.chargeOffDate, view.firstDelinquencyDate])).toEqual([
        ['experian', '2016-03-15', null],
        ['equifax', '2016-03-15', null],
      ]);
    });

    it('finds it and its collection outdated, counted from the charge-off and from the original account', () => {
      const findings = findDisputeOpportunities(report.tradelines, '2026-01-20', report.bureausReturned);
      const chargeOff = findings.find((finding) => finding.tradelineKey === 'TRD-02-EX');
      const collection = findings.find((finding) => finding.tradelineKey === 'TRD-03-EQ');
      expect(chargeOff).toMatchObject({ itemType: 'charge_off', reportingEndsOn: '2023-03-15' });
      expect(chargeOff?.reasons[0]?.code).toBe('outdated');
      expect(chargeOff?.reasons[0]?.explanation.en).toContain(
        'counted from its charge-off on 03/15/2016 less 180 days',
      );
      expect(collection).toMatchObject({ itemType: 'collection', reportingEndsOn: '2023-03-15' });
      expect(collection?.reasons[0]?.explanation.en).toContain(
        'the delinquency of the original account with NORTHSTAR CARD SERVICES, on 09/17/2015',
      );
    });
  });

  describe('a two-borrower report', () => {
    const file = 'mismo-231-two-borrowers.xml';
    const daniel = { firstName: 'Daniel', lastName: 'Testcase' };
    const elena = { firstName: 'Elena', lastName: 'Testcase-Ruiz' };

    it("reads the member's own borrower, birth date included, with the account they share", () => {
      const report = parseMismoReport(fixture(file), { ...daniel, dateOfBirth: '1980-04-12' });
      expect(report.borrower).toEqual(matchedBorrower('DANIEL', 'TESTCASE', 2, '1980-04-12'));
      expect(report.tradelines.map((t) => t.key)).toEqual(['TRD-01-EX', 'TRD-03-EX']);
      expect(report.scores.map((score) => score.value)).toEqual([702]);
    });

    it("reads the co-borrower's from her bureaus' birth date", () => {
      const report = parseMismoReport(fixture(file), { ...elena, dateOfBirth: '1982-09-30' });
      expect(report.borrower).toMatchObject({ firstName: 'ELENA', dateOfBirth: '1982-09-30' });
      expect(report.tradelines.map((t) => t.key)).toEqual(['TRD-02-EX', 'TRD-03-EX']);
      expect(report.scores.map((score) => score.value)).toEqual([688]);
    });

    it('takes part of a hyphenated last name only when the birth date agrees too', () => {
      const elenaTestcase = { firstName: 'Elena', lastName: 'Testcase' };
      expect(parseMismoReport(fixture(file), { ...elenaTestcase, dateOfBirth: '1982-09-30' }).borrower.firstName).toBe(
        'ELENA',
      );
      expect(notYours(file, elenaTestcase)).toEqual(['ELENA TESTCASE-RUIZ', 'date_of_birth_needed']);
    });

    it('refuses the report for another birth date or another generation', () => {
      expect(notYours(file, { ...daniel, dateOfBirth: '1955-01-20' })).toEqual([
        'DANIEL A TESTCASE JR',
        'date_of_birth',
      ]);
      expect(notYours(file, { firstName: 'Daniel', lastName: 'Testcase Sr' })).toEqual([
        'DANIEL A TESTCASE JR and ELENA TESTCASE-RUIZ',
        'name',
      ]);
    });
  });
});
