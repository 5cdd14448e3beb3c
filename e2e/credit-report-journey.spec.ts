import path from 'node:path';
import { expect, signUpViaApi, test } from './fixtures.ts';

const sample = path.resolve('src/server/features/credit/fixtures/mismo-3.4/13_2borrower_completed.xml');

test('a member uploads a MISMO report, sees the findings and opens an item’s details', async ({ page, capture }) => {
  await signUpViaApi(page, { firstName: 'Condi', lastName: 'Testcase' });
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload your credit report' })).toBeVisible();
  await capture('10-upload-info-en');
  await page.getByRole('button', { name: 'Choose my file' }).click();

  await page.locator('input[type=file]').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(page.getByText('This file is not a credit report file.')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(sample);
  await expect(page.getByRole('heading', { name: 'Your report is ready' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/The file covers 2 people; we used the one whose name matches yours/)).toBeVisible();
  await capture('11-upload-done-en');

  await page.getByRole('link', { name: 'See my credit report' }).click();
  await expect(page).toHaveURL(/\/credit-report$/);
  await expect(page.getByRole('heading', { name: 'Your credit scores' })).toBeVisible();
  await expect(page.getByText(/Imported from your credit report file on/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /High impact \(\d+\)/ })).toBeVisible();
  await capture('12-credit-report-en');

  await page
    .getByRole('button', { name: /See details/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reasons to dispute')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'What each bureau reports' })).toBeVisible();
  await capture('13-item-details-en');
  const preSelected = await dialog.getByRole('checkbox', { checked: true }).all();
  expect(preSelected.length).toBeGreaterThan(0);
  for (const box of preSelected) await box.uncheck();
  await expect(dialog.getByText('No Reasons Selected - Please select at least one dispute reason.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await expect(page.getByRole('heading', { name: 'Reporte de crédito' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus puntajes de crédito' })).toBeVisible();
  await capture('14-credit-report-es');

  await page.goto('/dashboard');
  await expect(page.getByText(/Su reporte se actualizó/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cuentas negativas para revisar' })).toBeVisible();
  await capture('15-dashboard-es');
});
