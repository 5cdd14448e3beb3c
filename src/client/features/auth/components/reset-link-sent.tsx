import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { paths } from '#client/lib/paths.ts';
import { PASSWORD_RESET_TTL_MS } from '#shared/constants/accounts.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { AuthNotice } from './auth-notice.tsx';

/** "If an account exists…": the answer never tells whether the address belongs to a member. */
export function ResetLinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthNotice
      icon={MailCheck}
      title={t('auth.forgot.sentTitle')}
      actions={
        <ButtonLink to={paths.login} variant="outline" size="lg">
          {t('auth.forgot.backToSignIn')}
        </ButtonLink>
      }
    >
      <p>{t('auth.forgot.sentText', { email, count: PASSWORD_RESET_TTL_MS / HOUR_MS })}</p>
    </AuthNotice>
  );
}
