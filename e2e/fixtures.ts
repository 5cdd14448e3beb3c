import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { simpleParser } from 'mailparser';
import * as OTPAuth from 'otpauth';
import {
  dataDir,
  e2eActivationKey,
  e2eAdminEmail,
  mismoAdminEmail,
  mismoDataDir,
  stripeDataDir,
} from '../playwright.config.ts';
import { AccessibilityChecks, describeFindings } from './accessibility.ts';

/** A translated text with its `{{values}}` put in, as i18next shows it. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

/** The words of a text before its first value, to find a sentence whose values vary (dates, amounts). */
export const before = (text: string) => text.split('{{')[0] ?? text;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A person no other journey uses: every run registers fresh accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const test = base.extend<{
  capture: (name: string) => Promise<void>;
  cspViolations: string[];
  /** Checks a page (the test's own by default) with axe (see accessibility.ts); `capture` does it. */
  checkAccessibility: (other?: Page) => Promise<void>;
}>({
  // Every journey fails if the page breaks our Content-Security-Policy anywhere along the way.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      // A violation that code caught (zod's probe for eval) logs nothing: the page's own event still names it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI} in ${event.sourceFile}`,
          );
        });
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
  // Every journey fails on a serious or critical axe finding (WCAG 2.x A and AA) on a page it showed: all of
  // them at its end, so that one page's fault hides no later page's.
  checkAccessibility: [
    async ({ page }, use, testInfo) => {
      const checks = new AccessibilityChecks();
      await use((other = page) => checks.check(other));
      testInfo.annotations.push({
        type: 'axe',
        description: `${checks.checks} page states checked in ${Math.round(checks.milliseconds)} ms`,
      });
      expect(
        checks.findings.length,
        `serious or critical accessibility findings:\n${describeFindings(checks.findings)}`,
      ).toBe(0);
    },
    { auto: true },
  ],
  // Screenshots land in e2e/screenshots/<project>/ (git-ignored), one per step worth looking at, and each step is
  // checked for accessibility.
  capture: async ({ page, checkAccessibility }, use, testInfo) => {
    await use(async (name: string) => {
      await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
      await checkAccessibility();
    });
  },
});

/** The password every journey's member signs up with. */
export const memberPassword = 'journey-password-1';

/** An email as the journeys read it: parsed from the .eml the server wrote (never the raw quoted-printable). */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The lang attribute of the HTML part's <html> element. */
  language: string | null;
  /** The files attached to it (the signed agreement's PDF, for one), as mailparser reads them. */
  attachments: { filename: string | null; contentType: string; content: Buffer }[];
}

/**
 * Every app's outbox: the main one, the card-payment journey's and the real-installation journey's (every address
 * is unique to a test).
 */
const outboxDirs = [
  path.join(dataDir, 'outbox'),
  path.join(stripeDataDir, 'outbox'),
  path.join(mismoDataDir, 'outbox'),
];

async function readMail(file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(await fs.readFile(file));
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
    .flatMap((address) => address.value.map((one) => one.address ?? ''))
    .join(', ');
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const language = /<html[^>]*\slang="([a-z-]+)"/i.exec(html)?.[1] ?? null;
  const attachments = parsed.attachments.map((attachment) => ({
    filename: attachment.filename ?? null,
    contentType: attachment.contentType,
    content: attachment.content,
  }));
  return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html, language, attachments };
}

/**
 * The newest email to `email` in the server's outbox (the file names sort by the time they were written),
 * waiting a little for it: the server writes it before it answers, but a page's request may still be in flight.
 */
export async function newestMailTo(
  email: string,
  timeoutMs = 10_000,
  matching: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const outboxDir of outboxDirs) {
      const names = (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
      for (const name of names.sort().reverse()) {
        const mail = await readMail(path.join(outboxDir, name));
        if (mail.to.toLowerCase() === address && matching(mail)) return mail;
      }
    }
    if (Date.now() > deadline) throw new Error(`no email to ${email} in ${outboxDirs.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const linksOf = (mail: ReceivedMail) => (mail.text.match(/https?:\/\/\S+/g) ?? []).map((href) => new URL(href));

/**
 * The link to `pathname` in the newest email to `email` that has one. Emails sent after an answer (lib/after-reply.ts)
 * and the notices' job's may be written in either order, so the newest email is not always the one with the link.
 */
export async function newestLinkTo(email: string, pathname: string): Promise<URL> {
  const hasLink = (mail: ReceivedMail) => linksOf(mail).some((url) => url.pathname === pathname);
  return linkIn(await newestMailTo(email, 10_000, hasLink), pathname);
}

/** The link of an email that opens `pathname` (the token travels in its query), read from the text part. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const found = linksOf(mail).find((url) => url.pathname === pathname);
  if (!found) throw new Error(`no link to ${pathname} in "${mail.subject}":\n${mail.text}`);
  return found;
}

/**
 * Opens the newest verification link sent to `email` through `request`, which is signed in by it (a page's
 * `page.request` shares the page's cookies). Where the account is not signed in, the link needs the account's
 * password (`password`, chosen with it); a `request` signed in to the account passes none. Answers the signed-in user.
 */
export async function verifyEmailThroughMail(request: APIRequestContext, email: string, password?: string) {
  const token = (await newestLinkTo(email, '/verify-email')).searchParams.get('token');
  const verified = await request.post('/api/auth/email/verify', { data: password ? { token, password } : { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return verified.json();
}

/**
 * Signs `email` up through the API (202, no session) and opens the link the server emailed, which signs
 * `request` in with a verified email.
 */
export async function registerAndVerify(
  request: APIRequestContext,
  account: { email: string; password?: string; firstName: string; lastName: string; language?: 'en' | 'es' },
) {
  const registered = await request.post('/api/auth/password/register', {
    data: { password: memberPassword, ...account },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  expect(await registered.json()).toEqual({ email: account.email.toLowerCase() });
  return verifyEmailThroughMail(request, account.email, account.password ?? memberPassword);
}

/** Signs a fresh member up through the API and verifies their email; the page shares the session cookie. */
export async function signUpViaApi(page: Page, names: { firstName: string; lastName: string }) {
  const email = uniqueEmail(names.firstName.toLowerCase());
  await registerAndVerify(page.request, { email, ...names });
  return { email };
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password', submit: 'Sign in' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/* ---------- Admins: a verified email and an authenticator app (TOTP) ---------- */

export const adminPassword = 'journey-admin-password';

/**
 * What the admin's authenticator app holds, kept in a file under DATA_DIR: every later context (another test,
 * another worker, another repeat) can pass the factor. `lastStep` is the newest time step used: a code is good
 * once, for a step after the last one used.
 */
interface AuthenticatorState {
  secret: string;
  lastStep: number;
}

const TOTP_PERIOD_MS = 30_000;
const authenticatorFile = (email: string) => path.join(dataDir, `e2e-authenticator-${email.toLowerCase()}.json`);

export async function readAuthenticator(email: string): Promise<AuthenticatorState | null> {
  try {
    return JSON.parse(await fs.readFile(authenticatorFile(email), 'utf8')) as AuthenticatorState;
  } catch {
    return null;
  }
}

async function writeAuthenticator(email: string, state: AuthenticatorState) {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(authenticatorFile(email), JSON.stringify(state));
}

/** Keeps the secret an admin just enrolled (through the API or read off the enrolment screen). */
export async function rememberAuthenticator(email: string, secret: string) {
  await writeAuthenticator(email, { secret, lastStep: 0 });
}

/** The server's time: the test clock, which journeys move forward by days. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const clock = await request.get('/api/test/clock');
  expect(clock.ok(), await clock.text()).toBe(true);
  return Date.parse((await clock.json()).now);
}

/**
 * A code the server takes now: for the server's current time step, or the next one (inside its ±1 window) when
 * the current one was used already; when even that was used, waits for the server's clock to reach it.
 * Call `codeUsed` once the server accepted it.
 */
export async function authenticatorCode(request: APIRequestContext, email: string) {
  const state = await readAuthenticator(email);
  if (!state) throw new Error(`no authenticator kept for ${email}`);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(state.secret) });
  for (;;) {
    const now = await serverNow(request);
    const current = Math.floor(now / TOTP_PERIOD_MS);
    const step = Math.max(current, state.lastStep + 1);
    if (step <= current + 1) {
      return { code: totp.generate({ timestamp: step * TOTP_PERIOD_MS }), step };
    }
    // Both good steps were used within the last half minute: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * TOTP_PERIOD_MS - now + 250));
  }
}

/** Records that the server accepted the code of `step`: it will refuse that step, and every earlier one. */
export async function codeUsed(email: string, step: number) {
  const state = await readAuthenticator(email);
  if (state && step > state.lastStep) await writeAuthenticator(email, { ...state, lastStep: step });
}

/** Passes the second factor for the session of `request` (POST /api/auth/two-factor/verify). */
export async function passSecondFactor(request: APIRequestContext, email: string) {
  const { code, step } = await authenticatorCode(request, email);
  const verified = await request.post('/api/auth/two-factor/verify', { data: { code } });
  expect(verified.status(), await verified.text()).toBe(204);
  await codeUsed(email, step);
}

/**
 * Signs an ADMIN_EMAILS address in through the API with everything an admin route asks for: registered and
 * verified through the outbox on first use, enrolled in TOTP once (the secret kept under DATA_DIR), and the
 * factor passed for this session.
 */
export async function signInAsAdmin(request: APIRequestContext, email: string) {
  const account = { email, password: adminPassword };
  let signedIn = await request.post('/api/auth/password/login', { data: account });
  if (signedIn.status() === 401) {
    await registerAndVerify(request, { ...account, firstName: 'Ada', lastName: 'Admin' });
    signedIn = await request.post('/api/auth/password/login', { data: account });
  }
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  let user = await signedIn.json();
  if (!user.emailVerified) {
    // Registered by an earlier run that stopped before opening its link: ask for a new one.
    expect((await request.post('/api/auth/email/resend')).status()).toBe(204);
    user = await verifyEmailThroughMail(request, email);
  }
  expect(user.isAdmin).toBe(true);
  if (!user.secondFactor?.enrolled) {
    const enrolment = await request.post('/api/auth/two-factor/enrolment');
    expect(enrolment.status(), await enrolment.text()).toBe(200);
    await rememberAuthenticator(email, (await enrolment.json()).secret);
    const { code, step } = await authenticatorCode(request, email);
    const confirmed = await request.post('/api/auth/two-factor/enrolment/confirm', { data: { code } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await codeUsed(email, step);
  } else {
    await passSecondFactor(request, email);
  }
}

/**
 * A signed-in member (a verified email) signs the agreement for `plan` and starts it (manual mode): nothing is
 * charged, the plan is active at once and the chosen items wait as drafts until the right to cancel has run out.
 * Answers what the start answered (the drafts queued and the subscription's id).
 */
export async function signAndStartPlan(
  member: APIRequestContext,
  plan: 'per_dispute' | 'monthly' | 'premium',
  selectedItems: string[] = [],
): Promise<{ disputesCreated: number; subscriptionId: string }> {
  const agreement = await (await member.get(`/api/subscription/agreement?plan=${plan}`)).json();
  const signed = await member.post('/api/subscription/agreement', { data: { plan, version: agreement.version } });
  expect(signed.status(), await signed.text()).toBe(201);
  const started = await member.post('/api/subscription/start', { data: { paymentType: plan, selectedItems } });
  expect(started.status(), await started.text()).toBe(200);
  return started.json();
}

/**
 * The journeys' admin verifies a payment the member reported (a period that closed with letters, `paymentId`),
 * in a session of their own (see signInAsAdmin). Answers the wrong-key and right-key statuses.
 */
export async function activateAsAdmin(baseURL: string | undefined, userId: string, paymentId: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signInAsAdmin(admin, e2eAdminEmail);
    const wrongKey = await admin.post('/api/subscription/activate', {
      data: { userId, paymentId, adminKey: 'nope', paymentReference: 'INV-E2E-0001' },
    });
    const activated = await admin.post('/api/subscription/activate', {
      data: { userId, paymentId, adminKey: e2eActivationKey, paymentReference: 'INV-E2E-0001' },
    });
    return { wrongKey: wrongKey.status(), activated: activated.status() };
  } finally {
    await admin.dispose();
  }
}

/**
 * Signs the real-installation app's admin (its own ADMIN_EMAILS address) in through `request`, as signInAsAdmin
 * does; a browser context's `request` shares its cookies with the context's pages, which then open the admin pages.
 */
export async function signInAsMismoAdmin(request: APIRequestContext) {
  await signInAsAdmin(request, mismoAdminEmail);
}

/**
 * Moves the test server's clock just past the member's right to cancel (CROA § 1679d(a)(2)). Three business
 * days are more than six calendar days around holidays, and the clock keeps what earlier runs moved, so the
 * step is read from the subscription rather than fixed. Answers the server's new time.
 */
export async function passRightToCancel(member: APIRequestContext): Promise<Date> {
  const subscription = await (await member.get('/api/subscription')).json();
  const endsAt = Date.parse(subscription.subscription.rightToCancelEndsAt);
  // The clock route answers the server's time only after moving it, by one day at the least.
  let now = Date.parse((await (await member.post('/api/test/clock', { data: { advanceDays: 1 } })).json()).now);
  const days = Math.ceil((endsAt - now) / 86_400_000);
  if (days > 0) {
    now = Date.parse((await (await member.post('/api/test/clock', { data: { advanceDays: days } })).json()).now);
  }
  return new Date(now);
}

/**
 * An active Professional member with the demo report and a Miami address, the right to cancel run out: answers the server's
 * time.
 */
export async function becomeActiveMember(page: Page, names: { firstName: string; lastName: string }) {
  await signUpViaApi(page, names);
  const pulled = await page.request.post('/api/onboarding/credit-pull', {
    data: {
      profileData: {
        ...names,
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
  // The plan starts with nothing charged; no admin is needed before its letters (billing in arrears).
  await signAndStartPlan(page.request, 'monthly');
  // Three business days must pass before any dispute goes out (CROA § 1679d(a)(2)).
  return passRightToCancel(page.request);
}

export { expect };
