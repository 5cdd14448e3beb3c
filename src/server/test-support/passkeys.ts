import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type {
  AuthenticationResponseSchema,
  Passkey,
  PasskeyRegistrationOptions,
  PasskeySignInOptions,
  RegistrationResponseSchema,
} from '#shared/schemas/passkeys.ts';
import { MEMBER_PASSWORD } from './members.ts';
import { type TestApp, testConfig } from './test-app.ts';

type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof AuthenticationResponseSchema>;

/** The origin the test app serves (and expects in a ceremony's client data). */
export const APP_ORIGIN = testConfig().appOrigin;

/** Authenticator data flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

interface StoredCredential {
  id: Buffer;
  rpId: string;
  privateKey: KeyObject;
  /** The user handle the site gave at registration, answered at sign-in (a discoverable credential). */
  userHandle: string;
  signCount: number;
}

/** What the browser hands the page for a ceremony with a platform authenticator's credential. */
function browserAnswer<Extensions extends object, Response extends object>(
  credential: StoredCredential,
  clientExtensionResults: Extensions,
  response: Response,
) {
  const id = credential.id.toString('base64url');
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults,
    response,
  };
}

/** What a test may change in what the authenticator or the browser says, to see the server refuse it. */
export interface CeremonyTweaks {
  /** The page's origin as the browser writes it into the client data. */
  origin?: string;
  /** The member did not pass the fingerprint, face or PIN check. */
  userVerified?: boolean;
  /** Which of the authenticator's passkeys answers (the newest when not said). */
  credentialIndex?: number;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The COSE form (RFC 9053) of a P-256 public key, as an authenticator puts it in its attested credential data. */
function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

/**
 * A software authenticator, as a phone or a laptop's platform authenticator behaves: it makes P-256 key pairs,
 * keeps them discoverable with the user handle, attests with the 'none' format, counts its signatures and signs
 * assertions over the authenticator data and the client data's hash. Real WebAuthn answers, built by hand.
 */
export function createSoftwareAuthenticator() {
  const credentials: StoredCredential[] = [];

  return {
    credentials,

    /** navigator.credentials.create() with these options: refuses when it holds an excluded credential. */
    register(options: PasskeyRegistrationOptions, tweaks: CeremonyTweaks = {}): RegistrationResponse {
      const rpId = options.rp.id ?? '';
      const excluded = new Set(options.excludeCredentials?.map((credential) => credential.id));
      if (credentials.some((credential) => excluded.has(credential.id.toString('base64url')))) {
        throw new Error('InvalidStateError: this authenticator already holds a passkey of the account');
      }
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: StoredCredential = {
        id: randomBytes(32),
        rpId,
        privateKey,
        userHandle: options.user.id,
        signCount: 0,
      };
      credentials.push(credential);
      const verified = tweaks.userVerified ?? true;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credential.id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT | (verified ? USER_VERIFIED : 0) | ATTESTED_CREDENTIAL]),
        uint32(credential.signCount),
        Buffer.alloc(16), // AAGUID: none, as a 'none' attestation gives it
        length,
        credential.id,
        coseKeyOf(privateKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return browserAnswer(
        credential,
        { credProps: { rk: true } },
        {
          clientDataJSON: clientData('webauthn.create', options.challenge, tweaks.origin ?? APP_ORIGIN).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
      );
    },

    /** navigator.credentials.get() with these options: a discoverable credential for the site answers. */
    signIn(options: PasskeySignInOptions, tweaks: CeremonyTweaks = {}): AuthenticationResponse {
      const rpId = options.rpId ?? '';
      const mine = credentials.filter((credential) => credential.rpId === rpId);
      const credential = mine[tweaks.credentialIndex ?? mine.length - 1];
      if (!credential) throw new Error(`NotAllowedError: no passkey for ${rpId}`);
      credential.signCount += 1;
      const verified = tweaks.userVerified ?? true;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT | (verified ? USER_VERIFIED : 0)]),
        uint32(credential.signCount),
      ]);
      const data = clientData('webauthn.get', options.challenge, tweaks.origin ?? APP_ORIGIN);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return browserAnswer(
        credential,
        {},
        {
          clientDataJSON: data.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: credential.userHandle,
        },
      );
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

/** The challenge cookie an options answer set, ready to send back with the ceremony's answer. */
export function challengeCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cp_webauthn');
  if (!cookie) throw new Error(`no challenge cookie in a ${response.statusCode} response: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const withCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

/** Starts adding a passkey in the member's session: the options and the challenge cookie. */
export async function startAddingPasskey(t: TestApp, cookie: string, currentPassword = MEMBER_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration/options',
    headers: { cookie },
    payload: { currentPassword },
  });
  if (res.statusCode !== 200) return { res, options: null, challenge: null };
  return { res, options: res.json() as PasskeyRegistrationOptions, challenge: challengeCookieOf(res) };
}

/** Finishes adding a passkey with an answer, sending back the challenge cookie the start set. */
export function finishAddingPasskey(
  t: TestApp,
  cookie: string,
  challenge: string | null,
  body: { name: string; response: unknown },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration',
    headers: { cookie: withCookies(cookie, challenge ?? undefined) },
    payload: body,
  });
}

/** The whole of adding a passkey, as the account page does it; answers the stored passkey. */
export async function addPasskey(
  t: TestApp,
  member: { cookie: string },
  authenticator: SoftwareAuthenticator,
  name = 'My phone',
): Promise<Passkey> {
  const started = await startAddingPasskey(t, member.cookie);
  if (!started.options) throw new Error(`passkey options failed: ${started.res.statusCode} ${started.res.body}`);
  const res = await finishAddingPasskey(t, member.cookie, started.challenge, {
    name,
    response: authenticator.register(started.options),
  });
  if (res.statusCode !== 201) throw new Error(`adding a passkey failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Starts signing in with a passkey from a browser (with its cookies, if any): the options and the challenge. */
export async function startPasskeySignIn(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in/options',
    headers,
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`sign-in options failed: ${res.statusCode} ${res.body}`);
  return { options: res.json() as PasskeySignInOptions, challenge: challengeCookieOf(res) };
}

/** Answers a sign-in ceremony, sending back the challenge cookie (and any other cookie the browser has). */
export function finishPasskeySignIn(
  t: TestApp,
  challenge: string | null,
  response: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in',
    headers: { ...headers, cookie: withCookies(headers.cookie, challenge ?? undefined) },
    payload: { response },
  });
}
