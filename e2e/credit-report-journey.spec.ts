import path from 'node:path';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { before, escapeRegExp, expect, signUpViaApi, test } from './fixtures.ts';

const sample = path.resolve('src/server/features/credit/fixtures/mismo-3.4/13_2borrower_completed.xml');

test('a member uploads a MISMO report, sees the findings and opens an item’s details', async ({ page, capture }) => {
  await signUpViaApi(page, { firstName: 'Condi', lastName: 'Testcase' });
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: en.credit.upload.title })).toBeVisible();
  await capture('10-upload-info-en');
  await page.getByRole('button', { name: en.credit.upload.info.continue }).click();

  await page.locator('input[type=file]').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(page.getByText(en.credit.upload.reasons.not_xml)).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(sample);
  await expect(page.getByRole('heading', { name: en.credit.upload.done.title })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(new RegExp(`^${escapeRegExp(before(en.credit.source.borrowerMatched).replace('{{count}}', '2'))}`)),
  ).toBeVisible();
  await capture('11-upload-done-en');

  await page.getByRole('link', { name: en.credit.upload.done.viewReport }).click();
  await expect(page).toHaveURL(/\/credit-report$/);
  await expect(page.getByRole('heading', { name: en.credit.score.title })).toBeVisible();
  await expect(page.getByText(before(en.credit.source.imported))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(en.credit.impact.high.title)} \\(\\d+\\)`) }),
  ).toBeVisible();
  await capture('12-credit-report-en');

  await page
    .getByRole('button', { name: new RegExp(escapeRegExp(en.credit.item.details)) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(en.credit.details.reasonsTitle)).toBeVisible();
  await expect(dialog.getByRole('table', { name: en.credit.details.byBureau })).toBeVisible();
  await capture('13-item-details-en');
  const preSelected = await dialog.getByRole('checkbox', { checked: true }).all();
  expect(preSelected.length).toBeGreaterThan(0);
  for (const box of preSelected) await box.uncheck();
  await expect(dialog.getByText(en.credit.details.noReasonsSelected)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: en.language.switchToLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.credit.page.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: es.credit.score.title })).toBeVisible();
  await capture('14-credit-report-es');

  await page.goto('/dashboard');
  await expect(page.getByText(before(es.dashboard.lastUpdated))).toBeVisible();
  await expect(page.getByRole('heading', { name: es.dashboard.reviewTitle })).toBeVisible();
  await capture('15-dashboard-es');
});
