import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { ChangePasswordFormSchema, type ChangePasswordForm as ChangePasswordFormValues } from '#shared/schemas/auth.ts';
import { useChangePassword } from '../api/change-password.ts';
import { showServerIssues } from '../server-issues.ts';

/** The account page's "Password" section. */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const changeMutation = useChangePassword();
  const form = useZodForm(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { errors } = form.formState;

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

  const field = (name: keyof ChangePasswordFormValues) => {
    const id = `change-${name}`;
    const error = errors[name]?.message;
    return { id, error, aria: fieldAria(id, error, name === 'newPassword') };
  };
  const current = field('currentPassword');
  const next = field('newPassword');
  const confirm = field('confirmPassword');

  return (
    <Section
      id="change-password"
      card
      title={t('auth.changePassword.title')}
      description={t('auth.changePassword.description')}
    >
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField id={current.id} label={t('auth.changePassword.current')} error={current.error}>
          <PasswordInput {...current.aria} autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField id={next.id} label={t('auth.changePassword.new')} hint={t('auth.passwordHint')} error={next.error}>
          <PasswordInput {...next.aria} autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField id={confirm.id} label={t('auth.changePassword.confirm')} error={confirm.error}>
          <PasswordInput {...confirm.aria} autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full sm:w-fit" disabled={changeMutation.isPending}>
          {changeMutation.isPending ? t('auth.changePassword.saving') : t('auth.changePassword.submit')}
        </Button>
      </form>
    </Section>
  );
}
