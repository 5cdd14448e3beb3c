import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkProblemOf } from '../link-problem.ts';
import { SpendingLink, useSpendLinkOnOpen } from './emailed-link.tsx';
import { VerifyEmailPasswordForm } from './verify-email-password-form.tsx';
import { VerifyLinkProblem } from './verify-link-problem.tsx';

/** The account the link confirms, when the server wants its password chosen first (not signed in to it here). */
function passwordChoiceOf(error: unknown): { email: string } | null {
  if (!(error instanceof ApiError) || error.body?.code !== 'PASSWORD_CHOICE_REQUIRED') return null;
  return { email: error.body.email ?? '' };
}

/**
 * Sends the emailed token as soon as the page opens. Where the account is signed in, that confirms the email; anywhere
 * else the server asks for the account's password first, and this page shows the form to choose it.
 */
export function VerifyEmail({ token, onVerified }: { token: string | null; onVerified: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { mutate, error } = useVerifyEmail();
  const [formProblem, setFormProblem] = useState<LinkProblem | null>(null);
  const confirmed = useCallback(() => {
    toast({ title: t('auth.verify.successTitle'), description: t('auth.verify.successText') });
    onVerified();
  }, [onVerified, t]);
  const verify = useCallback(
    (linkToken: string) => mutate({ token: linkToken }, { onSuccess: confirmed }),
    [mutate, confirmed],
  );
  useSpendLinkOnOpen(token, verify);

  if (!token) return <VerifyLinkProblem problem="invalid" user={user ?? null} />;
  const problem = formProblem ?? linkProblemOf(error);
  if (problem) return <VerifyLinkProblem problem={problem} user={user ?? null} />;
  const choice = passwordChoiceOf(error);
  if (choice) {
    return (
      <VerifyEmailPasswordForm
        token={token}
        email={choice.email}
        onVerified={confirmed}
        onLinkProblem={setFormProblem}
      />
    );
  }
  return (
    <SpendingLink
      error={error}
      failedTitle={t('auth.verify.failedTitle')}
      pendingText={t('auth.verify.confirming')}
      onRetry={() => verify(token)}
    />
  );
}
