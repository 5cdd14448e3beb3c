import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import {
  escapeRegExp,
  expect,
  fill,
  memberPassword,
  passRightToCancel,
  serverNow,
  signAndStartPlan,
  signIn,
  signUpViaApi,
  test,
} from './fixtures.ts';

type Copy = typeof en;

/**
 * LUCIA TESTCASE's tri-merge (report FX-231-0001): NORTHSTAR CARD SERVICES, a charged-off card Experian and
 * TransUnion report (TRD-02-EX and TRD-02-TU, one item), with no creditor's address in the file.
 */
const FILE = fs.readFileSync(path.resolve('src/server/features/credit/fixtures/mismo-231-small.xml'), 'utf8');
const CREDITOR = 'NORTHSTAR CARD SERVICES';

/** The vendor's reissue of the same file (same number, same borrower) on `day`: the card gone, Experian's score up. */
function reissued(xml: string, day: string): string {
  const gone = xml.replaceAll(
    /<CREDIT_LIABILITY CreditLiabilityID="TRD-02-(?:EX|TU)"[\s\S]*?<\/CREDIT_LIABILITY>\s*/g,
    '',
  );
  if (gone.length === xml.length) throw new Error('the card is not in the file');
  return gone
    .replace(/CreditReportLastUpdatedDate="[^"]*"/, `CreditReportLastUpdatedDate="${day}"`)
    .replace(/(CreditScoreID="SC-EX"[^>]*_Value=")[^"]*"/, '$1712"');
}

/** MM/DD/YYYY, as the app and the complaint show a calendar day in both languages. */
const shown = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
};

/** Moves the server's clock by whole days and the browser's with it (the forms' days are the browser's). */
async function advanceDays(page: Page, days: number) {
  const moved = await page.request.post('/api/test/clock', { data: { advanceDays: days } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.clock.setSystemTime(await serverNow(page.request));
}

/** Imports a vendor file through the upload page, as a member does. */
async function importFile(page: Page, copy: Copy, name: string, xml: string) {
  await page.goto('/upload');
  await page.getByRole('button', { name: copy.credit.upload.info.continue }).click();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(page.getByRole('heading', { name: copy.credit.upload.done.title })).toBeVisible({ timeout: 20_000 });
}

/** The "Items removed" figure of the dashboard's (or the progress page's) tile. */
const removedFigure = (page: Page, copy: Copy) =>
  page.getByText(copy.dashboard.itemsRemoved, { exact: true }).locator('xpath=following-sibling::span[1]');

/** The page is no wider than the screen: nothing to scroll sideways, on a phone too. */
async function expectFitsScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const itemsRemoved = async (page: Page) =>
  (await (await page.request.get('/api/dashboard/stats')).json()).itemsRemoved as number;

// The phone run reads Spanish, the desktop run English.
test('a member’s campaign: verified, how it was checked, the furnisher, no answer and the CFPB complaint, then a newer report without the item', async ({
  page,
  capture,
}, testInfo) => {
  const project = testInfo.project.name;
  const language = project === 'phone' ? 'es' : 'en';
  const copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

  // A member who brings their own vendor file: the profile their letters are signed with, a plan, the right to
  // cancel run out (no demo report: the file is their only one).
  const { email } = await signUpViaApi(page, { firstName: 'Lucia', lastName: 'Testcase' });
  const profiled = await page.request.put('/api/profile', {
    data: {
      firstName: 'Lucia',
      lastName: 'Testcase',
      dateOfBirth: '1984-02-11',
      ssn: '987-65-4320',
      phone: '(555) 301-4040',
      address: { street: '12 Orchard Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
    },
  });
  expect(profiled.ok(), await profiled.text()).toBe(true);
  await signAndStartPlan(page.request, 'monthly');
  await page.clock.install({ time: await passRightToCancel(page.request) });

  // 1. The vendor file, then the card disputed from its dialog: one letter to each bureau that reports it.
  await importFile(page, copy, 'lucia-2025-06.xml', FILE);
  expect(await itemsRemoved(page)).toBe(0);
  await page.goto('/credit-report');
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(CREDITOR)}`) }).click();
  const details = page.getByRole('dialog');
  // The report fits a phone, a bankruptcy court's long name included (its item card shrinks the name).
  await expectFitsScreen(page);
  for (const box of await details.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
  await expect(details.getByText(copy.credit.details.noReasonsSelected)).toBeVisible();
  const notMine = details.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(copy.credit.reason.not_mine)}`) });
  await notMine.check();
  await expect(notMine).toBeChecked();
  await details.getByRole('button', { name: copy.disputes.fromItem.submit }).click();
  await expect(page).toHaveURL(/\/disputes$/);
  await page.getByRole('checkbox', { name: new RegExp(CREDITOR) }).check();
  await page.getByRole('button', { name: copy.disputes.drafts.submit }).click();
  const panel = page.getByRole('region', { name: fill(copy.disputes.bureau.panelLabel, { name: CREDITOR }) });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  const experian = panel.getByRole('listitem', { name: copy.bureaus.experian });
  const transunion = panel.getByRole('listitem', { name: copy.bureaus.transunion });
  for (const bureau of [experian, transunion]) {
    await expect(bureau.getByText(copy.disputes.bureau.status.ready, { exact: true })).toBeVisible();
    await bureau.getByRole('button', { name: copy.disputes.bureau.mailed.action }).click();
    await bureau.getByRole('button', { name: copy.disputes.bureau.save }).click();
    await expect(bureau.getByText(copy.disputes.bureau.status.mailed, { exact: true })).toBeVisible();
  }
  const [dispute] = await (await page.request.get('/api/disputes')).json();
  const mailedOn: string = dispute.bureaus[0].mailedOn;
  await expectFitsScreen(page);
  await capture(`70-campaign-mailed-${project}`);

  // 2. A week later Experian answers: verified. The next steps say why, with the law.
  await advanceDays(page, 7);
  await page.reload();
  const experianName = copy.bureaus.experian;
  await experian
    .getByRole('button', { name: fill(copy.disputes.bureau.answer.action, { bureau: experianName }) })
    .click();
  await experian.getByLabel(copy.disputes.bureau.answer.choices.verified).check();
  await experian.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(experian.getByText(copy.disputes.outcome.verified)).toBeVisible();

  const next = page.getByRole('region', { name: copy.campaign.next.title });
  const tracker = page.getByRole('region', { name: copy.campaign.tracker.title });
  const verification = next.getByRole('listitem', { name: copy.campaign.kinds.method_of_verification });
  await expect(
    verification.getByText(fill(copy.campaign.reasons.bureau_verified, { bureau: experianName })),
  ).toBeVisible();
  await expect(verification).toContainText(
    fill(copy.campaign.does.method_of_verification, { law: '15 U.S.C. § 1681i(a)(7)' }),
  );
  // A new dispute is offered only with something new (the frivolous-dispute guard).
  await expect(
    next.getByRole('listitem', { name: copy.campaign.kinds.new_information }).getByText(copy.campaign.frivolousGuard),
  ).toBeVisible();
  await capture(`71-campaign-verified-${project}`);

  // The method-of-verification letter: prepared, downloaded (a PDF), mailed.
  await verification.getByRole('button', { name: copy.campaign.prepare.action }).click();
  const verificationStep = tracker.getByRole('listitem', { name: copy.campaign.kinds.method_of_verification });
  await expect(verificationStep.getByText(copy.campaign.status.ready, { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await verificationStep.getByRole('link', { name: fill(copy.campaign.download, { recipient: experianName }) }).click();
  const download = await downloading;
  const letter = fs.readFileSync(await download.path());
  expect(letter.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await verificationStep.getByRole('button', { name: copy.campaign.mailed.action }).click();
  await verificationStep.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(verificationStep.getByText(copy.campaign.status.sent, { exact: true })).toBeVisible();

  // Then the dispute with the company that reported it: the file has no address for it, so the member types it.
  const furnisher = next.getByRole('listitem', { name: copy.campaign.kinds.furnisher_dispute });
  await expect(
    furnisher.getByText(fill(copy.campaign.reasons.verification_answered, { bureau: experianName })),
  ).toBeVisible();
  await expect(furnisher).toContainText(
    fill(copy.campaign.does.furnisher_dispute, { law: '15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43' }),
  );
  await furnisher.getByRole('button', { name: copy.campaign.prepare.action }).click();
  await expect(furnisher.getByLabel(copy.campaign.prepare.recipientName)).toHaveValue(CREDITOR);
  await furnisher.getByText(copy.campaign.prepare.addressHelp.title).click();
  await expect(furnisher.getByText(copy.campaign.prepare.addressHelp.report)).toBeVisible();
  await furnisher.getByLabel(copy.profile.street).fill('PO Box 30285');
  await furnisher.getByLabel(copy.profile.city).fill('Salt Lake City');
  await furnisher.getByLabel(copy.profile.state).selectOption('UT');
  await furnisher.getByLabel(copy.profile.zipCode).fill('84130');
  await capture(`72-campaign-furnisher-address-${project}`);
  await furnisher.getByRole('button', { name: copy.campaign.prepare.submit }).click();
  const furnisherStep = tracker.getByRole('listitem', { name: copy.campaign.kinds.furnisher_dispute });
  await expect(furnisherStep.getByText(fill(copy.campaign.to, { recipient: CREDITOR }))).toBeVisible();
  await furnisherStep.getByRole('button', { name: copy.campaign.mailed.action }).click();
  await furnisherStep.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(furnisherStep.getByText(copy.campaign.status.sent, { exact: true })).toBeVisible();
  await expectFitsScreen(page);
  await capture(`73-campaign-round-2-${project}`);

  // 3. No answer: a month on, TransUnion is past its 30 days (and Experian never said how it checked). The
  //    missed-deadline letter and the CFPB complaint are proposed.
  await advanceDays(page, 31);
  // A session lasts 30 days: the member comes back and signs in again.
  await page.goto('/login');
  await signIn(page, email, memberPassword, {
    email: copy.auth.email,
    password: copy.auth.password,
    submit: copy.auth.signIn,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/disputes');
  const transunionName = copy.bureaus.transunion;
  const missed = next.getByRole('listitem', { name: copy.campaign.kinds.missed_deadline });
  await expect(missed.getByText(fill(copy.campaign.reasons.bureau_late, { bureau: transunionName }))).toBeVisible();
  await expect(missed).toContainText(fill(copy.campaign.does.missed_deadline, { law: '15 U.S.C. § 1681i(a)(1)' }));
  const complaint = next.getByRole('listitem', { name: copy.campaign.kinds.cfpb_complaint });
  await expect(complaint).toContainText(fill(copy.campaign.does.cfpb_complaint, { law: '12 U.S.C. § 5534' }));
  await expectFitsScreen(page);
  await capture(`74-campaign-late-${project}`);

  // The complaint, once prepared, opens at once and waits in the rounds to be filed; on the next visit it opens from
  // there. Its text, in the member's language, holds the days the letters were mailed: the first ones and the
  // request of how it checked.
  await complaint.getByRole('button', { name: copy.campaign.prepare.complaintAction }).click();
  const dialog = page.getByRole('dialog', { name: copy.campaign.complaint.title });
  await expect(dialog).toBeVisible();
  const complaintStep = tracker.getByRole('listitem', { name: copy.campaign.kinds.cfpb_complaint });
  await page.reload();
  await expect(complaintStep.getByText(copy.campaign.status.readyComplaint, { exact: true })).toBeVisible();
  await complaintStep.getByRole('button', { name: copy.campaign.complaint.open }).click();
  await expect(dialog.getByText(copy.campaign.complaint.neverFiled)).toBeVisible();
  const text = dialog.getByLabel(copy.campaign.complaint.textLabel);
  const [recorded] = await (await page.request.get('/api/disputes')).json();
  const verificationSentOn = recorded.steps.find(
    (step: { kind: string }) => step.kind === 'method_of_verification',
  ).sentOn;
  const expected = await (await page.request.get(`/api/disputes/${dispute.id}/complaint?lang=${language}`)).json();
  expect(expected.text).toContain(shown(mailedOn));
  expect(expected.text).toContain(shown(verificationSentOn));
  await expect(text).toHaveValue(expected.text);
  await expect(
    dialog.getByRole('link', { name: new RegExp(escapeRegExp(copy.campaign.complaint.portal)) }),
  ).toHaveAttribute('href', 'https://www.consumerfinance.gov/complaint/');
  // The screen as the member sees it: a whole-page picture misplaces a dialog fixed to the screen.
  await page.screenshot({ path: `e2e/screenshots/${project}/75-campaign-complaint-${project}.png` });

  // Filed on the CFPB's portal by the member, with the number it gave.
  await dialog.getByRole('button', { name: copy.campaign.filed.action }).click();
  await dialog.getByLabel(copy.campaign.filed.referenceLabel).fill('261128-12345678');
  await dialog.getByRole('button', { name: copy.disputes.bureau.save }).click();
  const today = new Date(await serverNow(page.request)).toISOString().slice(0, 10);
  await expect(
    dialog.getByText(fill(copy.campaign.complaint.filedOnNumber, { date: shown(today), number: '261128-12345678' })),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(complaintStep.getByText(copy.campaign.status.sentComplaint, { exact: true })).toBeVisible();

  // 4. The vendor reissues the same file, later: the card is gone. The dashboard had counted nothing removed.
  await page.goto('/dashboard');
  await expect(removedFigure(page, copy)).toHaveText('0');
  await importFile(page, copy, 'lucia-later.xml', reissued(FILE, today));
  expect(await itemsRemoved(page)).toBe(1);

  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: copy.progress.title })).toBeVisible();
  // The chart: a point per report on each bureau's line.
  const chart = page.locator('section[aria-labelledby="score-history"] svg.recharts-surface');
  await expect(chart.locator('.recharts-line-dot')).toHaveCount(6);
  // Its figures, as screen readers read them: one row per report, Experian's 688 then the reissue's 712.
  const table = page.getByRole('table', { name: copy.progress.chart.tableCaption });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('688');
  await expect(table.getByRole('row').nth(2)).toContainText('712');
  const removed = page.getByRole('region', { name: fill(copy.progress.changes.removed.title, { count: 1 }) });
  await expect(removed.getByRole('listitem')).toHaveCount(1);
  await expect(removed.getByRole('listitem')).toContainText(CREDITOR);
  await expect(page.getByRole('region', { name: fill(copy.progress.changes.added.title, { count: 0 }) })).toContainText(
    copy.progress.changes.added.empty,
  );
  await expect(removedFigure(page, copy)).toHaveText('1');
  await expectFitsScreen(page);
  await capture(`76-campaign-progress-${project}`);

  await page.goto('/dashboard');
  await expect(removedFigure(page, copy)).toHaveText('1');
  await capture(`77-campaign-dashboard-${project}`);
});
