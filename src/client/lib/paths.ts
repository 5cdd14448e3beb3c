import type { LegalDocumentId } from '#shared/constants/legal.ts';
import type { PLAN_QUERY_VALUES } from '#shared/constants/onboarding.ts';

/** Every route of the client in one place; links and redirects use these names. */
export const paths = {
  home: '/',
  landing: '/landing',
  login: '/login',
  signup: '/login?tab=signup',
  /** Pages our emailed links open; the link carries `?token=`. */
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A one-time sign-in link, offered when password sign-ins from new browsers are paused. */
  signInLink: '/sign-in-link',
  dashboard: '/dashboard',
  creditReport: '/credit-report',
  /** The items and scores a member entered by hand from a report they hold, and the form to add or edit one. */
  manualItems: '/credit-report/my-items',
  manualItemNew: '/credit-report/my-items/new',
  manualItemEdit: (itemId: string) => `/credit-report/my-items/${itemId}`,
  manualItemEditPattern: '/credit-report/my-items/:itemId',
  disputeCenter: '/dispute-center',
  disputes: '/disputes',
  /** Each bureau's score over the reports the member brought, and what changed between two of them. */
  progress: '/progress',
  upload: '/upload',
  subscribe: '/subscribe',
  /** The six-step onboarding; `plan` is onetime, monthly, yearly or premium (docs/product-rules.md, Onboarding). */
  onboarding: '/onboarding',
  onboardingWithPlan: (plan: (typeof PLAN_QUERY_VALUES)[number]) => `/onboarding?plan=${plan}`,
  /** The plans, with drafts the member tried to send (selectedDisputes; docs/product-rules.md, Disputes). */
  subscribeWithDisputes: (disputeIds: readonly string[]) => `/subscribe?selectedDisputes=${disputeIds.join(',')}`,
  education: '/education',
  educationCategory: (category: string) => `/education?category=${encodeURIComponent(category)}`,
  educationArticle: (articleId: string) => `/education?article=${encodeURIComponent(articleId)}`,
  account: '/account',
  /** Where the browser lands once the member deleted their account: a plain page, outside the app's state. */
  accountDeleted: '/account-deleted',
  demoPayment: '/demo-payment',
  legalPattern: '/legal/:documentId',
  legal: (id: LegalDocumentId) => `/legal/${id}`,
  adminDashboard: '/admin-dashboard',
  admin: '/admin',
  /** A server route the browser navigates to. */
  apiLogin: '/api/login',
} as const;
