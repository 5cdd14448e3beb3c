import { stripeBaseURL } from '../playwright.config.ts';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { expect, fill, signUpViaApi, test } from './fixtures.ts';

// The app of this journey runs in Stripe mode against the local double of Stripe's API (playwright.config.ts).
test.use({ baseURL: stripeBaseURL });

test('a member chooses a plan, signs the agreement, saves a card at checkout and is active on every page', async ({
  page,
  capture,
}, testInfo) => {
  // The desktop run reads English, the phone run Spanish.
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const text = language === 'es' ? es : en;
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await signUpViaApi(page, { firstName: 'Carla', lastName: 'Tarjeta' });

  // Stripe mode says how money is taken before any plan is chosen.
  await page.goto('/subscribe');
  await expect(page.getByText(text.subscribe.stripe.title)).toBeVisible();
  // No manual start here: the plan starts once the card is saved at checkout.
  await expect(page.getByRole('button', { name: text.subscribe.start.button })).toHaveCount(0);
  await capture(`17-1-card-plans-${language}`);

  // The CROA agreement comes first, then the processor's checkout.
  await page.getByRole('button', { name: fill(text.plans.choose, { plan: text.plans.name.monthly }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: text.agreement.accept }).click();

  // The double's hosted page stands in for Stripe's: saving the card sends the signed webhook, then comes back.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\/cs_/);
  await capture(`17-2-card-checkout-${language}`);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/subscribe\?checkout=done$|\/dashboard$/);
  await expect(page.getByRole('heading', { name: text.planStatus.right_to_cancel.cardSaved }).first()).toBeVisible({
    timeout: 15_000,
  });
  await capture(`17-3-card-saved-${language}`);

  // The same state, in the same words, on every page that shows it; nothing was charged.
  for (const path of ['/dashboard', '/account', '/disputes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: text.planStatus.right_to_cancel.cardSaved })).toBeVisible();
  }
  await page.goto('/account');
  await expect(page.getByText(text.account.payments.statuses.scheduled).first()).toBeVisible();
  await capture(`17-4-card-account-${language}`);
  const subscription = await (await page.request.get('/api/subscription')).json();
  expect(subscription).toMatchObject({ status: 'active', processor: 'stripe' });
  expect(subscription.payments).toEqual([expect.objectContaining({ kind: 'purchase', status: 'scheduled' })]);
});
