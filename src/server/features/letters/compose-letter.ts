import type { LetterKind } from '#shared/constants/disputes.ts';
import { composeDebtValidation } from './debt-validation-letter.ts';
import { composeDisputeLetter } from './dispute-letter.ts';
import type { Letter, LetterRequest } from './letter-types.ts';
import { composeVerificationRequest } from './verification-letter.ts';

const COMPOSERS: Readonly<Record<LetterKind, (request: LetterRequest) => Letter>> = {
  dispute: composeDisputeLetter,
  method_of_verification: composeVerificationRequest,
  debt_validation: composeDebtValidation,
};

/** Lays out one letter from the dispute's facts. Pure: same request, same letter. */
export function composeLetter(request: LetterRequest): Letter {
  return COMPOSERS[request.kind](request);
}
