import type { Page } from '@playwright/test';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { expect, signUpViaApi, test } from './fixtures.ts';

type Copy = typeof en;

interface Entry {
  itemType: string;
  creditor: string;
  bureaus: ('experian' | 'equifax' | 'transunion')[];
  status: string;
  balance: string;
  dateReported: string;
  firstDelinquency: string;
}

/** Fills the add-an-item form as a member copying from their free report, one set of details for every bureau. */
async function addItem(page: Page, copy: Copy, entry: Entry) {
  const form = copy.credit.manual.form;
  await page.getByRole('link', { name: copy.credit.manual.page.add }).click();
  await expect(page.getByRole('heading', { name: form.newTitle })).toBeVisible();
  await page.getByLabel(form.itemType).selectOption(entry.itemType);
  await page.getByLabel(form.creditorName, { exact: true }).fill(entry.creditor);
  for (const bureau of entry.bureaus) await page.getByRole('checkbox', { name: copy.bureaus[bureau] }).check();
  // One set of details serves every ticked bureau unless the member unticks it (offered from two bureaus on).
  if (entry.bureaus.length > 1) await expect(page.getByLabel(form.sameOnAll)).toBeChecked();
  await page.getByLabel(form.paymentStatus).selectOption(entry.status);
  await page.getByLabel(form.balance).fill(entry.balance);
  await page.getByLabel(form.dateReported).fill(entry.dateReported);
  await page.getByLabel(form.firstDelinquencyDate).fill(entry.firstDelinquency);
  await page.getByRole('button', { name: form.save }).click();
  await expect(page.getByText(form.saved).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.credit.manual.page.title })).toBeVisible();
}

// The phone run reads Spanish, the desktop run English.
test('a member who signed up directly enters two items from a free report, the finder flags the outdated one, and they dispute it', async ({
  page,
  capture,
}, testInfo) => {
  const project = testInfo.project.name;
  const language = project === 'phone' ? 'es' : 'en';
  const copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await signUpViaApi(page, { firstName: 'Hana', lastName: 'Entrada' });

  // 1. No report yet: the dashboard offers the two ways in a member has (nothing pulls a report for them, so no
  //    sample check): items typed from the free reports, or the file a few were given.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: copy.credit.waysIn.title })).toBeVisible();
  const ways = page
    .getByRole('heading', { name: copy.credit.waysIn.title })
    .locator('xpath=../..')
    .getByRole('listitem');
  await expect(ways).toHaveCount(2);
  await expect(ways.getByRole('heading', { level: 3 })).toHaveText([
    copy.credit.waysIn.manual.title,
    copy.credit.waysIn.upload.title,
  ]);
  await expect(page.getByRole('link', { name: copy.credit.waysIn.upload.action })).toBeVisible();
  await capture(`50-ways-in-${project}`);
  await page.getByRole('link', { name: copy.credit.waysIn.manual.action }).click();
  await expect(page).toHaveURL(/\/credit-report\/my-items$/);

  // 2. Two items from the report: a collection first delinquent in 2016, and a recent late payment.
  await addItem(page, copy, {
    itemType: 'collection',
    creditor: 'Midland Credit Management',
    bureaus: ['experian', 'transunion'],
    status: 'collection',
    balance: '642.50',
    dateReported: '2026-10-15',
    firstDelinquency: '2016-03-01',
  });
  await addItem(page, copy, {
    itemType: 'late_payment',
    creditor: 'Capital One',
    bureaus: ['experian'],
    status: 'late_60',
    balance: '1,250',
    dateReported: '2026-10-01',
    firstDelinquency: '2026-07-01',
  });
  await expect(page.getByText('Midland Credit Management')).toBeVisible();
  await expect(page.getByText('Capital One')).toBeVisible();
  await capture(`51-my-items-${project}`);

  // 3. The finder reads them like any report: only the 2016 collection is too old to be reported.
  const report = await (await page.request.get('/api/credit-report')).json();
  expect(report.dataSource).toBe('manual');
  const reasonsOf = (creditor: string) =>
    report.negativeItems
      .find((item: { creditorName: string }) => item.creditorName === creditor)
      .disputeReasons.map((reason: { code: string }) => reason.code);
  expect(reasonsOf('Midland Credit Management')).toContain('outdated');
  expect(reasonsOf('Capital One')).not.toContain('outdated');

  await page.goto('/credit-report');
  await expect(page.getByText(copy.credit.item.enteredByHand).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Midland Credit Management/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  const outdated = details.getByRole('checkbox', { name: new RegExp(`^${copy.credit.reason.outdated}`) });
  await expect(outdated).toBeChecked();
  await capture(`52-outdated-item-${project}`);

  // 4. Disputed from its dialog: a draft on the disputes page, and the item can no longer change.
  await details.getByRole('button', { name: copy.disputes.fromItem.submit }).click();
  await expect(page).toHaveURL(/\/disputes$/);
  await expect(page.getByText('Midland Credit Management').first()).toBeVisible();
  await page.goto('/credit-report/my-items');
  await expect(page.getByText(copy.credit.manual.list.locked)).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: copy.credit.manual.list.editNamed.replace('{{name}}', 'Capital One') }),
  ).toBeVisible();
  await capture(`53-locked-${project}`);
});
