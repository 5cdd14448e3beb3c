import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { formatDate } from '#shared/rules/format-for-letter.ts';
import { describeBureauView, earlierLetterSentence, laterBureauLetter, memberWords, nameItem } from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/** § 1681i(a)(7): the bureau owes the description within 15 days of the consumer's request. */
const DESCRIPTION_DAYS = 15;

/** What the member heard back, in their words: a verification, or nothing within the investigation period. */
function answerParagraph(request: LetterRequest, named: string, creditor: string): string {
  if (request.verifiedOn || request.verified) {
    const answered = request.verifiedOn ? `On ${formatDate(request.verifiedOn)}, you answered` : 'You answered';
    return `${answered} that the ${named} was verified. I still dispute it, and I want to know how ${creditor}'s information was checked.`;
  }
  return `I have not received the results of your investigation of the ${named}. Under 15 U.S.C. § 1681i(a)(1)(A) you had ${INVESTIGATION_DAYS} days from receiving my letter to complete it (45 if I sent you more information), and under § 1681i(a)(6)(A) you had to send me the results within 5 business days after completing it.`;
}

/**
 * The follow-up when a bureau was late or "verified" the item: the method-of-verification request of
 * 15 U.S.C. § 1681i(a)(6)(B)(iii) and (a)(7). The member's own words come before the requests, so the
 * paragraph printed with the signature is always a short one of ours.
 */
export function composeVerificationRequest(request: LetterRequest): Letter {
  const { bureau, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const creditor = item.creditorName.trim();

  const paragraphs = [
    earlierLetterSentence(request),
    answerParagraph(request, named, creditor),
    describeBureauView(bureauName, item),
    ...memberWords(request),
    `Under 15 U.S.C. § 1681i(a)(6)(B)(iii) and § 1681i(a)(7), please send me, within ${DESCRIPTION_DAYS} days of receiving this letter, a description of the procedure you used to determine the accuracy and completeness of the ${named}. Include the business name, address and telephone number of ${creditor} or any other furnisher of information you contacted about it.`,
    `Information that cannot be verified must be deleted (15 U.S.C. § 1681i(a)(5)(A)). If your investigation of the ${named} was not completed in time, or ${creditor} did not confirm it, please delete it and send me an updated copy of my ${bureauName} credit report.`,
  ];

  return laterBureauLetter(request, {
    kind: 'method_of_verification',
    subject: `Request for method of verification: ${named}`,
    paragraphs,
  });
}
