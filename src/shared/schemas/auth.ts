import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../constants/account-limits.ts';
import { SUBSCRIPTION_STATUSES } from '../constants/subscription-statuses.ts';

// Messages are i18n keys: the server sends them back in field issues and the client translates them.
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'auth.errors.emailInvalid' }));

const NewPasswordSchema = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, { error: 'auth.errors.passwordMinLength' })
  .max(PASSWORD_MAX_LENGTH);

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
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The sign-up form: the request plus a confirmation that never leaves the browser. */
export const RegisterFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z
    .string()
    .min(NEW_PASSWORD_MIN_LENGTH, { error: 'auth.errors.confirmPasswordRequired' })
    .max(PASSWORD_MAX_LENGTH),
}).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  error: 'auth.errors.passwordsNoMatch',
});
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
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
