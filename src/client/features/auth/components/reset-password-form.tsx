import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { ResetPasswordFormSchema, type ResetPasswordForm as ResetPasswordFormValues } from '#shared/schemas/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { linkProblemOf } from '../link-problem.ts';
import { showServerIssues } from '../server-issues.ts';

/**
 * The new password for the emailed token. The server checks the link only now, so a refused link is handed to
 * the page (`onLinkProblem`) to show in place of the form.
 */
export function ResetPasswordForm({
  token,
  onReset,
  onLinkProblem,
}: {
  token: string;
  onReset: () => void;
  onLinkProblem: (problem: LinkProblem) => void;
}) {
  const { t, i18n } = useTranslation();
  const resetMutation = useResetPassword();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await resetMutation.mutateAsync({ token, password });
      toast({ title: t('auth.reset.successTitle'), description: t('auth.reset.successText') });
      onReset();
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      if (!showServerIssues(form, error, i18n)) {
        toast({ title: t('auth.reset.failed'), description: errorMessage(error, t), variant: 'destructive' });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="reset-password"
        label={t('auth.reset.newPassword')}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
      >
        <PasswordInput
          {...fieldAria('reset-password', errors.password?.message, true)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormField id="reset-confirmPassword" label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldAria('reset-confirmPassword', errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={resetMutation.isPending}>
        {resetMutation.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
