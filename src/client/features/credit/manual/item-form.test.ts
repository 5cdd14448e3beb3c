import { describe, expect, it } from 'vitest';
import { aManualView } from '#shared/rules/test-tradeline.ts';
import {
  checkItemForm,
  emptyItemForm,
  emptyViewFields,
  formPathOf,
  type ItemFormValues,
  itemFormFromItem,
  itemInputOf,
  withBureau,
  withSameOnAll,
} from './item-form.ts';
import { aManualItem } from './test-manual-items.ts';

/** A collection typed once for Experian and TransUnion, the way most members fill the form. */
function aFilledForm(overrides: Partial<ItemFormValues> = {}): ItemFormValues {
  return {
    ...emptyItemForm(),
    itemType: 'collection',
    creditorName: '  Midwest Recovery Group ',
    originalCreditorName: 'Sunrise Medical Center',
    accountNumber: 'XXXX1234',
    bureaus: ['transunion', 'experian'],
    shared: {
      ...emptyViewFields(),
      paymentStatus: 'collection',
      accountStatus: 'open',
      balance: '$1,250.50',
      dateOpened: '2021-03-01',
      firstDelinquencyDate: '2022-01-15',
      remarks: '  ',
    },
    ...overrides,
  };
}

const passed = (values: ItemFormValues, mode: 'create' | 'edit' = 'create') => {
  const result = checkItemForm(values, mode);
  if (!('input' in result)) throw new Error(`expected no issues, got ${JSON.stringify(result.issues)}`);
  return result.input;
};
const issuesOf = (values: ItemFormValues, mode: 'create' | 'edit' = 'create') => {
  const result = checkItemForm(values, mode);
  return 'issues' in result ? result.issues : [];
};

describe('the item form → ManualItemInput', () => {
  it('copies "same details on every bureau" to each chosen bureau, in the bureaus’ order, dollars in cents', () => {
    const input = passed(aFilledForm());
    expect(input.creditorName).toBe('Midwest Recovery Group');
    expect(input.accountNumber).toBe('XXXX1234');
    expect(input.views.map((view) => view.bureau)).toEqual(['experian', 'transunion']);
    for (const view of input.views) {
      expect(view).toEqual({
        bureau: view.bureau,
        paymentStatus: 'collection',
        accountStatus: 'open',
        balanceCents: 125_050,
        dateOpened: '2021-03-01',
        dateReported: null,
        firstDelinquencyDate: '2022-01-15',
        dateClosed: null,
        chargeOffDate: null,
        lastPaymentDate: null,
        remarks: null,
      });
    }
  });

  it('sends each bureau its own details when they differ', () => {
    const values = withSameOnAll(aFilledForm(), false);
    values.byBureau.transunion = { ...values.byBureau.transunion, paymentStatus: 'charge_off', balance: '900' };
    const input = passed(values);
    expect(input.views.map((view) => [view.bureau, view.paymentStatus, view.balanceCents])).toEqual([
      ['experian', 'collection', 125_050],
      ['transunion', 'charge_off', 90_000],
    ]);
  });

  it('turns every blank into null, and sends neither original creditor nor chapter where they do not apply', () => {
    const input = passed(
      aFilledForm({
        itemType: 'late_payment',
        originalCreditorName: 'Left over from a collection',
        bankruptcyChapter: '7',
        accountNumber: '',
        shared: { ...emptyViewFields(), paymentStatus: 'late_60' },
      }),
    );
    expect(input).toMatchObject({ originalCreditorName: null, bankruptcyChapter: null, accountNumber: null });
    expect(input.views[0]).toMatchObject({ accountStatus: null, balanceCents: null, dateOpened: null, remarks: null });
  });

  it('keeps a bankruptcy’s chapter as a number, and none when the member does not know it', () => {
    const bankruptcy = { itemType: 'bankruptcy' as const, originalCreditorName: '' };
    expect(passed(aFilledForm({ ...bankruptcy, bankruptcyChapter: '13' })).bankruptcyChapter).toBe(13);
    expect(passed(aFilledForm({ ...bankruptcy, bankruptcyChapter: '' })).bankruptcyChapter).toBeNull();
  });

  it('leaves the account number out of an edit when the field is blank, so the stored one stays', () => {
    expect(itemInputOf(aFilledForm({ accountNumber: '' }), 'edit')).not.toHaveProperty('accountNumber');
    expect(itemInputOf(aFilledForm({ accountNumber: '' }), 'create')).toHaveProperty('accountNumber', null);
    expect(passed(aFilledForm({ accountNumber: '5678' }), 'edit').accountNumber).toBe('5678');
  });
});

describe('checking the form with the shared schema', () => {
  it('names the fields a member must fill, under those fields', () => {
    const issues = issuesOf({ ...emptyItemForm(), bureaus: ['equifax'] });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'itemType', message: 'validation.required' },
        { path: 'creditorName', message: 'credit.manual.errors.creditorRequired' },
        { path: 'shared.paymentStatus', message: 'validation.required' },
      ]),
    );
    expect(issuesOf({ ...aFilledForm(), bureaus: [] })).toEqual([
      { path: 'bureaus', message: 'credit.manual.errors.bureauRequired' },
    ]);
  });

  it('puts a problem of one bureau’s details under that bureau’s field', () => {
    const values = withSameOnAll(aFilledForm(), false);
    values.byBureau.transunion.balance = '12,50';
    values.byBureau.experian.dateReported = '2999-01-01';
    expect(issuesOf(values)).toEqual([
      { path: 'byBureau.experian.dateReported', message: 'credit.manual.errors.dateInFuture' },
      { path: 'byBureau.transunion.balance', message: 'credit.manual.errors.amountInvalid' },
    ]);
  });

  it('says an amount is negative, or too large for any account', () => {
    expect(issuesOf(aFilledForm({ shared: { ...aFilledForm().shared, balance: '-5' } }))[0]).toEqual({
      path: 'shared.balance',
      message: 'credit.manual.errors.amountNegative',
    });
    expect(issuesOf(aFilledForm({ shared: { ...aFilledForm().shared, balance: '20000000' } }))[0]?.message).toBe(
      'credit.manual.errors.amountTooLarge',
    );
  });

  it('gives a length limit its number', () => {
    expect(issuesOf(aFilledForm({ creditorName: 'A'.repeat(101) }))).toEqual([
      { path: 'creditorName', message: 'validation.tooLong', count: 100 },
    ]);
  });

  it('maps the API’s issue paths to the same fields', () => {
    const shared = aFilledForm();
    const separate = withSameOnAll(aFilledForm(), false);
    expect(formPathOf(shared, 'views.1.balanceCents')).toBe('shared.balance');
    expect(formPathOf(separate, 'views.1.balanceCents')).toBe('byBureau.transunion.balance');
    expect(formPathOf(separate, ['views', 0, 'remarks'])).toBe('byBureau.experian.remarks');
    expect(formPathOf(shared, 'views')).toBe('bureaus');
    expect(formPathOf(shared, 'accountNumber')).toBe('accountNumber');
    expect(formPathOf(shared, '')).toBeNull();
  });
});

describe('switching between one set of details and one per bureau', () => {
  it('starts every bureau from the shared details, and takes the first bureau’s when switching back', () => {
    const separate = withSameOnAll(aFilledForm(), false);
    expect(separate.byBureau.experian).toEqual(aFilledForm().shared);
    expect(separate.byBureau.transunion).toEqual(aFilledForm().shared);
    expect(separate.byBureau.equifax).toEqual(emptyViewFields());
    separate.byBureau.experian = { ...separate.byBureau.experian, balance: '10' };
    expect(withSameOnAll(separate, true).shared.balance).toBe('10');
  });

  it('starts a newly ticked bureau from the first one’s details, without overwriting what was typed', () => {
    const separate = withSameOnAll(aFilledForm({ bureaus: ['experian'] }), false);
    const ticked = withBureau(separate, 'equifax', true);
    expect(ticked.bureaus).toEqual(['experian', 'equifax']);
    expect(ticked.byBureau.equifax).toEqual(separate.byBureau.experian);
    const typed = { ...separate, byBureau: { ...separate.byBureau, equifax: { ...emptyViewFields(), balance: '5' } } };
    expect(withBureau(typed, 'equifax', true).byBureau.equifax.balance).toBe('5');
    expect(withBureau(ticked, 'experian', false).bureaus).toEqual(['equifax']);
  });
});

describe('a stored item in the form', () => {
  it('opens with one set of details when every bureau shows it alike, and a blank account number', () => {
    const values = itemFormFromItem(
      aManualItem({
        views: [
          aManualView({ bureau: 'transunion', balanceCents: 125_050 }),
          aManualView({ bureau: 'experian', balanceCents: 125_050 }),
        ],
      }),
    );
    expect(values).toMatchObject({
      itemType: 'collection',
      originalCreditorName: 'Sunrise Medical Center',
      accountNumber: '',
      bankruptcyChapter: '',
      bureaus: ['experian', 'transunion'],
      sameOnAll: true,
    });
    expect(values.shared).toMatchObject({ balance: '1250.50', dateOpened: '2023-02-01', dateClosed: '', remarks: '' });
  });

  it('opens with one section per bureau when they differ, and reads back to the same input', () => {
    const item = aManualItem({
      bankruptcyChapter: null,
      views: [aManualView(), aManualView({ bureau: 'equifax', balanceCents: null, remarks: 'Placed for collection' })],
    });
    const values = itemFormFromItem(item);
    expect(values.sameOnAll).toBe(false);
    expect(values.byBureau.equifax).toMatchObject({ balance: '', remarks: 'Placed for collection' });
    const input = passed(values, 'edit');
    expect(input.views).toEqual(item.views);
    expect(input).not.toHaveProperty('accountNumber');
  });
});
