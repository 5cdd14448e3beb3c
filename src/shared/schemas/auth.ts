import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '#shared/constants/account-limits.ts';
import { NOTIFICATION_KINDS, RECOVERY_CODE_COUNT } from '#shared/constants/accounts.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/constants/subscription-statuses.ts';

// Messages are i18n keys: the server sends them back in field issues and the client translates them.
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'auth.errors.emailInvalid' }));

/** A password being chosen: between the lengths every new password keeps, `minError` when it is too short. */
export const newPassword = (minError: string) =>
  z.string().min(NEW_PASSWORD_MIN_LENGTH, { error: minError }).max(PASSWORD_MAX_LENGTH);
const NewPasswordSchema = newPassword('auth.errors.passwordMinLength');

/** A password asked for twice: `confirmPassword` must repeat `field`, or `error` stands under the confirmation. */
export const confirmingPassword = <
  Form extends z.ZodType<Record<Field | 'confirmPassword', string>>,
  Field extends string,
>(
  form: Form,
  field: Field,
  error = 'auth.errors.passwordsNoMatch',
) => form.refine((values) => values[field] === values.confirmPassword, { path: ['confirmPassword'], error });

/** Control characters (a NUL byte above all) have no place in a name and cannot be stored as text. */
const personName = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredKey })
    .max(NAME_MAX_LENGTH)
    .regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalidFormat' });

export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string()
    .min(LOGIN_PASSWORD_MIN_LENGTH, { error: 'auth.errors.loginPasswordMinLength' })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.strictObject({
  email: EmailSchema,
  firstName: personName('auth.errors.firstNameRequired'),
  lastName: personName('auth.errors.lastNameRequired'),
  password: NewPasswordSchema,
  /** The language the member signed up in: their emails are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The sign-up form: the request plus a confirmation that never leaves the browser. */
export const RegisterFormSchema = confirmingPassword(
  RegisterRequestSchema.extend({
    confirmPassword: newPassword('auth.errors.confirmPasswordRequired'),
  }),
  'password',
);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  isAdmin: z.boolean(),
  /** The owner's account (OWNER_EMAIL): it also sees the dashboard's /admin button. */
  isOwner: z.boolean(),
  /** Until the member opens the link we emailed, nothing that spends money or sends letters is allowed. */
  emailVerified: z.boolean(),
  language: z.enum(LANGUAGES),
  /**
   * Admins, and members who turned two-step verification on (null for other members): whether it is enrolled and
   * this session has passed it (for admins: within the last 12 hours, as the admin pages need).
   */
  secondFactor: z.object({ enrolled: z.boolean(), verified: z.boolean() }).nullable(),
  /** Two-step verification is on and this session has not passed it yet: nothing but the code screen until it does. */
  secondFactorPending: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The same answer whether or not the email already had an account: the owner of an existing one is emailed. */
export const RegisterResponseSchema = z.object({ email: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The secret of a link we emailed (verification or password reset), as the page read it from the URL. */
const LinkTokenSchema = z.string().min(1).max(200);

/**
 * Opening the verification link. Without `password`, only a browser signed in to that very account confirms it
 * (it knows the password and now the mailbox); anyone else is answered PASSWORD_CHOICE_REQUIRED and chooses the
 * account's password with the link: whoever proves the mailbox becomes the only one in the account.
 */
export const VerifyEmailRequestSchema = z.strictObject({
  token: LinkTokenSchema,
  password: NewPasswordSchema.optional(),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** Asking for a one-time sign-in link by email; the language is the page's, for the email. */
export const SignInLinkRequestSchema = z.strictObject({
  email: EmailSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type SignInLinkRequest = z.infer<typeof SignInLinkRequestSchema>;

export const ConsumeSignInLinkRequestSchema = z.strictObject({ token: LinkTokenSchema });
export type ConsumeSignInLinkRequest = z.infer<typeof ConsumeSignInLinkRequestSchema>;

export const ForgotPasswordRequestSchema = z.strictObject({
  email: EmailSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.strictObject({ token: LinkTokenSchema, password: NewPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset form: the request plus a confirmation that never leaves the browser. */
export const ResetPasswordFormSchema = confirmingPassword(
  z.object({ password: NewPasswordSchema, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) }),
  'password',
);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, { error: 'auth.errors.currentPasswordRequired' }).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordFormSchema = confirmingPassword(
  ChangePasswordRequestSchema.extend({ confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) }),
  'newPassword',
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** One signed-in browser of the member: what they need to recognise it, never the session's secret. */
export const SignedInDeviceSchema = z.object({
  id: z.uuid(),
  /** The browser and system as its User-Agent names them ("Chrome on Android"); null when it sent none. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;
export const SignedInDevicesResponseSchema = z.object({ devices: z.array(SignedInDeviceSchema) });
export type SignedInDevicesResponse = z.infer<typeof SignedInDevicesResponseSchema>;
export const DeviceParamsSchema = z.strictObject({ deviceId: z.uuid() });

/** The language the member last chose: the emails we send them follow it. */
export const UpdateLanguageRequestSchema = z.strictObject({ language: z.enum(LANGUAGES) });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequestSchema>;

/** Staff second factor: a 6-digit code from the authenticator app, or one of the ten recovery codes. */
export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, { error: 'auth.twoFactor.codeInvalid' });
export const TwoFactorCodeRequestSchema = z.strictObject({ code: TwoFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequestSchema>;

export const TwoFactorEnrolmentResponseSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
export type TwoFactorEnrolmentResponse = z.infer<typeof TwoFactorEnrolmentResponseSchema>;

/** Turning two-step verification off takes the password and a code, so a session left open is not enough. */
export const TurnOffTwoFactorRequestSchema = z.strictObject({
  password: z.string().min(1, { error: 'auth.errors.currentPasswordRequired' }).max(PASSWORD_MAX_LENGTH),
  code: TwoFactorCodeSchema,
});
export type TurnOffTwoFactorRequest = z.infer<typeof TurnOffTwoFactorRequestSchema>;

export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What the message names (a bureau, a dispute id, a due date, a device): only plain values. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsResponseSchema = z.object({ notifications: z.array(NotificationSchema), unread: z.number() });
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;
export const MarkNotificationsReadRequestSchema = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequestSchema>;

/** Every kind, on or off: a kind turned off is neither emailed nor shown in the bell. */
export const NotificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
