/** How many times an hour a member may download their data: each download decrypts and zips all of it. */
export const DATA_EXPORTS_PER_HOUR = 5;

/**
 * How long what the law makes us keep outlives a deleted account: a claim under the Credit Repair
 * Organizations Act can be brought within 5 years (15 U.S.C. § 1679i), and the signed contract and the
 * payments are what answer it. Decision 017.
 */
export const RETENTION_YEARS = 5;

/** Members inactive this long are purged (FTC Safeguards Rule, 16 CFR 314.4(c)(6): two years at most). */
export const DEFAULT_INACTIVE_ACCOUNT_MONTHS = 24;

/** How long before an inactive account is purged its member is warned by email. */
export const INACTIVITY_WARNING_DAYS = 30;
