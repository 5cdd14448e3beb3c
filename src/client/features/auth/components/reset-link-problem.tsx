import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { type LinkProblem, PASSWORD_RESET_TTL_MS } from '#shared/constants/accounts.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { AuthNotice } from './auth-notice.tsx';

/** Why the reset link did not work; whatever the reason, a new link is one tap away. */
export function ResetLinkProblem({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation();
  return (
    <AuthNotice
      icon={KeyRound}
      title={t(`auth.reset.${problem}.title`)}
      actions={
        <>
          <ButtonLink to={paths.forgotPassword} size="lg">
            {t('auth.reset.newLink')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="outline" size="lg">
            {t('auth.reset.signIn')}
          </ButtonLink>
        </>
      }
    >
      <p>{t(`auth.reset.${problem}.text`, { count: PASSWORD_RESET_TTL_MS / HOUR_MS })}</p>
    </AuthNotice>
  );
}
