import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { ChangePasswordFormSchema } from '#shared/schemas/auth.ts';
import { useChangePassword } from '../api/change-password.ts';
import { showServerIssues } from '../server-issues.ts';
import { NewPasswordFields } from './new-password-form.tsx';

/** The account page's "Password" section. */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const changeMutation = useChangePassword();
  const form = useZodForm(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changeMutation.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast({ title: t('auth.changePassword.successTitle'), description: t('auth.changePassword.successText') });
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'WRONG_CURRENT_PASSWORD') {
        form.setError('currentPassword', { message: 'errors.WRONG_CURRENT_PASSWORD' }, { shouldFocus: true });
      } else if (!showServerIssues(form, error, i18n)) {
        toastFailure(t('auth.changePassword.failed'), errorMessage(error, t));
      }
    }
  });

  const field = fieldsOf(form, 'change');
  const current = field('currentPassword');

  return (
    <Section
      id="change-password"
      card
      title={t('auth.changePassword.title')}
      description={t('auth.changePassword.description')}
    >
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField {...current.field} label={t('auth.changePassword.current')}>
          <PasswordInput {...current.control} autoComplete="current-password" />
        </FormField>
        <NewPasswordFields
          password={field('newPassword', t('auth.passwordHint'))}
          confirm={field('confirmPassword')}
          labels={{ password: t('auth.changePassword.new'), confirm: t('auth.changePassword.confirm') }}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={changeMutation.isPending}>
          {changeMutation.isPending ? t('auth.changePassword.saving') : t('auth.changePassword.submit')}
        </Button>
      </form>
    </Section>
  );
}
