import { activateAsAdmin, expect, signUpViaApi, test } from './fixtures.ts';

// The desktop run reads English, the phone run Spanish: both languages walk the whole purchase.
const copy = {
  en: {
    title: 'Choose Your Credit Repair Plan',
    banner: 'You have 2 disputes ready to submit',
    choose: 'Choose Professional',
    accept: 'Accept and go to payment',
    demoTitle: 'Demo payment page',
    back: 'Return to CreditPath',
    completed: "I've Completed Payment",
    reported: "Payment reported — we're verifying it",
    account: 'Your account',
    complete: 'Payment Complete! Your plan is active',
    left: '5 of 5',
    queued: /^2 disputes are queued\. Their letters are written as soon as your right to cancel ends/,
    proceed: 'Proceed to payment',
    selectAll: 'Select all',
    terms: 'Terms of Service',
  },
  es: {
    title: 'Elija su plan de reparación de crédito',
    banner: 'Tiene 2 disputas listas para enviar',
    choose: 'Elegir Profesional',
    accept: 'Aceptar e ir al pago',
    demoTitle: 'Página de pago de demostración',
    back: 'Volver a CreditPath',
    completed: 'Ya completé mi pago',
    reported: 'Pago reportado: lo estamos verificando',
    account: 'Su cuenta',
    complete: '¡Pago completado! Su plan está activo',
    left: '5 de 5',
    queued: /^2 disputas están en cola\. Sus cartas se redactan en cuanto termine su derecho a cancelar/,
    proceed: 'Continuar al pago',
    selectAll: 'Seleccionar todo',
    terms: 'Términos del servicio',
  },
} as const;

test('a member picks Professional, accepts the agreement, pays, is activated and sees 5 disputes left', async ({
  page,
  capture,
  baseURL,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'es' : 'en';
  const text = copy[language];
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await signUpViaApi(page, { firstName: 'Paula', lastName: 'Pagos' });
  const pulled = await page.request.post('/api/onboarding/credit-pull', {
    data: {
      profileData: {
        firstName: 'Paula',
        lastName: 'Pagos',
        dateOfBirth: '1985-02-01',
        ssn: '123456789',
        phone: '(555) 010-2030',
        address: { street: '12 Elm Street', city: 'Tucson', state: 'AZ', zipCode: '85701' },
      },
      consent: {
        fcraConsent: true,
        permissiblePurposeConsent: true,
        piiProcessingConsent: true,
        consentTimestamp: new Date().toISOString(),
        permissiblePurpose: 'Consumer review of own credit file (FCRA § 604(a)(2))',
      },
      preferences: { hasChildSupport: false, hasRepossession: false, hasBankruptcy: false },
    },
  });
  expect(pulled.ok()).toBe(true);

  // The dashboard: two items chosen, on to the plans.
  await page.goto('/dashboard');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await capture(`20-dashboard-selection-${language}`);
  await page.getByRole('link', { name: text.proceed }).click();

  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(page.getByText(text.banner)).toBeVisible();
  await capture(`21-subscribe-${language}`);

  await page.getByRole('button', { name: text.choose }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: text.accept })).toBeDisabled();
  await capture(`22-agreement-${language}`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: text.accept }).click();

  await expect(page).toHaveURL(/\/demo-payment\?plan=monthly$/);
  await expect(page.getByRole('heading', { name: text.demoTitle })).toBeVisible();
  await capture(`23-demo-payment-${language}`);
  await page.getByRole('link', { name: text.back }).click();

  await page.getByRole('button', { name: text.completed }).click();
  // Reported, not verified: the toast and the page's status say so, and neither calls the payment complete.
  await expect(page.getByText(text.reported, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: text.reported })).toBeVisible();
  await expect(page.getByRole('link', { name: text.proceed })).toHaveCount(0);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: text.reported })).toBeVisible();
  await capture(`24-pending-${language}`);

  // An admin verifies the payment, in a session of their own.
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(await activateAsAdmin(baseURL, me.id)).toEqual({ wrongKey: 403, activated: 200 });

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: text.account, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.complete })).toBeVisible();
  await expect(page.getByText(text.left)).toBeVisible();
  await expect(page.getByText(text.queued)).toBeVisible();
  await capture(`25-account-${language}`);

  await page.getByRole('link', { name: text.terms }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await capture(`26-terms-${language}`);
});
