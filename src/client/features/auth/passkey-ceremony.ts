import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { PasskeyRegistrationOptions, PasskeySignInOptions } from '#shared/schemas/passkeys.ts';

/**
 * The browser's part of a passkey ceremony went wrong: the member closed the prompt, it timed out, or (adding one)
 * the device already holds a passkey of this account. Nothing reached the server.
 */
export class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError';
  constructor(
    readonly alreadyOnDevice: boolean,
    options: { cause: unknown },
  ) {
    super('the passkey ceremony did not finish', options);
  }
}

/** Browsers without WebAuthn are offered no passkey buttons. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    const alreadyOnDevice =
      error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
    throw new PasskeyCeremonyError(alreadyOnDevice, { cause: error });
  }
}

/** navigator.credentials.create(): the device makes a passkey (after the fingerprint, face or screen lock). */
export const createPasskey = (optionsJSON: PasskeyRegistrationOptions) =>
  inBrowser(() => startRegistration({ optionsJSON }));

/** navigator.credentials.get(): the device signs our challenge with a passkey the member picks. */
export const signWithPasskey = (optionsJSON: PasskeySignInOptions) =>
  inBrowser(() => startAuthentication({ optionsJSON }));
