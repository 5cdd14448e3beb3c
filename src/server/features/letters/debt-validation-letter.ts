import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { formatMoney } from '#shared/rules/format-for-letter.ts';
import { REASON_TEMPLATES } from './dispute-reasons.ts';
import {
  accountLines,
  blankAddressLine,
  companyAddress,
  identityLines,
  memberLetter,
  memberWords,
  nameItem,
} from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/** Without the collector's address from the member or the report, the member copies it from the collector's letter. */
const COLLECTOR_ADDRESS_HINT = 'as shown on the collector’s letter';
export const COLLECTOR_ADDRESS_LINE = blankAddressLine(COLLECTOR_ADDRESS_HINT);

/**
 * The letter to a collector under the FDCPA (15 U.S.C. § 1692g(b)). It carries no date of birth or SSN:
 * a collector needs neither to validate a debt, and a letter should hand out no more than it must.
 */
export function composeDebtValidation(request: LetterRequest): Letter {
  const { bureau, consumer, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const collector = item.creditorName.trim();
  const original = item.originalCreditorName?.trim();
  const balance = item.view?.balanceCents ? formatMoney(item.view.balanceCents) : null;

  const paragraphs = [
    `You are reporting the ${named} on my ${bureauName} credit report${balance ? ` with a balance of ${balance}` : ''}${original ? `, for a debt said to be owed first to ${original}` : ''}. I dispute this debt. ${request.reasons.map((reason) => REASON_TEMPLATES[reason.code].inBrief).join(' ')}`,
    ...memberWords(request),
    `Under the Fair Debt Collection Practices Act, 15 U.S.C. § 1692g(b), please validate the debt on the ${named}. Send me the amount you say I owe${balance ? ` (you report ${balance})` : ''} and how you calculated it, including any interest and fees; the name and address of the original creditor${original ? `, which you list as ${original}` : ''}; and proof that ${collector} owns this debt or is authorized to collect it, such as the agreement that assigned it to you.`,
    `Please stop all collection of the debt on the ${named} until you send me this validation. If I am writing within 30 days of your first notice to me, 15 U.S.C. § 1692g(b) requires you to do so.`,
    `Please do not report the ${named} to any credit bureau while it is not validated. If you report it, or have already reported it, 15 U.S.C. § 1692e(8) requires you to report it as disputed by me.`,
  ];

  return memberLetter(request, {
    kind: 'debt_validation',
    to: companyAddress(request, COLLECTOR_ADDRESS_HINT),
    subject: `Dispute and request for validation of debt: ${named}`,
    identification: [...identityLines(consumer, false), ...accountLines(item)],
    paragraphs,
    enclosures: [`The page of my ${bureauName} credit report that shows the ${named}`],
  });
}
