import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkProblemOf } from '../link-problem.ts';
import { AuthNotice } from './auth-notice.tsx';
import { VerifyLinkProblem } from './verify-link-problem.tsx';

/** Spends the emailed token as soon as the page opens; success signs the member in. */
export function VerifyEmail({ token, onVerified }: { token: string | null; onVerified: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { mutate, error, isError } = useVerifyEmail();
  const verify = useCallback(
    (linkToken: string) =>
      mutate(
        { token: linkToken },
        {
          onSuccess: () => {
            toast({ title: t('auth.verify.successTitle'), description: t('auth.verify.successText') });
            onVerified();
          },
        },
      ),
    [mutate, onVerified, t],
  );
  const started = useRef(false);
  useEffect(() => {
    // A link works once: StrictMode's second run of this effect must not send it again and read 'used'.
    if (!token || started.current) return;
    started.current = true;
    verify(token);
  }, [token, verify]);

  if (!token) return <VerifyLinkProblem problem="invalid" user={user ?? null} />;
  const problem = linkProblemOf(error);
  if (problem) return <VerifyLinkProblem problem={problem} user={user ?? null} />;
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
