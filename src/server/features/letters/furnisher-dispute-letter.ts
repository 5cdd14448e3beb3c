import { REASON_TEMPLATES, reasonContextOf } from './dispute-reasons.ts';
import {
  accountLines,
  companyAddress,
  describeBureauView,
  earlierAnswerSentence,
  earlierLetterEnclosures,
  IDENTITY_ENCLOSURES,
  identityLines,
  memberLetter,
  memberWords,
} from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * The direct dispute to the company that reported the item (15 U.S.C. § 1681s-2(a)(8); Regulation V,
 * 12 CFR 1022.43), with what 1022.43(d) asks a dispute notice to hold: the account, the information disputed and
 * why, and the supporting documents. Regulation V excepts some disputes (1022.43(b)), so the letter states the
 * furnisher's duties as the rule words them, for a dispute it covers, and claims no more. Like a collector's, its
 * identification lines hold no date of birth or SSN: the account and the member's name and address identify them to
 * the company that keeps the account.
 */
export function composeFurnisherDispute(request: LetterRequest): Letter {
  const { consumer, item } = request;
  const ctx = reasonContextOf(request);
  const { bureauName, named } = ctx;
  const templates = request.reasons.map((reason) => ({ reason, template: REASON_TEMPLATES[reason.code] }));

  const paragraphs = [
    `I dispute the ${named} that you report to ${bureauName}. I am sending this dispute directly to you, as the furnisher of the information, under 15 U.S.C. § 1681s-2(a)(8) and Regulation V, 12 CFR 1022.43.`,
    describeBureauView(bureauName, item),
    earlierAnswerSentence(request, bureauName),
    // The block of § 605B is the bureau's to apply: a furnisher is told the facts, and gets the report enclosed.
    ...templates.flatMap(({ template, reason }) => template.explain({ ...ctx, identityTheftReport: false }, reason)),
    ...memberWords(request),
    `Under 15 U.S.C. § 1681s-2(a)(8)(E) and 12 CFR 1022.43(e), a furnisher that receives a direct dispute the rule covers must conduct a reasonable investigation of the disputed information, review all relevant information the consumer provides with the dispute, and report the results to the consumer within the time in which a consumer reporting agency would have to complete its reinvestigation under 15 U.S.C. § 1681i(a)(1). If the investigation finds that the information is inaccurate, the furnisher must promptly notify each consumer reporting agency to which it furnished the information and give it the correction.`,
    `Please investigate the ${named}, send me the results, and correct or delete what is inaccurate with every consumer reporting agency you report it to.`,
  ];

  return memberLetter(request, {
    kind: 'furnisher_dispute',
    to: companyAddress(request, 'your address for credit reporting disputes'),
    subject: `Direct dispute of inaccurate information: ${named}`,
    identification: [...identityLines(consumer, false), ...accountLines(item), `Credit report: ${bureauName}`],
    paragraphs,
    enclosures: [
      `The page of my ${bureauName} credit report that shows the ${named}, with the information I dispute marked`,
      ...earlierLetterEnclosures(request, ` to ${bureauName}`),
      ...new Set(templates.flatMap(({ template }) => template.enclosures(ctx))),
      ...IDENTITY_ENCLOSURES,
    ],
  });
}
