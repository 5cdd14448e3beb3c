import { BUREAUS } from '#shared/constants/bureaus.ts';
import type { CreditSubject } from './credit-data-provider.ts';
import {
  type AccountBuilder,
  AUTO_LENDERS,
  account,
  dollars,
  monthsBefore,
  tradeline,
  unpaid,
  view,
} from './demo-account-parts.ts';

/** The accounts only the people who told us about them get (onboarding asks about each). */
export const TOLD_ACCOUNTS = {
  'demo-repossession': (draw, { openedOn, reported }) => {
    const random = draw('demo-repossession');
    const since = monthsBefore(openedOn, random.int(18, 50));
    const owed = dollars(random.int(30, 90) * 100);
    const opened = monthsBefore(openedOn, random.int(60, 80));
    return account(
      'demo-repossession',
      random,
      { creditorName: random.pick(AUTO_LENDERS), accountType: 'Installment', loanType: 'Automobile' },
      BUREAUS,
      () => ({
        ...unpaid({ owed, opened, reported, since }),
        accountStatus: 'closed',
        paymentStatus: 'repossession',
        dateClosed: since,
        isDerogatory: true,
        remarks: ['Involuntary repossession'],
      }),
    );
  },

  'demo-child-support': (draw, { openedOn, reported }) => {
    const random = draw('demo-child-support');
    const owed = dollars(random.int(10, 60) * 100);
    const opened = monthsBefore(openedOn, random.int(40, 70));
    const since = monthsBefore(openedOn, random.int(10, 30));
    return account(
      'demo-child-support',
      random,
      { creditorName: 'State Child Support Enforcement', accountType: 'Open', loanType: 'ChildSupport' },
      ['equifax', 'experian'],
      () => ({
        ...unpaid({ owed, opened, reported, since }),
        paymentStatus: 'late_90',
        late90Count: 1,
        isDerogatory: true,
        remarks: ['Child support'],
      }),
    );
  },

  'demo-bankruptcy': (draw, { openedOn }) => {
    const random = draw('demo-bankruptcy');
    const filed = monthsBefore(openedOn, random.int(30, 80));
    return tradeline(
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
    );
  },
} satisfies Record<string, AccountBuilder>;

const ACCOUNTS_TOLD_ABOUT = {
  hasRepossession: 'demo-repossession',
  hasChildSupport: 'demo-child-support',
  hasBankruptcy: 'demo-bankruptcy',
} as const satisfies Record<keyof NonNullable<CreditSubject['preferences']>, keyof typeof TOLD_ACCOUNTS>;

/** The accounts a person's answers add (a repossession, child support, a bankruptcy). */
export function accountsToldAbout(preferences: CreditSubject['preferences']): (keyof typeof TOLD_ACCOUNTS)[] {
  if (!preferences) return [];
  return (Object.keys(ACCOUNTS_TOLD_ABOUT) as (keyof typeof ACCOUNTS_TOLD_ABOUT)[])
    .filter((answer) => preferences[answer])
    .map((answer) => ACCOUNTS_TOLD_ABOUT[answer]);
}
