import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { EMAIL_VERIFICATION_TTL_MS, type LinkProblem } from '#shared/constants/accounts.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { AuthNotice } from './auth-notice.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/**
 * Why the confirmation link did not work, and the one next step that helps: a new link for a member signed in
 * and still unconfirmed, the dashboard for one already confirmed, sign-in for everyone else (once signed in,
 * the banner offers a new link).
 */
export function VerifyLinkProblem({ problem, user }: { problem: LinkProblem; user: CurrentUser | null }) {
  const { t } = useTranslation();
  return (
    <AuthNotice icon={MailX} title={t(`auth.verify.${problem}.title`)} actions={<NextStep user={user} />}>
      <p>{t(`auth.verify.${problem}.text`, { count: EMAIL_VERIFICATION_TTL_MS / HOUR_MS })}</p>
      <p>
        {!user
          ? t(`auth.verify.${problem}.signedOut`)
          : user.emailVerified
            ? t('auth.verify.alreadyConfirmed')
            : t(`auth.verify.${problem}.unconfirmed`)}
      </p>
    </AuthNotice>
  );
}

function NextStep({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  if (user && !user.emailVerified) return <ResendVerificationButton email={user.email} size="lg" />;
  return (
    <ButtonLink to={user ? paths.dashboard : paths.login} size="lg">
      {user ? t('auth.verify.goToDashboard') : t('auth.verify.signIn')}
    </ButtonLink>
  );
}
