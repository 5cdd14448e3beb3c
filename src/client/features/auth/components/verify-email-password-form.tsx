import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { ResetPasswordFormSchema, type ResetPasswordForm as ResetPasswordFormValues } from '#shared/schemas/auth.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkProblemOf } from '../link-problem.ts';
import { showServerIssues } from '../server-issues.ts';

/**
 * The verification link opened where the account is not signed in: the link proves the mailbox, and whoever holds
 * it chooses the account's password (the same rules as a reset). A link the server refuses now is handed to the
 * page (`onLinkProblem`) to show in place of the form.
 */
export function VerifyEmailPasswordForm({
  token,
  email,
  onVerified,
  onLinkProblem,
}: {
  token: string;
  email: string;
  onVerified: () => void;
  onLinkProblem: (problem: LinkProblem) => void;
}) {
  const { t, i18n } = useTranslation();
  const verifyMutation = useVerifyEmail();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await verifyMutation.mutateAsync({ token, password });
      onVerified();
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      if (!showServerIssues(form, error, i18n)) {
        toast({ title: t('auth.verify.failedTitle'), description: errorMessage(error, t), variant: 'destructive' });
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-tight">{t('auth.verify.choose.title')}</h1>
        <CardDescription className="[overflow-wrap:anywhere]">
          {t('auth.verify.choose.intro', { email })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('auth.verify.choose.why')}</p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {/* Password managers file the new password under this address. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            id="verify-password"
            label={t('auth.password')}
            hint={t('auth.passwordHint')}
            error={errors.password?.message}
          >
            <PasswordInput
              {...fieldAria('verify-password', errors.password?.message, true)}
              autoComplete="new-password"
              {...form.register('password')}
            />
          </FormField>
          <FormField
            id="verify-confirmPassword"
            label={t('auth.confirmPassword')}
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              {...fieldAria('verify-confirmPassword', errors.confirmPassword?.message)}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={verifyMutation.isPending}>
            {verifyMutation.isPending ? t('auth.verify.choose.saving') : t('auth.verify.choose.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
