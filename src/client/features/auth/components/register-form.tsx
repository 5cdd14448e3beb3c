import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { RegisterFormSchema } from '#shared/schemas/auth.ts';
import { useRegister } from '../api/register.ts';
import { showServerIssues } from '../server-issues.ts';
import { NewPasswordFields } from './new-password-form.tsx';

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

  const field = fieldsOf(form, 'register');
  const firstName = field('firstName');
  const lastName = field('lastName');
  const email = field('email');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...firstName.field} label={t('auth.firstName')}>
          <Input {...firstName.control} autoComplete="given-name" />
        </FormField>
        <FormField {...lastName.field} label={t('auth.lastName')}>
          <Input {...lastName.control} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField {...email.field} label={t('auth.email')}>
        <Input {...email.control} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <NewPasswordFields
        password={field('password', t('auth.passwordHint'))}
        confirm={field('confirmPassword')}
        labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
      />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
