import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { becomeActiveMember, expect, fill, test } from './fixtures.ts';

/** A bureau's answer letter as the member would keep it: a small real PDF. */
const BUREAU_LETTER = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

// The phone run reads Spanish, the desktop run English: the whole loop in both languages.
test('a member disputes an item from its dialog, mails the letters, records Equifax deleting it, and every page agrees', async ({
  page,
  capture,
}, testInfo) => {
  const project = testInfo.project.name;
  const language = project === 'phone' ? 'es' : 'en';
  const copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  const serverNow = await becomeActiveMember(page, { firstName: 'Dora', lastName: 'Disputa' });
  // The browser keeps the server's date, which the journey moved past the right to cancel.
  await page.clock.install({ time: serverNow });

  const report = await (await page.request.get('/api/credit-report')).json();
  // An item Equifax reports with at least one other bureau: after Equifax's answer the others still owe theirs.
  const item = report.negativeItems.find(
    (negative: { bureaus: string[] }) => negative.bureaus.includes('equifax') && negative.bureaus.length > 1,
  );
  const stats = async () => (await (await page.request.get('/api/dashboard/stats')).json()).itemsRemoved;
  expect(await stats()).toBe(0);

  // 1. From the item's dialog on the credit report, a draft with the ticked reason.
  await page.goto('/credit-report');
  await page
    .getByRole('button', { name: new RegExp(item.creditorName) })
    .first()
    .click();
  const details = page.getByRole('dialog');
  const dispute = details.getByRole('button', { name: copy.disputes.fromItem.submit });
  // The reasons the review found come ticked; with none ticked there is nothing to send.
  for (const box of await details.getByRole('checkbox').all()) await box.uncheck();
  await expect(dispute).toBeDisabled();
  await expect(details.getByText(copy.credit.details.noReasonsSelected)).toBeVisible();
  await details.getByRole('checkbox', { name: new RegExp(`^${copy.credit.reason.not_mine}`) }).check();
  await expect(dispute).toBeEnabled();
  await capture(`40-item-dialog-${project}`);
  await dispute.click();
  await expect(page).toHaveURL(/\/disputes$/);

  // 2. The letters: sent to be written, one per bureau that reports the item, ready to mail.
  await page.getByRole('checkbox', { name: new RegExp(item.creditorName) }).check();
  await page.getByRole('button', { name: copy.disputes.drafts.submit }).click();
  const panel = page.getByRole('region', { name: fill(copy.disputes.bureau.panelLabel, { name: item.creditorName }) });
  await expect(panel.getByRole('listitem')).toHaveCount(item.bureaus.length);
  const equifax = panel.getByRole('listitem', { name: copy.bureaus.equifax });
  await expect(equifax.getByText(copy.disputes.bureau.status.ready, { exact: true })).toBeVisible();
  await capture(`41-ready-to-mail-${project}`);

  // 3. Mailed, with the certified-mail number from the receipt.
  await equifax.getByRole('button', { name: copy.disputes.bureau.mailed.action }).click();
  await equifax.getByLabel(copy.disputes.bureau.mailed.trackingLabel).fill('12345');
  await equifax.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(equifax.getByText(copy.disputes.errors.trackingNumber)).toBeVisible();
  await equifax.getByLabel(copy.disputes.bureau.mailed.trackingLabel).fill('9400 1000 0000 0000 0000 06');
  await equifax.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(equifax.getByText(copy.disputes.bureau.status.mailed, { exact: true })).toBeVisible();
  await expect(equifax.getByText('9400100000000000000006')).toBeVisible();
  // The other letters went out the same day, without a tracking number.
  for (const bureau of item.bureaus.filter((name: string) => name !== 'equifax') as ('experian' | 'transunion')[]) {
    const other = panel.getByRole('listitem', { name: copy.bureaus[bureau] });
    await other.getByRole('button', { name: copy.disputes.bureau.mailed.action }).click();
    await other.getByRole('button', { name: copy.disputes.bureau.save }).click();
    await expect(other.getByText(copy.disputes.bureau.status.mailed, { exact: true })).toBeVisible();
  }
  await capture(`42-mailed-${project}`);

  // 4. Equifax deleted the item: the answer, with the bureau's own letter.
  const equifaxName = copy.bureaus.equifax;
  await equifax
    .getByRole('button', { name: fill(copy.disputes.bureau.answer.action, { bureau: equifaxName }) })
    .click();
  await equifax.getByLabel(copy.disputes.bureau.answer.choices.deleted).check();
  await equifax.getByLabel(copy.disputes.bureau.answer.fileLabel).setInputFiles({
    name: 'equifax-answer.pdf',
    mimeType: 'application/pdf',
    buffer: BUREAU_LETTER,
  });
  await capture(`43-record-answer-${project}`);
  await equifax.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(equifax.getByText(copy.disputes.outcome.deleted)).toBeVisible();
  await expect(
    equifax.getByRole('link', { name: fill(copy.disputes.bureau.responseLetter, { bureau: equifaxName }) }),
  ).toBeVisible();
  await capture(`44-answered-${project}`);

  // 5. The other bureaus still list the item, so it is not removed yet; every page says the same about the dispute.
  expect(await stats()).toBe(0);
  const phase = copy.disputes.phase.partly_answered;
  await page.goto('/');
  await expect(page.getByText(copy.dashboard.itemsRemoved).locator('..')).toContainText('0');
  await expect(page.getByText(phase).first()).toBeVisible();
  await capture(`45-dashboard-${project}`);
  await page.goto('/dispute-center');
  await expect(page.getByText(phase).first()).toBeVisible();
  await page.goto('/disputes');
  await expect(page.getByText(phase).first()).toBeVisible();

  // 6. The other bureaus delete it too: now it is gone from every report, and the dashboard counts it removed.
  const disputes = await (await page.request.get('/api/disputes')).json();
  const disputed = disputes.find((one: { negativeItemId: string }) => one.negativeItemId === item.id);
  const today = new Date(await page.evaluate(() => Date.now())).toISOString().slice(0, 10);
  for (const bureau of item.bureaus.filter((name: string) => name !== 'equifax')) {
    const answered = await page.request.post(`/api/disputes/${disputed.id}/bureaus/${bureau}/answer`, {
      data: { outcome: 'deleted', respondedOn: today },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  expect(await stats()).toBe(1);
  await page.goto('/');
  await expect(page.getByText(copy.dashboard.itemsRemoved).locator('..')).toContainText('1');
  await capture(`46-dashboard-removed-${project}`);
});
