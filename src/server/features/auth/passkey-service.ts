import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppConfig } from '#server/config.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { SessionUser } from '#server/sessions/session-queries.ts';
import { MAX_PASSKEYS_PER_ACCOUNT, PASSKEY_CHALLENGE_TTL_MS } from '#shared/constants/passkeys.ts';
import type {
  FinishPasskeyRegistrationRequest,
  Passkey,
  PasskeyRegistrationOptions,
  PasskeySignInOptions,
  PasskeySignInRequest,
} from '#shared/schemas/passkeys.ts';
import {
  type ChallengePurpose,
  countPasskeys,
  deleteExpiredChallenges,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  lockUserSignInMethods,
  recordPasskeyUse,
  renamePasskey,
  storeChallenge,
  takeChallenge,
  toPasskey,
} from './passkey-queries.ts';

export type PasskeyDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A ceremony under way: what the browser is given, and the id of the challenge kept for it. */
export interface StartedCeremony<Options> {
  options: Options;
  challengeId: string;
}

/**
 * The keys we accept: ES256 (every platform authenticator), EdDSA and RS256 (Windows Hello). Named rather than the
 * library's default, which on Node 24 adds ML-DSA through an experimental Web Crypto API.
 */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

const refused = () => new AppError('PASSKEY_REFUSED', 400, 'The passkey could not be verified');
const tooMany = () =>
  new AppError('TOO_MANY_PASSKEYS', 409, `An account keeps at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys`);

/**
 * Who the passkeys are for: the app's public origin, and its host name as the relying party id, so a passkey made
 * here is offered nowhere else, and a response signed for another site (a phishing copy of ours) is refused.
 */
export function relyingPartyOf(config: Pick<AppConfig, 'appOrigin' | 'legal'>) {
  return { origin: config.appOrigin, id: new URL(config.appOrigin).hostname, name: config.legal.businessName };
}

/**
 * The user handle the authenticator keeps with a passkey: the account id's 16 bytes. Not the email, which the
 * member may change and which would travel to every device the passkey syncs to.
 */
const userHandleOf = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

async function keepChallenge(
  deps: PasskeyDeps,
  userId: string | null,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<string> {
  const now = deps.clock.now();
  await deleteExpiredChallenges(deps.db, now);
  return storeChallenge(deps.db, {
    userId,
    purpose,
    challenge,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/**
 * The challenge a response answers, used up now: an unknown, used, expired or someone else's challenge is the
 * same refusal. The id comes from a cookie, so it is checked to be one before the database is asked.
 */
async function claimChallenge(
  deps: PasskeyDeps,
  challengeId: string | undefined,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  if (!challengeId || !z.uuid().safeParse(challengeId).success) throw refused();
  const row = await takeChallenge(deps.db, challengeId, purpose);
  if (!row || row.expiresAt <= deps.clock.now() || row.userId !== userId) throw refused();
  return row.challenge;
}

export async function listMemberPasskeys(deps: PasskeyDeps, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, userId)).map(toPasskey);
}

/**
 * Options for adding a passkey: a discoverable credential (so signing in needs no email typed) with user
 * verification (a fingerprint, face or PIN), none of the member's existing authenticators again.
 */
export async function startPasskeyRegistration(
  deps: PasskeyDeps,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>,
): Promise<StartedCeremony<PasskeyRegistrationOptions>> {
  const existing = await listPasskeys(deps.db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
  const rp = relyingPartyOf(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  return { options, challengeId: await keepChallenge(deps, user.id, 'register', options.challenge) };
}

/**
 * What an authenticator's answer must show in either ceremony: our challenge, signed for our origin and relying
 * party, with the member verified on the device.
 */
function expectedAnswer(config: PasskeyDeps['config'], expectedChallenge: string) {
  const rp = relyingPartyOf(config);
  return { expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

/** Checks the authenticator's answer against the member's own challenge and keeps the new public key. */
export async function finishPasskeyRegistration(
  deps: PasskeyDeps,
  userId: string,
  challengeId: string | undefined,
  input: FinishPasskeyRegistrationRequest,
): Promise<Passkey> {
  const expectedChallenge = await claimChallenge(deps, challengeId, 'register', userId);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    ...expectedAnswer(deps.config, expectedChallenge),
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return deps.db.transaction(async (tx) => {
    // Under the member's row lock, so two ceremonies finishing together cannot pass the limit between them.
    await lockUserSignInMethods(tx, userId);
    if ((await countPasskeys(tx, userId)) >= MAX_PASSKEYS_PER_ACCOUNT) throw tooMany();
    const row = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name,
      createdAt: deps.clock.now(),
    });
    // The authenticator was told to skip the member's own; a credential already registered is somebody's.
    if (!row) throw refused();
    return toPasskey(row);
  });
}

/** Options for signing in: no credentials listed, the browser offers the passkeys it holds for this site. */
export async function startPasskeySignIn(deps: PasskeyDeps): Promise<StartedCeremony<PasskeySignInOptions>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  return { options, challengeId: await keepChallenge(deps, null, 'authenticate', options.challenge) };
}

/**
 * The account a signed answer opens: the passkey it names must exist, be the one its user handle says, and its
 * signature over our challenge and origin must check with the key we kept, the member verified on the device.
 */
export async function finishPasskeySignIn(
  deps: PasskeyDeps,
  challengeId: string | undefined,
  input: PasskeySignInRequest,
): Promise<UserRow> {
  const expectedChallenge = await claimChallenge(deps, challengeId, 'authenticate', null);
  const found = await findPasskeyByCredentialId(deps.db, input.response.id);
  if (!found) throw refused();
  const { passkey, user } = found;
  const userHandle = input.response.response.userHandle;
  if (userHandle !== undefined && userHandle !== userHandleOf(user.id).toString('base64url')) throw refused();
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    ...expectedAnswer(deps.config, expectedChallenge),
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  await recordPasskeyUse(deps.db, passkey.id, {
    counter: newCounter,
    backedUp: credentialBackedUp,
    at: deps.clock.now(),
  });
  return user;
}

export async function renameMemberPasskey(
  deps: PasskeyDeps,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const row = await renamePasskey(deps.db, userId, id, name);
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * Removes one of the member's passkeys. Every account we make has a password, so this never leaves one without a
 * way in; an account without one (made for an outside identity provider) keeps its last passkey.
 */
export async function removeMemberPasskey(deps: PasskeyDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const methods = await lockUserSignInMethods(tx, userId);
    if (!methods) throw notFound();
    if (!methods.hasPassword && (await countPasskeys(tx, userId)) <= 1) {
      const owned = (await listPasskeys(tx, userId)).some((passkey) => passkey.id === id);
      if (owned) throw new AppError('LAST_SIGN_IN_METHOD', 409, 'This passkey is the only way into the account');
    }
    if (!(await deletePasskey(tx, userId, id))) throw notFound();
  });
}
