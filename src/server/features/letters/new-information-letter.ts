import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { combineRemedies } from './dispute-reasons.ts';
import { describeBureauView, earlierAnswerSentence, laterBureauLetter, nameItem, quoteMember } from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * A new dispute of an item the bureau verified, bringing what is new (15 U.S.C. § 1681i(a)(1)(A)). A bureau may
 * end a reinvestigation it reasonably finds frivolous or irrelevant (§ 1681i(a)(3)), as a repeat of the same
 * dispute may be, so the letter exists only with the member's new information and puts it first, in their words.
 */
export function composeNewInformation(request: LetterRequest): Letter {
  const newInformation = request.newInformation?.trim();
  if (!newInformation) throw new Error('a new_information letter is written only with what is new');
  const { bureau, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const creditor = item.creditorName.trim();
  const [main, ...more] = request.reasons;

  const paragraphs = [
    earlierAnswerSentence(request),
    `I dispute it again, with information I did not give you before. Under 15 U.S.C. § 1681i(a)(3), you may end a reinvestigation if you reasonably determine that the dispute is frivolous or irrelevant, including for lack of sufficient information. This is not a repeat of my earlier dispute: it brings new information.`,
    `What is new, in my own words: ${quoteMember(newInformation)}`,
    describeBureauView(bureauName, item),
    `Under 15 U.S.C. § 1681i(a)(1)(A), please conduct a reasonable reinvestigation of the ${named} within ${INVESTIGATION_DAYS} days of receiving this letter, review and consider this new information as § 1681i(a)(4) requires, and ${combineRemedies([main.code, ...more.map((reason) => reason.code)])}. Please include it in your notice of my dispute to ${creditor} (§ 1681i(a)(2)). Information that is inaccurate or cannot be verified must be promptly deleted or modified (§ 1681i(a)(5)(A)).`,
    `Please send me the results of your reinvestigation and an updated copy of my ${bureauName} credit report.`,
  ];

  return laterBureauLetter(request, {
    kind: 'new_information',
    subject: `Dispute with new information: ${named}`,
    paragraphs,
    moreEnclosures: [`The page of my ${bureauName} credit report that shows the ${named}, with the item marked`],
  });
}
