import fs from 'node:fs';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import { NOTIFICATION_KINDS } from '#shared/constants/accounts.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import { memberProfile } from '#shared/test-support/members.ts';
import { consent } from './credit.ts';
import { aManualItem } from './manual-entries.ts';
import { MEMBER_PASSWORD } from './members.ts';
import { multipartFile } from './multipart.ts';
import { idPhoto, uniqueProfile } from './onboarding.ts';

/**
 * Who may call a route (see route-matrix.test.ts for what each role is answered):
 * - public: anyone, signed in or not;
 * - draft: onboarding, on the caller's own draft (a visitor's cookie) or account;
 * - signed-in: any session, also one that still owes its second factor (who am I, the language): all it needs to
 *   finish signing in;
 * - member: any signed-in user, verified or not (a session that owes its second factor: 403 TWO_FACTOR_REQUIRED);
 * - verified: spends money or sends letters: a member who proved their email (`requireVerified`);
 * - owned: acts on a member's own thing named by id: anyone else is refused (403 or 404) and nothing changes;
 * - admin: `requireAdmin`, an admin with a verified email who passed the second factor in this session;
 * - two-factor: any account with a proven email setting up, passing or turning off two-step verification
 *   (unverified 403 EMAIL_NOT_VERIFIED); the routes' own preconditions answer the admin guard's codes.
 */
export type Policy = 'public' | 'draft' | 'signed-in' | 'member' | 'verified' | 'owned' | 'admin' | 'two-factor';

/** The member's real things the routes are called on, and what else a real call needs. */
export interface RouteTargets {
  memberId: string;
  disputeId: string;
  /** A bureau of that dispute, its letter mailed. */
  bureau: Bureau;
  /** A later step of that dispute's campaign, its letter written. */
  stepId: string;
  /** Another, prepared and never mailed: the step the member takes back (so `stepId` is still there to read). */
  readyStepId: string;
  /** A mailing of the member's through Lob, queued (its answer from Lob not stored yet). */
  mailingId: string;
  reportId: string;
  /** One of the member's signed-in browsers (a session's public id). */
  deviceId: string;
  /** One of the member's passkeys. */
  passkeyId: string;
  notificationId: string;
  /** One of the member's negative items with no dispute yet. */
  negativeItemId: string;
  /** An item the member entered by hand, and a bureau report PDF they keep. */
  manualItemId: string;
  reportDocumentId: string;
  /** An agreement the member signed. */
  agreementId: string;
  articleId: string;
  /** An account any caller may sign in to or ask a reset link for. */
  signInEmail: string;
  activationKey: string;
  /** The test clock's day (YYYY-MM-DD) and instant. */
  today: string;
  now: string;
}

export interface RouteCall {
  policy: Policy;
  /** The path's `:id`; the other parameters are named alike everywhere (see `urlOf`). */
  id?: (x: RouteTargets) => string;
  /** The path's `:stepId`, when it is not `stepId`. */
  stepId?: (x: RouteTargets) => string;
  query?: string;
  /** The JSON body of a real call: where it would change something, a refusal is seen to change nothing. */
  body?: (x: RouteTargets) => object;
  /** A multipart upload of one file in the field "file", instead of JSON. */
  file?: () => Promise<{ filename: string; type: string; content: Buffer }>;
  /** owned only: another person's id is skipped (a 2xx that changes nothing) rather than refused. */
  othersSkipped?: true;
  /** owned only: it also sends letters, so an unverified member is refused by `requireVerified` first. */
  verified?: true;
  /**
   * Staff must have passed the second factor in this session first (adding a passkey, which would otherwise buy
   * the factor with a password): staff short of it get the admin guard's codes.
   */
  staffFactor?: true;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MISMO_REPORT = new URL('../features/credit/fixtures/mismo-231-small.xml', import.meta.url);
const NEW_PASSWORD = 'route-matrix-password-2';

let sequence = 0;
const uniqueEmail = () => {
  sequence += 1;
  return `route.matrix${sequence}.${Date.now()}@example.com`;
};

const disputeId = (x: RouteTargets) => x.disputeId;
const PASSKEY_ATTESTATION = {
  id: 'cm91dGUtbWF0cml4',
  rawId: 'cm91dGUtbWF0cml4',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};
const PASSKEY_ASSERTION = {
  id: 'cm91dGUtbWF0cml4',
  rawId: 'cm91dGUtbWF0cml4',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'oA', signature: 'c2ln' },
};
const bureauAnswer = (x: RouteTargets) => ({ outcome: 'deleted', respondedOn: x.today });

/**
 * Every route of the API, `METHOD /api/path` as `listRoutes` prints it, with who may call it. HEAD twins of
 * GETs and the Swagger pages under /api/docs are classified by rule (route-matrix.test.ts); any other
 * route missing here fails the matrix, so each new route is classified when it is added.
 */
export const ROUTE_POLICIES: Record<string, RouteCall> = {
  // Site, legal pages, plans, education.
  'GET /api/site': { policy: 'public' },
  'GET /api/legal/:id': { policy: 'public', id: () => 'terms' },
  'GET /api/educational-articles': { policy: 'public' },
  'GET /api/educational-articles/:id': { policy: 'public', id: (x) => x.articleId },
  'GET /api/subscription/plans': { policy: 'public' },
  'GET /api/subscription/agreement': { policy: 'public', query: 'plan=monthly' },
  // Lob's tracking events: Lob signs them, no session does (404 where mailing is off).
  'POST /api/webhooks/lob': { policy: 'public', body: () => ({}) },

  // Accounts: signing up, in and out, emailed links.
  'POST /api/auth/password/register': {
    policy: 'public',
    body: () => ({ email: uniqueEmail(), firstName: 'Rosa', lastName: 'Matrix', password: MEMBER_PASSWORD }),
  },
  'POST /api/auth/password/login': {
    policy: 'public',
    body: (x) => ({ email: x.signInEmail, password: MEMBER_PASSWORD }),
  },
  'GET /api/login': { policy: 'public' },
  'GET /api/logout': { policy: 'public' },
  // Signing out a browser that has no session has nothing to end: 204 for anyone.
  'POST /api/logout': { policy: 'public' },
  'POST /api/auth/email/verify': { policy: 'public', body: () => ({ token: 'not-a-link-we-sent' }) },
  'POST /api/auth/email/resend': { policy: 'member', body: () => ({}) },
  'POST /api/auth/password/forgot': { policy: 'public', body: (x) => ({ email: x.signInEmail }) },
  'POST /api/auth/password/reset': {
    policy: 'public',
    body: () => ({ token: 'not-a-link-we-sent', password: NEW_PASSWORD }),
  },
  'POST /api/auth/password/change': {
    policy: 'member',
    body: () => ({ currentPassword: MEMBER_PASSWORD, newPassword: NEW_PASSWORD }),
  },
  'GET /api/auth/user': { policy: 'signed-in' },
  'GET /api/auth/user/password': { policy: 'signed-in' },
  'PUT /api/auth/user/language': { policy: 'signed-in', body: () => ({ language: 'es' }) },
  'GET /api/auth/sessions': { policy: 'member' },
  'DELETE /api/auth/sessions/:deviceId': { policy: 'owned' },
  'POST /api/auth/sessions/sign-out-everywhere': { policy: 'member', body: () => ({}) },
  'POST /api/auth/two-factor/enrolment': { policy: 'two-factor', body: () => ({}) },
  'POST /api/auth/two-factor/enrolment/confirm': { policy: 'two-factor', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/verify': { policy: 'two-factor', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/turn-off': {
    policy: 'two-factor',
    body: () => ({ password: MEMBER_PASSWORD, code: '123456' }),
  },
  'POST /api/auth/sign-in-link': { policy: 'public', body: (x) => ({ email: x.signInEmail }) },
  'POST /api/auth/sign-in-link/consume': { policy: 'public', body: () => ({ token: 'not-a-link-we-sent' }) },
  // Passkeys: the ceremonies' answers are well formed but answer no challenge of the caller's (400).
  'GET /api/auth/passkeys': { policy: 'member' },
  'POST /api/auth/passkeys/registration/options': {
    policy: 'verified',
    staffFactor: true,
    body: () => ({ currentPassword: MEMBER_PASSWORD }),
  },
  'POST /api/auth/passkeys/registration': {
    policy: 'verified',
    staffFactor: true,
    body: () => ({ name: 'Route matrix key', response: PASSKEY_ATTESTATION }),
  },
  'PATCH /api/auth/passkeys/:id': { policy: 'owned', id: (x) => x.passkeyId, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/auth/passkeys/:id': { policy: 'owned', id: (x) => x.passkeyId },
  'POST /api/auth/passkeys/sign-in/options': { policy: 'public', body: () => ({}) },
  'POST /api/auth/passkeys/sign-in': { policy: 'public', body: () => ({ response: PASSKEY_ASSERTION }) },

  // The member's own data (features/privacy). A real deletion would take the matrix's accounts with it: the
  // password is wrong, so each role is seen let through to the password check (or refused before it) and nobody
  // is deleted; features/privacy/delete-account.test.ts deletes for real.
  'GET /api/account/export': { policy: 'member' },
  'POST /api/account/delete': { policy: 'member', body: () => ({ password: 'not-the-route-matrix-password' }) },

  // Notifications.
  'GET /api/notifications': { policy: 'member' },
  'POST /api/notifications/read': {
    policy: 'owned',
    othersSkipped: true,
    body: (x) => ({ ids: [x.notificationId] }),
  },
  'GET /api/notifications/settings': { policy: 'member' },
  'PUT /api/notifications/settings': {
    policy: 'member',
    body: () => Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind !== 'new_sign_in'])),
  },

  // Onboarding: the visitor's draft, or the member's.
  'GET /api/onboarding': { policy: 'draft' },
  'DELETE /api/onboarding': { policy: 'draft' },
  'PUT /api/onboarding/step': { policy: 'draft', body: () => ({ step: 1 }) },
  'PUT /api/onboarding/profile': { policy: 'draft', body: () => uniqueProfile() },
  'POST /api/onboarding/documents/:side': {
    policy: 'draft',
    file: async () => ({ filename: 'id.jpg', type: 'image/jpeg', content: await idPhoto() }),
  },
  'DELETE /api/onboarding/documents/:side': { policy: 'draft' },
  'GET /api/onboarding/documents/:side/thumbnail': { policy: 'draft' },
  // Step 3: what a visitor brings into their draft (a member is answered ALREADY_SIGNED_IN).
  'POST /api/onboarding/manual-items': { policy: 'draft', body: () => aManualItem() },
  'PUT /api/onboarding/manual-items/:id': { policy: 'draft', id: (x) => x.manualItemId, body: () => aManualItem() },
  'DELETE /api/onboarding/manual-items/:id': { policy: 'draft', id: (x) => x.manualItemId },
  'POST /api/onboarding/report-file': {
    policy: 'draft',
    file: async () => ({ filename: 'report.xml', type: 'application/xml', content: fs.readFileSync(MISMO_REPORT) }),
  },
  'POST /api/onboarding/sample-report': { policy: 'draft', body: () => ({}) },
  'POST /api/onboarding/credit-pull': {
    policy: 'member',
    body: (x) => ({ profileData: memberProfile, consent: consent(x.now) }),
  },
  'PUT /api/onboarding/selection': {
    policy: 'draft',
    body: (x) => ({ paymentType: 'monthly', selectedItems: [x.negativeItemId] }),
  },
  'POST /api/subscription/checkout': {
    policy: 'verified',
    body: (x) => ({ paymentType: 'monthly', selectedItems: [x.negativeItemId] }),
  },
  'POST /api/subscription/payment-method': { policy: 'verified' },
  'POST /api/subscription/payment-reported': { policy: 'verified', body: () => ({ reference: 'PAYPAL-1' }) },
  'DELETE /api/onboarding/selection': { policy: 'draft' },
  'POST /api/onboarding/create-account': {
    policy: 'draft',
    body: () => ({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  },

  // The member's report, profile and plan.
  'GET /api/dashboard/stats': { policy: 'member' },
  'GET /api/profile': { policy: 'member' },
  'PUT /api/profile': { policy: 'member', body: () => memberProfile },
  'GET /api/credit-report': { policy: 'member' },
  'GET /api/credit-report/:id': { policy: 'owned', id: (x) => x.reportId },
  'GET /api/credit/reports/history': { policy: 'member' },
  'GET /api/credit/reports/changes': { policy: 'member' },
  'GET /api/credit-report/manual': { policy: 'member' },
  // Entering items is data entry like uploading a report: verified or not; disputing them is what is gated.
  'POST /api/credit-report/manual/items': { policy: 'member', body: () => aManualItem() },
  'PUT /api/credit-report/manual/items/:itemId': { policy: 'owned', body: () => aManualItem() },
  'DELETE /api/credit-report/manual/items/:itemId': { policy: 'owned' },
  'PUT /api/credit-report/manual/scores': {
    policy: 'member',
    body: () => ({ scores: [{ bureau: 'experian', value: 640, date: null }] }),
  },
  'POST /api/credit-report/manual/documents': {
    policy: 'member',
    file: async () => ({ filename: 'experian.pdf', type: 'application/pdf', content: PDF }),
  },
  'GET /api/credit-report/manual/documents/:documentId': { policy: 'owned' },
  'DELETE /api/credit-report/manual/documents/:documentId': { policy: 'owned' },
  'POST /api/credit-report': { policy: 'member', body: () => ({}) },
  'POST /api/credit-report/refresh': { policy: 'member' },
  'POST /api/credit-report/import': {
    policy: 'member',
    file: async () => ({ filename: 'report.xml', type: 'text/xml', content: fs.readFileSync(MISMO_REPORT) }),
  },
  'GET /api/subscription': { policy: 'member' },
  'GET /api/subscription/agreements': { policy: 'member' },
  'GET /api/subscription/agreements/:id/pdf': { policy: 'owned', id: (x) => x.agreementId },
  'POST /api/subscription/agreement': {
    policy: 'verified',
    body: () => ({ plan: 'monthly', version: AGREEMENT_VERSION }),
  },
  'POST /api/subscription/start': {
    policy: 'verified',
    body: (x) => ({ paymentType: 'monthly', selectedItems: [x.negativeItemId] }),
  },
  'POST /api/subscription/cancel': { policy: 'member' },

  // Disputes and their letters.
  'GET /api/disputes': { policy: 'member' },
  // A draft sends nothing: only processing it does.
  'POST /api/disputes': {
    policy: 'member',
    body: (x) => ({ negativeItemId: x.negativeItemId, disputeReason: 'not_mine' }),
  },
  'POST /api/disputes/process': { policy: 'verified', body: (x) => ({ disputeIds: [x.disputeId] }) },
  'PATCH /api/disputes/:id/status': {
    policy: 'owned',
    id: disputeId,
    body: (x) => ({ bureau: x.bureau, ...bureauAnswer(x) }),
  },
  'POST /api/disputes/:id/regenerate-letters': { policy: 'owned', verified: true, id: disputeId, body: () => ({}) },
  'GET /api/disputes/:id/download-pdf/:bureau': { policy: 'owned', verified: true, id: disputeId },
  'POST /api/disputes/:id/bureaus/:bureau/mailed': {
    policy: 'owned',
    verified: true,
    id: disputeId,
    body: (x) => ({ mailedOn: x.today }),
  },
  'POST /api/disputes/:id/bureaus/:bureau/delivered': {
    policy: 'owned',
    id: disputeId,
    body: (x) => ({ deliveredOn: x.today }),
  },
  'POST /api/disputes/:id/bureaus/:bureau/answer': { policy: 'owned', id: disputeId, body: bureauAnswer },
  'POST /api/disputes/:id/bureaus/:bureau/response-letter': {
    policy: 'owned',
    id: disputeId,
    file: async () => ({ filename: 'answer.pdf', type: 'application/pdf', content: PDF }),
  },
  'GET /api/disputes/:id/bureaus/:bureau/response-letter': { policy: 'owned', id: disputeId },
  // The campaign's later steps (issue 29): each writes or reads a letter in the member's name.
  'POST /api/disputes/:id/steps': {
    policy: 'owned',
    verified: true,
    id: disputeId,
    body: (x) => ({ kind: 'method_of_verification', bureau: x.bureau }),
  },
  'PATCH /api/disputes/:id/steps/:stepId': {
    policy: 'owned',
    verified: true,
    id: disputeId,
    body: (x) => ({ action: 'sent', sentOn: x.today }),
  },
  'DELETE /api/disputes/:id/steps/:stepId': {
    policy: 'owned',
    verified: true,
    id: disputeId,
    stepId: (x) => x.readyStepId,
  },
  'GET /api/disputes/:id/steps/:stepId/letter': { policy: 'owned', verified: true, id: disputeId },
  'GET /api/disputes/:id/complaint': { policy: 'owned', id: disputeId, query: 'lang=es' },

  // Mail it for me (issue 28): the matrix's app mails through the Lob double.
  'GET /api/mailing/offer': { policy: 'member' },
  'GET /api/mailings': { policy: 'member' },
  'GET /api/disputes/:id/bureaus/:bureau/mailing/preview': { policy: 'owned', verified: true, id: disputeId },
  'GET /api/disputes/:id/bureaus/:bureau/mailing/letter.pdf': { policy: 'owned', verified: true, id: disputeId },
  // The member's letter was mailed by hand: their own call is refused as not ready (409), nothing is mailed.
  'POST /api/disputes/:id/bureaus/:bureau/mailing': {
    policy: 'owned',
    verified: true,
    id: disputeId,
    body: () => ({ enclosures: [], agreed: true, priceCents: DEFAULT_MAILING_PRICE_CENTS }),
  },
  'POST /api/mailings/:id/cancel': { policy: 'owned', id: (x) => x.mailingId },
  'PUT /api/mailing/proof-of-address': {
    policy: 'verified',
    file: async () => ({ filename: 'bill.jpg', type: 'image/jpeg', content: await idPhoto() }),
  },
  'GET /api/mailing/proof-of-address': { policy: 'verified' },
  'DELETE /api/mailing/proof-of-address': { policy: 'verified' },

  // Admins: the member is the target of every change asked for.
  'GET /api/admin/metrics': { policy: 'admin' },
  'GET /api/admin/analytics': { policy: 'admin' },
  'GET /api/admin/users': { policy: 'admin' },
  'POST /api/admin/users/:userId/admin-status': { policy: 'admin', body: () => ({ isAdmin: true }) },
  'GET /api/admin/disputes': { policy: 'admin' },
  'POST /api/admin/disputes/:disputeId/bureaus/:bureau/answer': { policy: 'admin', body: bureauAnswer },
  'GET /api/admin/mailings': { policy: 'admin' },
  'GET /api/admin/mailings/:id': { policy: 'admin', id: (x) => x.mailingId },
  'GET /api/admin/client-records': { policy: 'admin' },
  'GET /api/admin/client-records/export': { policy: 'admin' },
  'GET /api/admin/client-records/:userId/history': { policy: 'admin' },
  'GET /api/admin/users/:userId/campaign': { policy: 'admin' },
  'GET /api/admin/audit-log': { policy: 'admin' },
  'GET /api/admin/payments/awaiting-verification': { policy: 'admin' },
  'GET /api/admin/payments/refunds-owed': { policy: 'admin' },
  'POST /api/admin/payments/:id/refund-settled': {
    policy: 'admin',
    id: () => '00000000-0000-4000-8000-000000000000',
    body: () => ({ outcome: 'not_received' }),
  },
  'GET /api/admin/payments/stopped-charges': { policy: 'admin' },
  'POST /api/admin/payments/:id/retry-charge': { policy: 'admin', id: () => '00000000-0000-4000-8000-000000000000' },
  'GET /api/site/figures': { policy: 'public' },
  'GET /api/site/testimonials': { policy: 'public' },
  'GET /api/admin/testimonials': { policy: 'admin' },
  'POST /api/admin/testimonials': {
    policy: 'admin',
    body: () => ({
      firstName: 'Rosa',
      city: 'El Paso, TX',
      quote: 'Words.',
      language: 'en',
      consentText: 'I agree.',
      consentSource: 'email',
      consentGivenOn: '2026-11-20',
    }),
  },
  'POST /api/admin/testimonials/:id/publication': {
    policy: 'admin',
    id: () => '00000000-0000-4000-8000-000000000000',
    body: () => ({ published: true }),
  },
  'POST /api/admin/testimonials/:id/withdrawal': { policy: 'admin', id: () => '00000000-0000-4000-8000-000000000000' },
  'POST /api/admin/subscription/batch-activate': {
    policy: 'admin',
    body: (x) => ({
      userIds: [x.memberId],
      adminKey: x.activationKey,
      paymentReferences: { [x.memberId]: 'INV-MATRIX-1' },
    }),
  },
  'POST /api/subscription/activate': {
    policy: 'admin',
    body: (x) => ({ userId: x.memberId, adminKey: x.activationKey, paymentReference: 'INV-MATRIX-1' }),
  },
};

/** The URL of a real call: each path parameter filled with the member's own thing. */
export function urlOf(route: string, call: RouteCall, x: RouteTargets): string {
  const path = (route.split(' ')[1] ?? '')
    .replace(':id', call.id?.(x) ?? ':id')
    .replace(':userId', x.memberId)
    .replace(':disputeId', x.disputeId)
    .replace(':bureau', x.bureau)
    .replace(':stepId', call.stepId?.(x) ?? x.stepId)
    .replace(':deviceId', x.deviceId)
    .replace(':itemId', x.manualItemId)
    .replace(':documentId', x.reportDocumentId)
    .replace(':side', 'front');
  if (path.includes(':')) throw new Error(`${route}: a path parameter has no value`);
  return call.query ? `${path}?${call.query}` : path;
}

/** What `app.inject` is given for a real call of the route: its URL and its JSON body or uploaded file. */
export async function requestOf(route: string, call: RouteCall, x: RouteTargets) {
  const method = route.split(' ')[0] as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const url = urlOf(route, call, x);
  if (call.file) {
    const { filename, type, content } = await call.file();
    const { payload, headers } = multipartFile('file', filename, content, type);
    return { method, url, payload, headers };
  }
  const body = call.body?.(x);
  return { method, url, headers: {}, ...(body ? { payload: body } : {}) };
}
