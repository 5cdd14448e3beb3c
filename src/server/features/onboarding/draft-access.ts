import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OnboardingDraftRow } from '#server/db/schema/onboarding.ts';
import { hourlyLimiter } from '#server/lib/attempt-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { refuseWhenLimited } from '#server/lib/refuse-when-limited.ts';
import { createSessionToken } from '#server/sessions/session-token.ts';
import { draftTokenOf, setDraftCookie } from './draft-cookie.ts';
import { findMemberDraft, findVisitorDraft, insertDraft, updateDraft } from './draft-queries.ts';
import type { OnboardingCaller, OnboardingDeps } from './onboarding-deps.ts';
import { alreadySignedIn } from './onboarding-errors.ts';
import { readOnboardingState } from './onboarding-state.ts';

/** Enough for a family sharing one address; not enough to fill the database with drafts and photos. */
const NEW_DRAFTS_PER_HOUR = 30;

export function createDraftAccess(deps: OnboardingDeps) {
  const newDrafts = hourlyLimiter(deps, 'new_drafts', NEW_DRAFTS_PER_HOUR);

  /** The caller and their draft: a visitor's by their cookie, a member's by their account (step 5 made it theirs). */
  async function callerOf(request: FastifyRequest): Promise<OnboardingCaller> {
    if (request.user) return { draft: await findMemberDraft(deps.db, request.user.id), user: request.user };
    const token = draftTokenOf(request);
    return { draft: token ? await findVisitorDraft(deps.db, token, deps.clock.now()) : null, user: null };
  }

  /** A visitor's draft, made on their first write; every write renews the cookie's 24 hours. */
  async function draftOf(request: FastifyRequest, reply: FastifyReply) {
    if (request.user) throw alreadySignedIn();
    const caller = await callerOf(request);
    const now = deps.clock.now();
    const token = caller.draft ? (draftTokenOf(request) as string) : createSessionToken();
    if (!caller.draft) refuseWhenLimited([await newDrafts.hit(clientAddressKey(request.ip))], reply);
    const draft = caller.draft
      ? await updateDraft(deps.db, caller.draft.id, {}, now)
      : await insertDraft(deps.db, token, null, now);
    setDraftCookie(request, reply, token, now, deps.config.publicOrigin);
    return { draft, user: null };
  }

  /** A visitor's change to their draft (see draftOf): `change` answers the draft it leaves, this the state that follows. */
  async function changeDraft(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (caller: { draft: OnboardingDraftRow; user: null }) => Promise<OnboardingDraftRow>,
  ) {
    const caller = await draftOf(request, reply);
    return readOnboardingState(deps, { ...caller, draft: await change(caller) });
  }

  return { callerOf, draftOf, changeDraft };
}
