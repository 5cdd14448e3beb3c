import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { ResetPasswordFormSchema } from '#shared/schemas/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { linkProblemOf } from '../link-problem.ts';
import { showServerIssues } from '../server-issues.ts';

/** One of the two password fields, as `fieldsOf` gives it. */
interface PasswordField {
  field: Omit<ComponentProps<typeof FormField>, 'label' | 'children'>;
  control: ComponentProps<typeof PasswordInput>;
}

/**
 * A new password and the same typed again, as every form that sets one asks for it (sign-up, onboarding, reset,
 * change); both are `new-password` fields, so a password manager offers to fill the pair.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
}: {
  password: PasswordField;
  confirm: PasswordField;
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <FormField {...password.field} label={labels.password}>
        <PasswordInput {...password.control} autoComplete="new-password" />
      </FormField>
      <FormField {...confirm.field} label={labels.confirm}>
        <PasswordInput {...confirm.control} autoComplete="new-password" />
      </FormField>
    </>
  );
}

/**
 * A new password, typed twice, sent with an emailed token (a reset link, or a verification link opened where the
 * account is not signed in). The server checks the link only now, so a refused link is handed to the page
 * (`onLinkProblem`) to show in place of the form; other field issues go under their fields.
 */
export function NewPasswordForm({
  idPrefix,
  texts,
  pending,
  save,
  onLinkProblem,
  children,
}: {
  /** Starts the fields' ids. */
  idPrefix: string;
  texts: { password: string; submit: string; saving: string; failed: string };
  pending: boolean;
  save: (password: string) => Promise<void>;
  onLinkProblem: (problem: LinkProblem) => void;
  /** What the form holds before its fields. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await save(password);
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      if (!showServerIssues(form, error, i18n)) {
        toastFailure(texts.failed, errorMessage(error, t));
      }
    }
  });

  const field = fieldsOf(form, idPrefix);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {children}
      <NewPasswordFields
        password={field('password', t('auth.passwordHint'))}
        confirm={field('confirmPassword')}
        labels={{ password: texts.password, confirm: t('auth.confirmPassword') }}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? texts.saving : texts.submit}
      </Button>
    </form>
  );
}

/** The new password for the emailed reset token. */
export function ResetPasswordForm({
  token,
  onReset,
  onLinkProblem,
}: {
  token: string;
  onReset: () => void;
  onLinkProblem: (problem: LinkProblem) => void;
}) {
  const { t } = useTranslation();
  const resetMutation = useResetPassword();
  return (
    <NewPasswordForm
      idPrefix="reset"
      texts={{
        password: t('auth.reset.newPassword'),
        submit: t('auth.reset.submit'),
        saving: t('auth.reset.saving'),
        failed: t('auth.reset.failed'),
      }}
      pending={resetMutation.isPending}
      save={async (password) => {
        await resetMutation.mutateAsync({ token, password });
        toast({ title: t('auth.reset.successTitle'), description: t('auth.reset.successText') });
        onReset();
      }}
      onLinkProblem={onLinkProblem}
    />
  );
}
