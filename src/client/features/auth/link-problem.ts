import { ApiError } from '#client/lib/api-client.ts';
import { LINK_PROBLEMS, type LinkProblem } from '#shared/constants/accounts.ts';

/** Why an emailed link was refused, or null when the failure was something else (a network error, say). */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || error.body?.code !== 'LINK_INVALID') return null;
  const reason = error.body.reason;
  // A reason this client does not know yet still needs a page: the one that asks for a fresh link.
  return LINK_PROBLEMS.find((problem) => problem === reason) ?? 'invalid';
}
