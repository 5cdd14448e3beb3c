/** What the audit log records: every admin action, and every read of another person's data. */
export const AUDIT_ACTIONS = [
  'subscription_activated',
  'activation_refused',
  'admin_granted',
  'admin_revoked',
  'dispute_review_recorded',
  'dispute_outcome_recorded',
  'client_records_exported',
  'client_history_viewed',
  'bureau_letter_viewed',
  'dispute_letter_viewed',
  'users_listed',
  'client_records_listed',
  'two_factor_enrolled',
  'recovery_code_used',
  'testimonial_recorded',
  'testimonial_published',
  'testimonial_unpublished',
  'testimonial_withdrawn',
  'member_data_exported',
  'account_deleted',
  'inactive_account_purged',
  'retained_records_purged',
  'account_verified_by_mailbox',
  'refund_settled',
  'mailing_viewed',
  'campaign_viewed',
  'charge_retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Rows per page of the admin lists; a page may ask for up to the maximum. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** The longest search an admin may type into a list. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** The overview shows the first 5 disputes; an id shows as its first 8 characters (docs/product-rules.md, Admin). */
export const ADMIN_RECENT_DISPUTES = 5;
export const ADMIN_ID_PREFIX_LENGTH = 8;

/** How far back the analytics charts look, in weeks. */
export const ANALYTICS_WEEKS_DEFAULT = 12;
export const ANALYTICS_WEEKS_MAX = 52;

/** The only export format there is. */
export const EXPORT_FORMATS = ['csv'] as const;
