import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { NewPasswordForm } from './new-password-form.tsx';

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
  const { t } = useTranslation();
  const verifyMutation = useVerifyEmail();
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
        <NewPasswordForm
          idPrefix="verify"
          texts={{
            password: t('auth.password'),
            submit: t('auth.verify.choose.submit'),
            saving: t('auth.verify.choose.saving'),
            failed: t('auth.verify.failedTitle'),
          }}
          pending={verifyMutation.isPending}
          save={async (password) => {
            await verifyMutation.mutateAsync({ token, password });
            onVerified();
          }}
          onLinkProblem={onLinkProblem}
        >
          {/* Password managers file the new password under this address. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        </NewPasswordForm>
      </CardContent>
    </Card>
  );
}
