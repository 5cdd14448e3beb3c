import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkProblemOf } from '../link-problem.ts';
import { AuthNotice } from './auth-notice.tsx';
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
  const { mutate, error, isError } = useVerifyEmail();
  const [formProblem, setFormProblem] = useState<LinkProblem | null>(null);
  const confirmed = useCallback(() => {
    toast({ title: t('auth.verify.successTitle'), description: t('auth.verify.successText') });
    onVerified();
  }, [onVerified, t]);
  const verify = useCallback(
    (linkToken: string) => mutate({ token: linkToken }, { onSuccess: confirmed }),
    [mutate, confirmed],
  );
  const started = useRef(false);
  useEffect(() => {
    // The token is sent once: StrictMode's second run of this effect must not send it again.
    if (!token || started.current) return;
    started.current = true;
    verify(token);
  }, [token, verify]);

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
  if (isError) {
    return (
      <AuthNotice
        icon={TriangleAlert}
        title={t('auth.verify.failedTitle')}
        actions={
          <Button size="lg" onClick={() => verify(token)}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        <p>{errorMessage(error, t)}</p>
      </AuthNotice>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      {t('auth.verify.confirming')}
    </p>
  );
}
