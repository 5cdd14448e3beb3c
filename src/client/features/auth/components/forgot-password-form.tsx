import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { ForgotPasswordRequestSchema } from '#shared/schemas/auth.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { showServerIssues } from '../server-issues.ts';

/** Asks for a reset link; the email is written in the language of this screen. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const forgotMutation = useForgotPassword();
  const form = useZodForm(ForgotPasswordRequestSchema, { email: '' });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await forgotMutation.mutateAsync({ email, language });
      onSent(email);
    } catch (error) {
      showServerIssues(form, error, i18n);
      toastFailure(t('auth.forgot.failed'), errorMessage(error, t));
    }
  });

  const email = fieldsOf(form, 'forgot')('email');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField {...email.field} label={t('auth.email')}>
        <Input {...email.control} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <Button type="submit" size="lg" disabled={forgotMutation.isPending}>
        {forgotMutation.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
