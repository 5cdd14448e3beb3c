import type { LetterKind } from '#shared/constants/disputes.ts';
import { composeDebtValidation } from './debt-validation-letter.ts';
import { composeDisputeLetter } from './dispute-letter.ts';
import { composeFurnisherDispute } from './furnisher-dispute-letter.ts';
import { composeGoodwill } from './goodwill-letter.ts';
import type { Letter, LetterRequest } from './letter-types.ts';
import { composeMissedDeadline } from './missed-deadline-letter.ts';
import { composeNewInformation } from './new-information-letter.ts';
import { composeReinsertion } from './reinsertion-letter.ts';
import { composeStatementOfDispute } from './statement-of-dispute-letter.ts';
import { composeVerificationRequest } from './verification-letter.ts';

const COMPOSERS: Readonly<Record<LetterKind, (request: LetterRequest) => Letter>> = {
  dispute: composeDisputeLetter,
  method_of_verification: composeVerificationRequest,
  debt_validation: composeDebtValidation,
  new_information: composeNewInformation,
  furnisher_dispute: composeFurnisherDispute,
  missed_deadline: composeMissedDeadline,
  reinsertion: composeReinsertion,
  statement_of_dispute: composeStatementOfDispute,
  goodwill: composeGoodwill,
};

/** Lays out one letter from the dispute's facts. Pure: same request, same letter. */
export function composeLetter(request: LetterRequest): Letter {
  return COMPOSERS[request.kind](request);
}
