import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { UNTRUSTED_SIGN_INS_SPENT } from '#shared/constants/sign-in-limits.ts';
import { LoginRequestSchema } from '#shared/schemas/auth.ts';
import { useLogin } from '../api/login.ts';
import { SignInLinkOffer } from './sign-in-link-offer.tsx';

/** Password sign-ins from browsers the account does not know are paused: the page offers a link by email. */
function pausedSignIn(error: unknown, email: string) {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.body?.reason !== UNTRUSTED_SIGN_INS_SPENT) return null;
  return { email, retryAfterSeconds: error.body.retryAfterSeconds ?? 60 };
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const form = useZodForm(LoginRequestSchema, { email: '', password: '' });
  const [paused, setPaused] = useState<{ email: string; retryAfterSeconds: number } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setPaused(null);
    try {
      await loginMutation.mutateAsync(values);
      toast({ title: t('auth.loginSuccess'), description: t('auth.loginSuccessDescription') });
      onSuccess();
    } catch (error) {
      const offer = pausedSignIn(error, values.email);
      if (offer) {
        setPaused(offer);
        return;
      }
      const invalid = error instanceof ApiError && error.body?.code === 'INVALID_CREDENTIALS';
      toastFailure(t('auth.loginFailed'), invalid ? t('auth.loginInvalid') : errorMessage(error, t));
    }
  });

  const field = fieldsOf(form, 'login');
  const email = field('email');
  const password = field('password');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField {...email.field} label={t('auth.email')}>
        <Input {...email.control} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField {...password.field} label={t('auth.password')}>
        <PasswordInput {...password.control} autoComplete="current-password" />
      </FormField>
      <Link
        to={paths.forgotPassword}
        className="-mt-2 justify-self-end rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('auth.forgotPasswordLink')}
      </Link>
      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      {paused && <SignInLinkOffer key={paused.email} {...paused} />}
    </form>
  );
}
