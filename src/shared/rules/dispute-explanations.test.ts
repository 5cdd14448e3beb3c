import { describe, expect, it } from 'vitest';
import { findBureauMismatches } from './bureau-mismatch.ts';
import {
  explainBureauMismatch,
  explainDuplicate,
  explainOutdated,
  explainPaidConflict,
  explainSingleBureau,
} from './dispute-explanations.ts';
import type { DuplicateMatch } from './duplicate-tradelines.ts';
import type { LocalizedText } from './explanation-labels.ts';
import { findPaidConflict } from './paid-but-reported-unpaid.ts';
import { findReportingPeriod, type ReportingPeriod } from './reporting-period.ts';
import { aChargeOff, aTradeline, aView, threeBureauViews } from './test-tradeline.ts';

const chargeOff = aChargeOff({ creditorName: 'CAPITAL ONE' });

function expectFullSentences(text: LocalizedText) {
  for (const language of ['en', 'es'] as const) {
    expect(text[language]).toMatch(/^[A-ZÁÉÍÓÚÑ¿].*\.$/s);
    expect(text[language]).not.toMatch(/undefined|null|NaN|\{|\}/);
  }
}

describe('outdated explanations', () => {
  it('give the first delinquency, the end of the period and the bureaus still reporting', () => {
    const period = findReportingPeriod(chargeOff, 'charge_off') as ReportingPeriod;
    const text = explainOutdated(chargeOff, 'charge_off', period, ['experian', 'transunion']);
    expect(text.en).toBe(
      'According to Experian, your CAPITAL ONE account first became delinquent on 09/15/2020. The Fair Credit Reporting Act allows a negative item to be reported for 7 years plus 180 days from that date, so only until 03/14/2028. Experian and TransUnion still report it, so you can ask for it to be removed.',
    );
    expect(text.es).toBe(
      'Según Experian, su cuenta con CAPITAL ONE tuvo su primer atraso el 09/15/2020. La Ley de Informe Justo de Crédito (FCRA) permite reportar una partida negativa durante 7 años más 180 días desde esa fecha, es decir, solo hasta el 03/14/2028. Experian y TransUnion siguen reportando esta información, así que usted puede pedir que se elimine.',
    );
  });

  it('attribute the delinquency date to the bureaus that give it, not to one that gives another', () => {
    const t = aTradeline({
      creditorName: 'CAPITAL ONE',
      views: threeBureauViews(
        { paymentStatus: 'charge_off', isChargeOff: true, firstDelinquencyDate: '2015-01-01' },
        { equifax: { firstDelinquencyDate: '2021-06-01' } },
      ),
    });
    const period = findReportingPeriod(t, 'charge_off') as ReportingPeriod;
    const text = explainOutdated(t, 'charge_off', period, ['experian', 'transunion']);
    expect(text.en).toMatch(
      /^According to Experian and TransUnion, your CAPITAL ONE account first became delinquent on 01\/01\/2015\./,
    );
    expect(text.es).toMatch(
      /^Según Experian y TransUnion, su cuenta con CAPITAL ONE tuvo su primer atraso el 01\/01\/2015\./,
    );
    expect(text.en).not.toContain('Equifax');
  });

  it('name the adverse rating when it dated the delinquency', () => {
    const rated = aChargeOff(
      { creditorName: 'CAPITAL ONE' },
      {
        firstDelinquencyDate: null,
        paymentPattern: null,
        lastPaymentDate: null,
        dateClosed: null,
        earliestAdverseRatingDate: '2016-11-30',
      },
    );
    const period = findReportingPeriod(rated, 'charge_off') as ReportingPeriod;
    const text = explainOutdated(rated, 'charge_off', period, ['experian']);
    expect(text.en).toContain('counted from the first time a bureau rated it late or worse, on 11/30/2016');
    expect(text.es).toContain('la primera vez que una agencia la calificó como atrasada o peor, el 11/30/2016');
    expectFullSentences(text);
  });

  it('say when the delinquency date is estimated, and from which date on file', () => {
    const undated = aChargeOff(
      { creditorName: 'CAPITAL ONE' },
      { firstDelinquencyDate: null, paymentPattern: null, chargeOffDate: '2016-03-15' },
    );
    const period = findReportingPeriod(undated, 'charge_off') as ReportingPeriod;
    const text = explainOutdated(undated, 'charge_off', period, ['experian']);
    expect(text.en).toBe(
      'No bureau gives the date your CAPITAL ONE account first became delinquent, so it is counted from its charge-off on 03/15/2016 less 180 days, that is from 09/17/2015. From that date, the Fair Credit Reporting Act allows it to be reported for 7 years plus 180 days, so only until 03/15/2023. Experian still reports it, so you can ask for it to be removed.',
    );
    expect(text.es).toBe(
      'Ninguna agencia indica cuándo su cuenta con CAPITAL ONE tuvo su primer atraso, así que se cuenta desde su cancelación como incobrable el 03/15/2016 menos 180 días, es decir, desde el 09/17/2015. Desde esa fecha, la Ley de Informe Justo de Crédito (FCRA) permite reportar esta información durante 7 años más 180 días, es decir, solo hasta el 03/15/2023. Experian sigue reportando esta información, así que usted puede pedir que se elimine.',
    );
    expectFullSentences(text);
  });

  it.each([
    [
      'original_account',
      'the delinquency of the original account with NORTHSTAR CARD SERVICES, on 09/01/2016',
      'el atraso de la cuenta original con NORTHSTAR CARD SERVICES, el 09/01/2016',
    ],
    [
      'first_late_month',
      '09/01/2016, the first month of its latest run of late payments',
      'el 09/01/2016, el primer mes de su racha más reciente de pagos atrasados',
    ],
    ['last_payment', 'its last payment, on 09/01/2016', 'su último pago, el 09/01/2016'],
    ['date_closed', 'the date it was closed, 09/01/2016', 'la fecha en que se cerró, el 09/01/2016'],
    [
      'date_reported',
      'the date it was reported, 09/01/2016, as nothing else on file dates the delinquency',
      'la fecha en que se reportó, el 09/01/2016, ya que ningún otro dato registrado permite fechar el atraso',
    ],
  ] as const)('name the %s an estimate was counted from', (evidence, en, es) => {
    const collection = aTradeline({
      creditorName: 'MIDWEST RECOVERY',
      originalCreditorName: 'NORTHSTAR CARD SERVICES',
    });
    const period: ReportingPeriod = {
      basis: 'estimated_delinquency',
      from: '2016-09-01',
      endsOn: '2024-02-28',
      years: 7,
      bankruptcyChapter: null,
      evidence,
    };
    const text = explainOutdated(collection, 'collection', period, ['equifax']);
    expect(text.en).toContain(`so it is counted from ${en}. From that date,`);
    expect(text.es).toContain(`así que se cuenta desde ${es}. Desde esa fecha,`);
    expectFullSentences(text);
  });

  it('tell a Chapter 7 from a Chapter 13 bankruptcy', () => {
    const filing = (chapter: 7 | 13): ReportingPeriod => ({
      basis: 'bankruptcy_filing',
      from: '2015-05-01',
      endsOn: chapter === 7 ? '2025-05-01' : '2022-05-01',
      years: chapter === 7 ? 10 : 7,
      bankruptcyChapter: chapter,
      evidence: null,
    });
    const record = aTradeline({ kind: 'public_record', creditorName: 'US BKPT CT', bankruptcyChapter: 7 });
    const seven = explainOutdated(record, 'bankruptcy', filing(7), ['equifax']);
    expect(seven.en).toContain('The Chapter 7 bankruptcy recorded by US BKPT CT was filed on 05/01/2015.');
    expect(seven.en).toContain('at most 10 years from its filing date, so only until 05/01/2025');
    expect(seven.es).toContain('La bancarrota del Capítulo 7 registrada por US BKPT CT se presentó el 05/01/2015.');
    const thirteen = explainOutdated(record, 'bankruptcy', filing(13), ['equifax']);
    expect(thirteen.en).toContain('report a Chapter 13 bankruptcy for 7 years');
    expect(thirteen.es).toContain('una bancarrota del Capítulo 13 durante 7 años');
    expectFullSentences(seven);
    expectFullSentences(thirteen);
  });

  it('cover judgments and released tax liens', () => {
    const record = aTradeline({ kind: 'public_record', creditorName: 'COUNTY COURT' });
    const base = { from: '2012-01-10', endsOn: '2019-01-10', years: 7, bankruptcyChapter: null, evidence: null };
    const judgment = explainOutdated(record, 'judgment', { ...base, basis: 'record_filing' }, ['experian']);
    expect(judgment.en).toContain('Your judgment record from COUNTY COURT dates from 01/10/2012.');
    expect(judgment.es).toContain('Su registro de sentencia judicial de COUNTY COURT data del 01/10/2012.');
    const lien = explainOutdated(record, 'tax_lien', { ...base, basis: 'lien_release' }, ['experian']);
    expect(lien.en).toContain('was released on 01/10/2012');
    expect(lien.es).toContain('se liberó el 01/10/2012');
    expectFullSentences(judgment);
    expectFullSentences(lien);
  });
});

describe('duplicate explanations', () => {
  const collection = aTradeline({ creditorName: 'MIDLAND CREDIT', loanType: 'Collection' });
  const match = (overrides: Partial<DuplicateMatch>): DuplicateMatch => ({
    kind: 'collection_of_original',
    related: chargeOff,
    bureaus: ['experian', 'equifax'],
    balanceCents: 190_000,
    relatedBalanceCents: 184_250,
    accountNumberEnding: null,
    dateOpened: null,
    ...overrides,
  });

  it('name the collector, the original creditor and both balances', () => {
    const text = explainDuplicate(collection, 'collection', match({}));
    expect(text.en).toContain(
      'Your collection account with MIDLAND CREDIT is for the same debt as your CAPITAL ONE account, and Experian and Equifax show a balance on both: $1,900.00 and $1,842.50.',
    );
    expect(text.en).toContain('the same debt counts against you twice in each of these files');
    expect(text.es).toContain(
      'Su cuenta de cobranza con MIDLAND CREDIT corresponde a la misma deuda que su cuenta con CAPITAL ONE, y Experian y Equifax muestran un saldo en ambas',
    );
    expect(text.es).toContain('cuenta dos veces en su contra en cada uno de esos archivos');
    expectFullSentences(text);
  });

  it('name only the one bureau whose file shows both, in the singular', () => {
    const text = explainDuplicate(collection, 'collection', match({ bureaus: ['equifax'] }));
    expect(text.en).toContain('and Equifax shows a balance on both');
    expect(text.en).toContain('in that file');
    expect(text.en).not.toMatch(/Experian|TransUnion/);
    expect(text.es).toContain('y Equifax muestra un saldo en ambas');
    expect(text.es).not.toMatch(/Experian|TransUnion/);
    expectFullSentences(text);
  });

  it('speak from the original account’s side too', () => {
    const text = explainDuplicate(
      chargeOff,
      'charge_off',
      match({
        kind: 'original_of_collection',
        related: collection,
        balanceCents: 184_250,
        relatedBalanceCents: 190_000,
      }),
    );
    expect(text.en).toContain(
      'Experian and Equifax show your CAPITAL ONE account with a balance of $1,842.50 and also the same debt as a collection by MIDLAND CREDIT, with a balance of $1,900.00.',
    );
    expect(text.es).toContain('y también la misma deuda como una cobranza de MIDLAND CREDIT');
    expectFullSentences(text);
  });

  it('give the account number ending, or the shared balance and opening date', () => {
    const byNumber = explainDuplicate(
      chargeOff,
      'charge_off',
      match({ kind: 'same_account_number', related: chargeOff, bureaus: ['transunion'], accountNumberEnding: '1234' }),
    );
    expect(byNumber.en).toContain('TransUnion lists your CAPITAL ONE account twice');
    expect(byNumber.en).toContain('ending in 1234');
    expect(byNumber.es).toContain('TransUnion muestra su cuenta con CAPITAL ONE dos veces');
    const byBalance = explainDuplicate(
      chargeOff,
      'charge_off',
      match({ kind: 'same_balance_and_opened', related: chargeOff, bureaus: ['experian'], dateOpened: '2018-04-12' }),
    );
    expect(byBalance.en).toContain('the same balance of $1,900.00 and the same opening date, 04/12/2018');
    expect(byBalance.es).toContain('el mismo saldo de $1,900.00 y la misma fecha de apertura, el 04/12/2018');
    expectFullSentences(byNumber);
    expectFullSentences(byBalance);
  });
});

describe('paid explanations', () => {
  it('contrast the bureau that shows it paid with those that still report a balance', () => {
    const t = aTradeline({
      creditorName: 'CAPITAL ONE',
      views: threeBureauViews(
        { paymentStatus: 'charge_off', isChargeOff: true, balanceCents: 250_000 },
        { equifax: { balanceCents: 0, remarks: ['PAID CHARGE-OFF'] } },
      ),
    });
    const conflict = findPaidConflict(t);
    if (!conflict) throw new Error('expected a paid conflict');
    const text = explainPaidConflict(t, 'charge_off', conflict);
    expect(text.en).toBe(
      'According to Equifax, your CAPITAL ONE account has been paid, but Experian and TransUnion still report a balance of $2,500.00 with the payment status “charged off”. A paid debt must show a zero balance at every bureau, so you can ask for it to be corrected.',
    );
    expect(text.es).toBe(
      'Según Equifax, la deuda de su cuenta con CAPITAL ONE ya está pagada, pero Experian y TransUnion siguen reportando un saldo de $2,500.00 con el estado de pago «cancelada como incobrable». Una deuda pagada debe mostrar saldo cero en todas las agencias, así que usted puede pedir que se corrija.',
    );
  });

  it('quote the zero balance when no remark says paid', () => {
    const t = aTradeline({
      creditorName: 'CAPITAL ONE',
      views: [
        aView({ bureau: 'experian', balanceCents: 0, paymentStatus: 'collection' }),
        aView({ bureau: 'equifax', balanceCents: 40_000, paymentStatus: 'collection' }),
      ],
    });
    const conflict = findPaidConflict(t);
    if (!conflict) throw new Error('expected a paid conflict');
    const text = explainPaidConflict(t, 'collection', conflict);
    expect(text.en).toContain('According to Experian, your collection account with CAPITAL ONE has a balance of $0.00');
    expect(text.es).toContain('Equifax sigue reportando un saldo de $400.00 con el estado de pago «en cobranza»');
    expectFullSentences(text);
  });
});

describe('bureau mismatch explanations', () => {
  it('quote every bureau’s value', () => {
    const t = aTradeline({
      creditorName: 'CAPITAL ONE',
      views: threeBureauViews(
        { paymentStatus: 'charge_off', isChargeOff: true },
        { equifax: { balanceCents: 110_000, paymentStatus: 'collection' } },
      ),
    });
    const [mismatch] = findBureauMismatches(t);
    if (!mismatch) throw new Error('expected a mismatch');
    const text = explainBureauMismatch(t, 'charge_off', mismatch);
    expect(text.en).toBe(
      'The credit bureaus do not agree on your CAPITAL ONE account. Experian and TransUnion report a balance of $1,200.00, while Equifax reports a balance of $1,100.00. Experian and TransUnion report a payment status of “charged off”, while Equifax reports a payment status of “in collection”. Since they cannot all be right, you can ask the bureaus to verify and correct it.',
    );
    expect(text.es).toBe(
      'Las agencias de crédito no coinciden en los datos de su cuenta con CAPITAL ONE. Experian y TransUnion reportan como saldo $1,200.00, mientras que Equifax reporta como saldo $1,100.00. Experian y TransUnion reportan como estado de pago «cancelada como incobrable», mientras que Equifax reporta como estado de pago «en cobranza». Como no todas pueden tener razón, usted puede pedirles que verifiquen y corrijan esta información.',
    );
  });

  it('list three different dates as dates', () => {
    const t = aTradeline({
      creditorName: 'CAPITAL ONE',
      views: threeBureauViews(
        {},
        {
          experian: { dateClosed: '2021-01-31' },
          equifax: { dateClosed: '2021-02-28' },
          transunion: { dateClosed: '2021-03-31' },
        },
      ),
    });
    const [mismatch] = findBureauMismatches(t);
    if (!mismatch) throw new Error('expected a mismatch');
    const text = explainBureauMismatch(t, 'late_payment', mismatch);
    expect(text.en).toContain(
      'Experian reports a closing date of 01/31/2021, Equifax reports a closing date of 02/28/2021, and TransUnion reports a closing date of 03/31/2021.',
    );
    expect(text.es).toContain(
      'Experian reporta como fecha de cierre el 01/31/2021, Equifax reporta como fecha de cierre el 02/28/2021 y TransUnion reporta como fecha de cierre el 03/31/2021.',
    );
  });
});

describe('single-bureau explanations', () => {
  it('name the one bureau and those that do not report it', () => {
    const text = explainSingleBureau(chargeOff, 'charge_off', 'experian', ['equifax', 'transunion']);
    expect(text.en).toBe(
      'Only Experian reports your CAPITAL ONE account; Equifax and TransUnion do not. An item that only one bureau shows may be incomplete or may not be yours, so you can ask Experian to verify it.',
    );
    expect(text.es).toBe(
      'Solo Experian reporta su cuenta con CAPITAL ONE; Equifax y TransUnion no lo hacen. Una partida que aparece en una sola agencia puede estar incompleta o no ser suya, así que usted puede pedirle a Experian que la verifique.',
    );
    const two = explainSingleBureau(chargeOff, 'charge_off', 'experian', ['equifax']);
    expect(two.en).toContain('Equifax does not.');
    expect(two.es).toContain('Equifax no lo hace.');
  });
});
