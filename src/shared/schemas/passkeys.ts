import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/constants/account-limits.ts';
import { PASSKEY_NAME_MAX_LENGTH } from '#shared/constants/passkeys.ts';

/**
 * Passkeys (WebAuthn). The options the server answers are what @simplewebauthn/browser's startRegistration and
 * startAuthentication take as `optionsJSON`; the responses the browser gives back are checked here for shape and
 * size only, and by @simplewebauthn/server for what they prove.
 */

/** Binary values travel as base64url. A credential id is at most 1023 bytes (WebAuthn §5.8.3). */
const Base64Url = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]*$/u, { error: 'validation.invalidFormat' });
const CredentialId = Base64Url(1366).min(1);
/** Client data, authenticator data, an attestation object or a signature: a few hundred bytes, bounded anyway. */
const Blob = Base64Url(16_384);
const Transports = z.array(z.string().max(32)).max(10);

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'auth.passkeys.nameRequired' })
  .max(PASSKEY_NAME_MAX_LENGTH)
  .regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalidFormat' });

/** One of the member's passkeys, as the account page lists it: never the key itself. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Kept by a password manager or a phone's cloud account, so it also works on the member's other devices. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeysResponseSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeysResponse = z.infer<typeof PasskeysResponseSchema>;
export const PasskeyParamsSchema = z.strictObject({ id: z.uuid() });

/** Adding a passkey changes how the account can be entered: the member's password is asked first. */
export const StartPasskeyRegistrationRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, { error: 'auth.errors.currentPasswordRequired' }).max(PASSWORD_MAX_LENGTH),
});
export type StartPasskeyRegistrationRequest = z.infer<typeof StartPasskeyRegistrationRequestSchema>;

const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

export const PasskeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

export const PasskeySignInOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
});
export type PasskeySignInOptions = z.infer<typeof PasskeySignInOptionsSchema>;

/** What extensions said: only the one we ask for is kept, others a browser adds are dropped. */
const ClientExtensionResultsSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** What every answer of the browser's (a PublicKeyCredential as JSON) carries beside its `response`. */
const PublicKeyCredentialSchema = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResultsSchema,
});

/** The browser's answer to navigator.credentials.create(), as startRegistration() gives it. */
export const RegistrationResponseSchema = PublicKeyCredentialSchema.extend({
  response: z.object({
    clientDataJSON: Blob,
    attestationObject: Blob,
    authenticatorData: Blob.optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: Blob.optional(),
  }),
});

/** The browser's answer to navigator.credentials.get(), as startAuthentication() gives it. */
export const AuthenticationResponseSchema = PublicKeyCredentialSchema.extend({
  response: z.object({
    clientDataJSON: Blob,
    authenticatorData: Blob,
    signature: Blob,
    userHandle: Base64Url(128).optional(),
  }),
});

export const FinishPasskeyRegistrationRequestSchema = z.strictObject({
  name: PasskeyNameSchema,
  response: RegistrationResponseSchema,
});
export type FinishPasskeyRegistrationRequest = z.infer<typeof FinishPasskeyRegistrationRequestSchema>;

/** The account page's "Add a passkey" form: the password starts the ceremony, the name is kept with its result. */
export const AddPasskeyFormSchema = StartPasskeyRegistrationRequestSchema.extend({ name: PasskeyNameSchema });
export type AddPasskeyForm = z.infer<typeof AddPasskeyFormSchema>;

export const RenamePasskeyRequestSchema = z.strictObject({ name: PasskeyNameSchema });
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequestSchema>;

export const PasskeySignInRequestSchema = z.strictObject({ response: AuthenticationResponseSchema });
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequestSchema>;
