import { BUREAU_NAMES } from '#shared/constants/bureaus.ts';
import { STATEMENT_MAX_WORDS } from '#shared/constants/campaign.ts';
import { countWords } from '#shared/schemas/campaign.ts';
import { earlierAnswerSentence, laterBureauLetter, nameItem, quoteMember } from './letter-parts.ts';
import type { Letter, LetterRequest } from './letter-types.ts';

/**
 * When the reinvestigation did not resolve the dispute: the member's brief statement for the file
 * (15 U.S.C. § 1681i(b)) and its note in later reports (§ 1681i(c)). The statement is printed as the member
 * wrote it, with its words counted as a bureau would count them.
 */
export function composeStatementOfDispute(request: LetterRequest): Letter {
  const statement = request.statement?.trim();
  if (!statement) throw new Error('a statement_of_dispute letter is written only with the member’s statement');
  const { bureau, item } = request;
  const bureauName = BUREAU_NAMES[bureau];
  const named = nameItem(item);
  const words = countWords(statement);

  const paragraphs = [
    `${earlierAnswerSentence(request)} Your reinvestigation did not resolve my dispute, and I still dispute the ${named}.`,
    `Under 15 U.S.C. § 1681i(b), please include my statement of dispute below in my file. Under § 1681i(c), please clearly note in any later consumer report that includes the ${named} that I dispute it, and provide my statement or a clear and accurate summary of it.`,
    `My statement has ${words} ${words === 1 ? 'word' : 'words'}: § 1681i(b) allows you to limit a statement to ${STATEMENT_MAX_WORDS} words when you help the consumer write a clear summary of the dispute.`,
    `My statement of dispute: ${quoteMember(statement)}`,
    `Please send me an updated copy of my ${bureauName} credit report that shows my statement.`,
  ];

  return laterBureauLetter(request, {
    kind: 'statement_of_dispute',
    subject: `Statement of dispute for my file: ${named}`,
    paragraphs,
  });
}
