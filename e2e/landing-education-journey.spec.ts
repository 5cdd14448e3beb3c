import type { Page } from '@playwright/test';
import en from '../src/client/locales/en.json' with { type: 'json' };
import es from '../src/client/locales/es.json' with { type: 'json' };
import { howDisputesWork } from '../src/server/features/education/articles/how-disputes-work.ts';
import { expect, fill, signUpViaApi, test } from './fixtures.ts';

/** Nothing may stick out sideways: a phone user should never have to scroll left and right. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The landing page's locale leaves out the app-only namespaces (scripts/landing-locales-plugin.ts): a key it
 * needed from one of them would be printed raw, as "namespace.key".
 */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(new RegExp(`\\b(${Object.keys(en).join('|')})\\.[A-Za-z_]+`));
}

test('a visitor reads the landing page, switches to Spanish, opens the FAQ, looks at a plan, then finds an article', async ({
  page,
  capture,
}) => {
  // Landing in English: the landing page's own entry, with no admin option until it is asked for.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('i18nextLng', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.landing.hero.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.adminAccess.login })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoRawKeys(page);
  await capture('7-1-landing-en');

  // Spanish, at the toggle: every section follows.
  await page.getByRole('button', { name: en.language.switchToLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.landing.hero.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: es.landing.faq.title })).toBeVisible();
  await expectNoRawKeys(page);

  // The FAQ: one answer open at a time, and the open one closes on a second click.
  const first = page.getByRole('button', { name: es.landing.faq.items.what.question });
  const second = page.getByRole('button', { name: es.landing.faq.items.time.question });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await capture('7-2-landing-es-faq');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expectNoHorizontalOverflow(page);

  // A plan: the onboarding opens with it chosen, in Spanish; Back returns to the landing page.
  await page.getByRole('link', { name: fill(es.landing.pricing.startWith, { plan: es.plans.name.monthly }) }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=monthly$/);
  await expect(page.getByRole('heading', { name: es.onboarding.profile.title, exact: true })).toBeVisible();
  await capture('7-3-onboarding-from-plan');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: es.landing.hero.title })).toBeVisible();

  // The admin flag: ?admin=access turns it on with its toast and leaves the address clean.
  await page.goto('/?admin=access');
  await expect(page.getByText(es.adminAccess.enabledTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: es.adminAccess.login })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The education hub (for members): a Spanish search finds a seeded article, ranked on the server.
  await signUpViaApi(page, { firstName: 'Lucia', lastName: 'Reyes' });
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: es.education.title })).toBeVisible();
  await page.getByRole('searchbox', { name: es.education.searchLabel }).fill('disputa credito');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=disputa\+credito/);
  const result = page.getByRole('link', { name: howDisputesWork.text.es.title });
  await expect(result).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await capture('7-4-education-search');
  await result.click();
  await expect(page.getByRole('heading', { level: 1, name: howDisputesWork.text.es.title })).toBeVisible();
  await expect(page.getByRole('link', { name: es.education.backToArticles }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await capture('7-5-education-article');

  // Back to the results, still searched.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: es.education.searchLabel })).toHaveValue('disputa credito');
});
