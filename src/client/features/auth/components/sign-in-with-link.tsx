import { MailX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast-store.ts';
import { type LinkProblem, SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { useConsumeSignInLink } from '../api/sign-in-link.ts';
import { linkProblemOf } from '../link-problem.ts';
import { AuthNotice } from './auth-notice.tsx';
import { SpendingLink, useSpendLinkOnOpen } from './emailed-link.tsx';

const MINUTE_MS = 60 * 1000;

/** Why the sign-in link did not work; the sign-in page is where a password or a new link gets them in. */
function SignInLinkProblem({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation();
  return (
    <AuthNotice
      icon={MailX}
      title={t(`auth.signInLink.${problem}.title`)}
      actions={
        <ButtonLink to={paths.login} size="lg">
          {t('auth.signInLink.goToSignIn')}
        </ButtonLink>
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
  const { mutate, error } = useConsumeSignInLink();
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
  useSpendLinkOnOpen(token, signIn);

  if (!token) return <SignInLinkProblem problem="invalid" />;
  const problem = linkProblemOf(error);
  if (problem) return <SignInLinkProblem problem={problem} />;
  return (
    <SpendingLink
      error={error}
      failedTitle={t('auth.signInLink.failedTitle')}
      pendingText={t('auth.signInLink.signingIn')}
      onRetry={() => signIn(token)}
    />
  );
}
