import { INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { combineRemedies, REASON_TEMPLATES, reasonContextOf } from './dispute-reasons.ts';
import { toFirstPerson } from './first-person.ts';
import { bureauLetter, describeBureauView, IDENTITY_ENCLOSURES, memberWords } from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * The finder's explanation in the member's voice, introduced as what the report shows (the member never
 * said it); when it cannot be turned, it is quoted, so its facts still reach the bureau.
 */
function finderParagraph(explanation: string | null): string[] {
  if (!explanation?.trim()) return [];
  const turned = toFirstPerson(explanation);
  return [
    turned
      ? `From my review of my credit report: ${turned}`
      : `My review of my credit report found this: “${explanation.trim()}”`,
  ];
}

/**
 * The first letter to a bureau. Every paragraph names the item and quotes this bureau's own figures:
 * a bureau may dismiss a dispute that reads like a form letter as frivolous (15 U.S.C. § 1681i(a)(3)).
 * Each reason the member chose is stated, the main one first; the request closes the letter, so the
 * paragraph printed with the signature is always a short one of ours.
 */
export function composeDisputeLetter(request: LetterRequest): Letter {
  const { item } = request;
  const ctx = reasonContextOf(request);
  const { bureauName, named, creditor } = ctx;
  const chosen = request.reasons.map((reason) => ({ reason, template: REASON_TEMPLATES[reason.code] }));
  const [main, ...more] = request.reasons;
  const reasonCodes = [main.code, ...more.map((reason) => reason.code)] as const;
  const original = item.originalCreditorName?.trim();

  const paragraphs = [
    `I am writing to dispute the ${named} on my ${bureauName} credit report.${original ? ` ${bureauName} names ${original} as the original creditor.` : ''}`,
    describeBureauView(bureauName, item),
    ...chosen.flatMap(({ template, reason }) => [
      ...template.explain(ctx, reason),
      // "Another reason" is the member's: the analysis's words (an item one bureau shows "may not be mine") are
      // not put beside theirs.
      ...(reason.code === 'other' ? [] : finderParagraph(reason.explanation)),
    ]),
    ...memberWords(request),
    `Under the Fair Credit Reporting Act, 15 U.S.C. § 1681i, please investigate the ${named} within ${INVESTIGATION_DAYS} days of receiving this letter and ${combineRemedies(reasonCodes)}. If ${creditor} cannot verify it, the law requires you to delete it (15 U.S.C. § 1681i(a)(5)(A)). Please send me the results of your investigation and an updated copy of my ${bureauName} credit report.`,
  ];

  return bureauLetter(request, {
    kind: 'dispute',
    subject: `Dispute of inaccurate information: ${named}`,
    paragraphs,
    enclosures: [
      ...IDENTITY_ENCLOSURES,
      `The page of my ${bureauName} credit report that shows the ${named}, with the item marked`,
      ...new Set(chosen.flatMap(({ template }) => template.enclosures(ctx))),
    ],
  });
}
