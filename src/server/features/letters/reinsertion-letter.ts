import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { formatDate } from '#shared/rules/format-for-letter.ts';
import {
  bureauLetter,
  earlierLetterEnclosures,
  earlierLetterLines,
  earlierLetterSentence,
  IDENTITY_ENCLOSURES,
  nameItem,
} from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * To a bureau that deleted an item and whose file shows it again (15 U.S.C. § 1681i(a)(5)(B)): a reinsertion needs
 * the furnisher's certification and a written notice to the consumer. The letter does not say the member got no
 * notice (they never told us); it asks for what the notice must hold, and to delete the item again if no furnisher
 * certified it. What the bureau reports is not quoted: the figures the app has are those of the disputed report,
 * not of the one that shows the item again.
 */
export function composeReinsertion(request: LetterRequest): Letter {
  const { bureau, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const deleted = request.deletedOn ? formatDate(request.deletedOn) : null;
  const reappeared = request.reappearedOn ? formatDate(request.reappearedOn) : null;

  const paragraphs = [
    `${earlierLetterSentence(request)} ${deleted ? `On ${deleted}, you deleted it from my file.` : 'After my dispute, you deleted it from my file.'}`,
    `${reappeared ? `A copy of my credit report obtained on ${reappeared}` : 'A later copy of my credit report'} shows the ${named} in my ${bureauName} file again.`,
    `Under 15 U.S.C. § 1681i(a)(5)(B)(i), information deleted after a reinvestigation may not be reinserted in my file unless the person who furnishes it certifies that it is complete and accurate. If it is reinserted, § 1681i(a)(5)(B)(ii) requires you to notify me of the reinsertion in writing within 5 business days, and § 1681i(a)(5)(B)(iii) requires you to tell me in writing that the information was reinserted, to give me the business name and address of the furnisher contacted, or that contacted you, about the reinsertion, and its telephone number if reasonably available, and to tell me of my right to add a statement to my file disputing the information.`,
    `Please send me a copy of the certification that the ${named} is complete and accurate, with the business name, address and telephone number of the furnisher that certified it.`,
    `If no furnisher certified it, the law did not allow its reinsertion: please delete the ${named} from my file again and send me an updated copy of my ${bureauName} credit report.`,
  ];

  return bureauLetter(request, {
    kind: 'reinsertion',
    subject: `Deleted information reinserted: ${named}`,
    moreIdentification: [
      ...earlierLetterLines(request),
      ...(deleted ? [`Deleted from my file: ${deleted}`] : []),
      ...(reappeared ? [`Shown again in my credit report obtained on: ${reappeared}`] : []),
    ],
    paragraphs,
    enclosures: [
      ...earlierLetterEnclosures(request),
      `The page of my credit report${reappeared ? ` obtained on ${reappeared}` : ''} that shows the ${named} again, with the item marked`,
      ...IDENTITY_ENCLOSURES,
    ],
  });
}
