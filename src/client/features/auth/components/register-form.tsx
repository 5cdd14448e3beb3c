import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { RegisterFormSchema, type RegisterForm as RegisterFormValues } from '#shared/schemas/auth.ts';
import { useRegister } from '../api/register.ts';
import { showServerIssues } from '../server-issues.ts';

/** `onRegistered` gets the address the link went to; the member is not signed in until they open it. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const registerMutation = useRegister();
  const form = useZodForm(RegisterFormSchema, {
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      const { email } = await registerMutation.mutateAsync({ ...body, language });
      onRegistered(email);
    } catch (error) {
      const code = error instanceof ApiError ? error.body?.code : undefined;
      showServerIssues(form, error, i18n);
      toastFailure(t('auth.registerFailed'), code ? errorMessage(error, t) : t('auth.registerGeneric'));
    }
  });

  const field = (name: keyof RegisterFormValues) => ({
    id: `register-${name}`,
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={t('auth.firstName')}>
          <Input
            {...fieldAria('register-firstName', errors.firstName?.message)}
            autoComplete="given-name"
            {...form.register('firstName')}
          />
        </FormField>
        <FormField {...field('lastName')} label={t('auth.lastName')}>
          <Input
            {...fieldAria('register-lastName', errors.lastName?.message)}
            autoComplete="family-name"
            {...form.register('lastName')}
          />
        </FormField>
      </div>
      <FormField {...field('email')} label={t('auth.email')}>
        <Input
          {...fieldAria('register-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email')}
        />
      </FormField>
      <FormField {...field('password')} label={t('auth.password')} hint={t('auth.passwordHint')}>
        <PasswordInput
          {...fieldAria('register-password', errors.password?.message, true)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormField {...field('confirmPassword')} label={t('auth.confirmPassword')}>
        <PasswordInput
          {...fieldAria('register-confirmPassword', errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
