import { LoaderCircle, MailX, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { paths } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast-store.ts';
import { type LinkProblem, SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { useConsumeSignInLink } from '../api/sign-in-link.ts';
import { linkProblemOf } from '../link-problem.ts';
import { AuthNotice } from './auth-notice.tsx';

const MINUTE_MS = 60 * 1000;

/** Why the sign-in link did not work; the sign-in page is where a password or a new link gets them in. */
function SignInLinkProblem({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation();
  return (
    <AuthNotice
      icon={MailX}
      title={t(`auth.signInLink.${problem}.title`)}
      actions={
        <Button asChild size="lg">
          <Link to={paths.login}>{t('auth.signInLink.goToSignIn')}</Link>
        </Button>
      }
    >
      <p>{t(`auth.signInLink.${problem}.text`, { count: SIGN_IN_LINK_TTL_MS / MINUTE_MS })}</p>
      <p>{t('auth.signInLink.nextStep')}</p>
    </AuthNotice>
  );
}

/** Spends the emailed sign-in link as soon as the page opens; success signs this browser in. */
export function SignInWithLink({ token, onSignedIn }: { token: string | null; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { mutate, error, isError } = useConsumeSignInLink();
  const signIn = useCallback(
    (linkToken: string) =>
      mutate(
        { token: linkToken },
        {
          onSuccess: () => {
            toast({ title: t('auth.signInLink.successTitle'), description: t('auth.signInLink.successText') });
            onSignedIn();
          },
        },
      ),
    [mutate, onSignedIn, t],
  );
  const started = useRef(false);
  useEffect(() => {
    // A link works once: StrictMode's second run of this effect must not send it again and read 'used'.
    if (!token || started.current) return;
    started.current = true;
    signIn(token);
  }, [token, signIn]);

  if (!token) return <SignInLinkProblem problem="invalid" />;
  const problem = linkProblemOf(error);
  if (problem) return <SignInLinkProblem problem={problem} />;
  if (isError) {
    return (
      <AuthNotice
        icon={TriangleAlert}
        title={t('auth.signInLink.failedTitle')}
        actions={
          <Button size="lg" onClick={() => signIn(token)}>
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
      {t('auth.signInLink.signingIn')}
    </p>
  );
}
