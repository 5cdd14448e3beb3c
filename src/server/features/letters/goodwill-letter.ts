import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { formatList } from '#shared/rules/format-for-letter.ts';
import {
  accountLines,
  companyAddress,
  describeLatePayments,
  identityLines,
  memberLetter,
  nameItem,
} from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * To the creditor, about a late payment the member does not dispute: a request for a goodwill adjustment, plainly
 * labelled so, and not a dispute. No law obliges a creditor to grant one, so the letter cites none as an
 * obligation and says so. The member's words of the dispute are not quoted: they argued the payment was wrong.
 */
export function composeGoodwill(request: LetterRequest): Letter {
  const { bureau, consumer, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const { view } = item;
  const lates = view ? describeLatePayments(view) : [];
  const several = (view?.late30Count ?? 0) + (view?.late60Count ?? 0) + (view?.late90Count ?? 0) > 1;
  const them = several ? 'these late payments' : 'this late payment';

  const paragraphs = [
    `I am writing to ask for a goodwill adjustment on my ${named}. This letter is a request, not a dispute: I am not disputing the accuracy of ${them}.`,
    ...(lates.length > 0 ? [`My ${bureauName} credit report shows ${formatList(lates, 'en')} on this account.`] : []),
    `I ask you to consider, as a courtesy, updating what you report to the credit bureaus about this account so that it no longer shows ${several ? 'the late payments' : 'the late payment'}. I understand that no law requires you to do so.`,
    'If you agree, please let me know in writing. Thank you for considering my request.',
  ];

  return memberLetter(request, {
    kind: 'goodwill',
    to: companyAddress(request, 'as shown on your statement'),
    subject: `Request for a goodwill adjustment (not a dispute): ${named}`,
    identification: [...identityLines(consumer, false), ...accountLines(item)],
    paragraphs,
    enclosures: [],
  });
}
