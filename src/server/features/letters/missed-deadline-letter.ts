import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS } from '#shared/constants/disputes.ts';
import { formatDate } from '#shared/rules/format-for-letter.ts';
import { earlierLetterSentence, laterBureauLetter, memberWords, nameItem } from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * To a bureau whose time to reinvestigate ran out with no results (15 U.S.C. § 1681i(a)(1)): the days the law
 * gave it, the day they ended when the app knows it (from the day the member said they mailed or it was
 * delivered), and the request to delete what was not shown to be verified. A later complaint to the CFPB is named
 * as what the member may do, never as done.
 */
export function composeMissedDeadline(request: LetterRequest): Letter {
  const { bureau, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const delivered = request.originalDeliveredOn ? formatDate(request.originalDeliveredOn) : null;
  const due = request.dueOn ? formatDate(request.dueOn) : null;

  const paragraphs = [
    `${earlierLetterSentence(request)}${delivered ? ` It was delivered to you on ${delivered}.` : ''}`,
    `Under 15 U.S.C. § 1681i(a)(1)(A), you had ${INVESTIGATION_DAYS} days from receiving my dispute to complete a reasonable reinvestigation, and to record the current status of the disputed information or delete it (${EXTENDED_INVESTIGATION_DAYS} days if I sent you more information during that time, § 1681i(a)(1)(B)). ${due ? `That time ended on ${due}` : 'That time has passed'}, and I have not received the results of your reinvestigation, which § 1681i(a)(6)(A) required you to send me within 5 business days after completing it.`,
    `Information that is inaccurate or cannot be verified must be promptly deleted or modified (15 U.S.C. § 1681i(a)(5)(A)). Nothing I have received shows that the ${named} was verified in the time the law allows.`,
    ...memberWords(request),
    `Please delete the ${named} from my file and send me an updated copy of my ${bureauName} credit report. If it stays in my file, I may file a complaint with the Consumer Financial Protection Bureau.`,
  ];

  return laterBureauLetter(request, {
    kind: 'missed_deadline',
    subject: `Reinvestigation deadline missed: ${named}`,
    moreIdentification: [
      ...(delivered ? [`Original dispute delivered: ${delivered}`] : []),
      ...(due ? [`Reinvestigation due by: ${due}`] : []),
    ],
    paragraphs,
  });
}
