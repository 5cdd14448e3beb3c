import en from '../src/client/locales/en.json' with { type: 'json' };
import { expect, newestLinkTo, signIn, test, uniqueEmail } from './fixtures.ts';

test('a visitor signs up, keeps language and theme across reloads, logs out and signs in again', async ({
  page,
  capture,
}) => {
  const email = uniqueEmail('journey');
  const password = 'journey-password-1';

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Fix what’s wrong on your credit report'.replace('’', "'") }),
  ).toBeVisible();
  await capture('01-landing-en');

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await capture('02-signup-errors-en');

  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('not-the-same-1');
  await expect(page.getByText('Passwords don’t match.'.replace('’', "'"))).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // No session until the emailed link is opened: the tab says where it went.
  await expect(page.getByRole('heading', { name: en.auth.checkEmail.title })).toBeVisible();
  const link = await newestLinkTo(email, '/verify-email');
  await page.goto(link.href);
  // Not signed in here: the link asks for the account's password, which can be the one just chosen.
  await expect(page.getByRole('heading', { name: en.auth.verify.choose.title })).toBeVisible();
  await page.getByLabel(en.auth.password, { exact: true }).fill(password);
  await page.getByLabel(en.auth.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.verify.choose.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = page.getByRole('heading', { name: 'Welcome, Ana Tester' });
  await expect(welcome).toBeVisible();
  await expect(page.getByText(en.auth.verify.successTitle, { exact: true })).toBeVisible();
  await capture('03-dashboard-en');

  await page.reload();
  await expect(welcome).toBeVisible();

  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  const bienvenida = page.getByRole('heading', { name: 'Hola, Ana Tester' });
  await expect(bienvenida).toBeVisible();
  await expect(page.getByText('Idioma cambiado', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(bienvenida).toBeVisible();
  await capture('04-dashboard-es');

  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Cambiar al tema oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(bienvenida).toBeVisible();
  await capture('05-dashboard-es-dark');

  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await expect(page.getByText('No tiene notificaciones nuevas en este momento.', { exact: true })).toBeVisible();
  // The bell's panel is modal: it closes before anything else on the page can be reached.
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  // Signing out is a POST (a link could not do it); the page then starts over as a visitor's, so the
  // "Cerrando sesión..." toast may be gone before anyone can read it.
  const [signOut] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/api/logout'),
    page.getByRole('menuitem', { name: 'Cerrar sesión' }).click(),
  ]);
  expect(signOut.method()).toBe('POST');
  expect((await signOut.response())?.status()).toBe(204);
  await expect(page.getByRole('heading', { name: 'Corrija lo que está mal en su reporte de crédito' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await capture('06-landing-es-dark-after-logout');

  await page.getByRole('link', { name: 'Acceso de miembros' }).click();
  await signIn(page, email, 'wrong-password-1', {
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  });
  await expect(page.getByText('Correo electrónico o contraseña incorrectos', { exact: true })).toBeVisible();
  await capture('07-login-failed-es-dark');
  await signIn(page, email, password, {
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bienvenida).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page, capture }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await capture('08-not-found-en');
});
