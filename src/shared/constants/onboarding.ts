import { HOUR_MS } from './time.ts';

/**
 * Decision 018: the account is made before anything is signed or paid, so steps 1 to 5 are a visitor's (kept in a
 * draft) and step 6 is the signed-in member's agreement and plan.
 */
export const ONBOARDING_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const STEP_NAMES = [
  'personalInfo',
  'idUpload',
  'bringReports',
  'selectDisputes',
  'accountCreation',
  'agreementAndPlan',
] as const;

/** A visitor's progress is kept this long after it was last touched, then purged with its documents. */
export const DRAFT_TTL_MS = 24 * HOUR_MS;

export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** Decided by the file's bytes, never by its name or declared type. */
export const ID_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic'] as const;
export type IdImageType = (typeof ID_IMAGE_TYPES)[number];
/** What the picker offers; the server decides by content anyway. */
export const ID_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/heic,image/heif,.heic,.heif';
/** "10 MB or more" is refused (docs/product-rules.md, Onboarding). */
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The ways a person brings their report at step 3: items typed from a free report (everywhere), a vendor's file
 * (where a lender or service gave them one), or a labelled sample (demo installations only).
 */
export const REPORT_WAYS = ['manual', 'file', 'sample'] as const;
export type ReportWay = (typeof REPORT_WAYS)[number];

export const CREDIT_PULL_STATUSES = ['idle', 'in_progress', 'success', 'failed'] as const;
export type CreditPullStatus = (typeof CREDIT_PULL_STATUSES)[number];

/** When the monthly plan is the better deal (docs/product-rules.md, Onboarding). */
export const BEST_VALUE_MIN_ITEMS = 3;

/** The onboarding's `plan` query; yearly is sold as the monthly plan (docs/product-rules.md, Onboarding). */
export const PLAN_QUERY_VALUES = ['onetime', 'monthly', 'yearly', 'premium'] as const;
