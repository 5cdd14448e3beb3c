import { activateAsAdmin, expect, passRightToCancel, signUpViaApi, test } from './fixtures.ts';

/** An active Professional member with the demo report, the right to cancel already run out. */
async function becomeActiveMember(page: import('@playwright/test').Page, baseURL: string | undefined) {
  await signUpViaApi(page, { firstName: 'Dora', lastName: 'Disputa' });
  const pulled = await page.request.post('/api/onboarding/credit-pull', {
    data: {
      profileData: {
        firstName: 'Dora',
        lastName: 'Disputa',
        dateOfBirth: '1979-06-30',
        ssn: '987-65-4321',
        phone: '(555) 301-2020',
        address: { street: '77 Sunset Boulevard', city: 'Miami', state: 'FL', zipCode: '33101' },
      },
      consent: {
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentTimestamp: new Date(Date.now() - 60_000).toISOString(),
        permissiblePurpose: 'Consumer review of own credit file (FCRA § 604(a)(2))',
      },
    },
  });
  expect(pulled.ok(), await pulled.text()).toBe(true);
  const agreement = await (await page.request.get('/api/subscription/agreement?plan=monthly')).json();
  expect(
    (
      await page.request.post('/api/subscription/agreement', { data: { plan: 'monthly', version: agreement.version } })
    ).ok(),
  ).toBe(true);
  expect(
    (await page.request.post('/api/subscription/payment-completed', { data: { paymentType: 'monthly' } })).ok(),
  ).toBe(true);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect((await activateAsAdmin(baseURL, me.id)).activated).toBe(200);
  // Three business days must pass before any dispute goes out (CROA § 1679d(a)(2)).
  await passRightToCancel(page.request);
}

test('an active member drafts two disputes, sends them, sees three bureaus each and downloads a letter', async ({
  page,
  capture,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  await becomeActiveMember(page, baseURL);
  await page.goto('/disputes');
  await expect(page.getByRole('heading', { name: 'Your disputes' })).toBeVisible();

  for (const [index, reason] of (['not_mine', 'incorrect_amount'] as const).entries()) {
    await page.getByRole('button', { name: 'New dispute' }).first().click();
    const dialog = page.getByRole('dialog');
    const item = dialog.getByLabel('Negative item');
    const value = await item.locator('option').nth(1).getAttribute('value');
    await item.selectOption(value ?? '');
    await dialog.getByLabel('Reason').selectOption(reason);
    if (index === 1)
      await dialog.getByLabel(/Additional details/).fill('I paid $400 in March; my receipt is enclosed.');
    if (index === 0) await capture(`30-new-dispute-${project}`);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Dispute Draft Saved', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  const submit = page.getByRole('button', { name: 'Submit to credit bureaus' });
  await expect(submit).toBeDisabled();
  const boxes = page.getByRole('checkbox', { name: /^Select .+ to submit$/ });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await capture(`31-drafts-${project}`);
  await submit.click();
  await expect(page.getByText('2 disputes have been sent to credit bureaus.', { exact: false }).first()).toBeVisible();

  const panels = page.getByRole('region', { name: /^Bureaus for / });
  await expect(panels).toHaveCount(2);
  for (const panel of await panels.all()) {
    for (const bureau of ['Experian', 'Equifax', 'TransUnion']) {
      await expect(panel.getByRole('listitem', { name: bureau })).toBeVisible();
    }
    await expect(panel.getByText('30 days left')).toHaveCount(3);
  }
  await capture(`32-sent-${project}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the letter to Equifax (PDF)' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^equifax-dispute-[0-9a-f-]{36}\.pdf$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await expect(page.getByRole('heading', { name: 'Sus disputas' })).toBeVisible();
  await capture(`33-sent-es-${project}`);
  await page.goto('/dispute-center');
  await capture(`34-dispute-center-es-${project}`);
});
