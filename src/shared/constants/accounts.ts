import { DAY_MS, HOUR_MS } from './time.ts';

/** Links sent by email: how long each stays good (single use either way). */
export const EMAIL_VERIFICATION_TTL_MS = DAY_MS;
export const PASSWORD_RESET_TTL_MS = HOUR_MS;
/** A one-time sign-in link, offered when a browser without the device cookie has spent its budget. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'sign_in'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Why a link from an email did not work: each has its own page in both languages. `superseded`: a newer link of
 * the same kind was sent to the account since, and only the newest one works.
 */
export const LINK_PROBLEMS = ['expired', 'used', 'superseded', 'invalid'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** Staff second factor: RFC 6238 TOTP, 6 digits every 30 s, one step of drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** An admin session asks for the second factor again after this long. */
export const SECOND_FACTOR_TTL_MS = 12 * HOUR_MS;

/** What a member is told about, by email and in the bell; each kind can be turned off. */
export const NOTIFICATION_KINDS = [
  'plan_active',
  'letters_ready',
  'answer_due_soon',
  'bureau_late',
  'answer_recorded',
  'password_changed',
  'new_sign_in',
  'payment_failed',
  'payment_due',
  // A letter CreditPath mailed: delivered (the bureau's clock started), returned to sender, or re-routed.
  'mail_delivered',
  'mail_returned',
  'mail_rerouted',
  // A newer report: an item a bureau deleted is back (a reinsertion), or a negative item the last one lacked.
  'item_reinserted',
  'new_negative_item',
  // A later letter of the campaign whose recipient's time to answer ran out with no answer recorded.
  'step_late',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
