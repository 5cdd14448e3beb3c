/**
 * FCRA § 605 (15 U.S.C. § 1681c): most adverse items may be reported for 7 years, counted from 180 days
 * after the first delinquency; a Chapter 7 bankruptcy for 10 years from the order for relief.
 */
export const REPORTING_YEARS = 7;
export const DELINQUENCY_GRACE_DAYS = 180;
export const BANKRUPTCY_REPORTING_YEARS = 10;
