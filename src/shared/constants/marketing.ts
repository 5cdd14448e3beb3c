import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS } from './disputes.ts';

/**
 * First answers are expected in 30 to 45 days (docs/product-rules.md, Disputes: the FCRA's 30 days to investigate,
 * 45 when the consumer sends new information meanwhile). The original spec's other claims (clients helped, success
 * rate, average score increase, star ratings) are not here: CROA (15 U.S.C. § 1679b(a)(3)) forbids untrue or
 * misleading claims about results, so the landing page's figures are counted from the records instead
 * (src/shared/rules/public-figures.ts), and no score increase is claimed, since none is measured.
 */
export const FIRST_ANSWER_DAYS = { min: INVESTIGATION_DAYS, max: EXTENDED_INVESTIGATION_DAYS } as const;
