import sharp from 'sharp';
import { lobControlURL } from '../playwright.config.ts';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { becomeActiveMember, before, escapeRegExp, expect, fill, serverNow, test } from './fixtures.ts';

/** A real photo the server decodes and cleans: an ID side, or a utility bill. */
const photo = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** MM/DD/YYYY, as the app shows a calendar day in both languages. */
const shown = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
};

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Lob moves the letter: the Lob double (scripts/lob-double.ts) adds the USPS scan and posts the signed event to the
 * app, stamped with the app's own clock, which the journeys move forward.
 */
async function lobScan(request: import('@playwright/test').APIRequestContext, mailingId: string, type: string) {
  const now = new Date(await serverNow(request)).toISOString();
  const sent = await request.post(`${lobControlURL}/events`, { data: { mailingId, type, now } });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).webhookStatus).toBe(200);
}

// The phone run reads Spanish, the desktop run English.
test('a member has CreditPath mail a letter: confirmed with its enclosures, mailed, delivered, the clock from delivery, then the answer', async ({
  page,
  capture,
}, testInfo) => {
  const project = testInfo.project.name;
  const language = project === 'phone' ? 'es' : 'en';
  const copy = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  const started = await becomeActiveMember(page, { firstName: 'Marta', lastName: 'Correo' });
  await page.clock.install({ time: started });
  // Lob's clock is the app's: the letter's send date (until which it can be cancelled) is in the app's time.
  const synced = await page.request.post(`${lobControlURL}/clock`, { data: { now: started.toISOString() } });
  expect(synced.ok(), await synced.text()).toBe(true);
  // The ID photos onboarding keeps (step 2), which the envelope may carry.
  for (const [side, color] of [
    ['front', '#3a7bd5'],
    ['back', '#5a9bd5'],
  ] as const) {
    const uploaded = await page.request.post(`/api/onboarding/documents/${side}`, {
      multipart: { file: { name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: await photo(color) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }

  // A dispute of an item Equifax reports, sent: its letters are ready.
  const report = await (await page.request.get('/api/credit-report')).json();
  const item = report.negativeItems.find((negative: { bureaus: string[] }) => negative.bureaus.includes('equifax'));
  const created = await page.request.post('/api/disputes', {
    data: { negativeItemId: item.id, reasonCodes: ['not_mine'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dispute = await created.json();
  const processed = await page.request.post('/api/disputes/process', { data: { disputeIds: [dispute.id] } });
  expect(processed.ok(), await processed.text()).toBe(true);

  // 1. Letters ready: "Mail it for me" beside "I mailed this letter".
  await page.goto('/disputes');
  const panel = page.getByRole('region', { name: fill(copy.disputes.bureau.panelLabel, { name: item.creditorName }) });
  const equifax = panel.getByRole('listitem', { name: copy.bureaus.equifax });
  await expect(equifax.getByText(copy.disputes.bureau.status.ready, { exact: true })).toBeVisible();
  await expect(equifax.getByRole('button', { name: copy.disputes.bureau.mailed.action })).toBeVisible();
  await equifax.getByRole('button', { name: copy.mailing.action }).click();

  // 2. The confirmation: the address checked, what goes in, how it is sent and what it costs.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(copy.mailing.dialog.verification.deliverable)).toBeVisible();
  await expect(dialog.getByText(copy.mailing.dialog.mailClass)).toBeVisible();
  await expect(dialog.getByText('$12.00').first()).toBeVisible();
  await dialog.getByLabel(copy.mailing.dialog.idCopy).check();
  await dialog.getByLabel(copy.mailing.dialog.proofUpload).setInputFiles({
    name: 'electric-bill.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#f4f4f4'),
  });
  // Once saved, it is on file: the upload gives way to its box, ticked.
  const proof = dialog.getByRole('checkbox', {
    name: new RegExp(`^${escapeRegExp(before(copy.mailing.dialog.proofOfAddress))}`),
  });
  await expect(proof).toBeChecked();
  const confirm = dialog.getByRole('button', { name: fill(copy.mailing.dialog.confirm, { price: '$12.00' }) });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(fill(copy.mailing.dialog.agree, { price: '$12.00' })).check();
  await capture(`50-mail-it-for-me-${project}`);
  await confirm.click();

  // 3. Queued with Lob: cancellable until its send date, nothing charged.
  await expect(equifax.getByText(copy.mailing.status.badge.queued).first()).toBeVisible();
  await expect(equifax.getByRole('button', { name: copy.mailing.status.cancel })).toBeVisible();
  await capture(`51-queued-${project}`);
  const [mailing] = (await (await page.request.get('/api/mailings')).json()).mailings;
  expect(mailing).toMatchObject({
    disputeId: dispute.id,
    bureau: 'equifax',
    status: 'queued',
    enclosures: ['id_copy', 'proof_of_address'],
    charged: false,
  });

  // 4. USPS accepts it: mailed, with its certified-mail number.
  await lobScan(page.request, mailing.id, 'letter.certified.mailed');
  await page.reload();
  await expect(equifax.getByText(copy.mailing.status.badge.mailed).first()).toBeVisible();
  const mailed = (await (await page.request.get('/api/mailings')).json()).mailings[0];
  expect(mailed).toMatchObject({ status: 'mailed', charged: true });
  await expect(equifax.getByText(mailed.trackingNumber)).toBeVisible();

  // 5. Delivered three days later: the bureau's 30 days count from the USPS delivery scan, not from the mailing.
  await page.request.post('/api/test/clock', { data: { advanceDays: 3 } });
  await lobScan(page.request, mailing.id, 'letter.certified.delivered');
  await page.clock.setSystemTime(await serverNow(page.request));
  await page.reload();
  const delivered = (await (await page.request.get('/api/mailings')).json()).mailings[0];
  expect(delivered.status).toBe('delivered');
  const dueOn = addDays(delivered.deliveredOn, 30);
  await expect(equifax.getByText(copy.mailing.status.badge.delivered).first()).toBeVisible();
  await expect(equifax.getByText(shown(dueOn))).toBeVisible();
  await expect(equifax.getByText(copy.mailing.status.history)).toBeVisible();
  const rows = (await (await page.request.get('/api/disputes')).json()) as {
    id: string;
    bureaus: { bureau: string; responseDueOn: string; deliveredOn: string }[];
  }[];
  const row = rows.find((one) => one.id === dispute.id)?.bureaus.find((one) => one.bureau === 'equifax');
  expect(row).toMatchObject({ deliveredOn: delivered.deliveredOn, responseDueOn: dueOn });
  await capture(`52-delivered-${project}`);

  // 6. Equifax answers: the member records it as on any letter.
  await equifax
    .getByRole('button', { name: fill(copy.disputes.bureau.answer.action, { bureau: copy.bureaus.equifax }) })
    .click();
  await equifax.getByLabel(copy.disputes.bureau.answer.choices.deleted).check();
  await equifax.getByRole('button', { name: copy.disputes.bureau.save }).click();
  await expect(equifax.getByText(copy.disputes.outcome.deleted)).toBeVisible();
  await capture(`53-answered-${project}`);
});
