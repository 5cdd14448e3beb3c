import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { EMAIL_VERIFICATION_TTL_MS } from '#shared/constants/accounts.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { AuthNotice } from './auth-notice.tsx';

/** After signing up: the account waits for the member to open the link we emailed. */
export function CheckEmail({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthNotice
      icon={MailCheck}
      title={t('auth.checkEmail.title')}
      actions={
        <Button variant="outline" size="lg" onClick={onSignIn}>
          {t('auth.checkEmail.signIn')}
        </Button>
      }
    >
      <p>{t('auth.checkEmail.sentTo', { email, count: EMAIL_VERIFICATION_TTL_MS / HOUR_MS })}</p>
      <p>{t('auth.checkEmail.otherDevice')}</p>
      <p className="text-sm text-muted-foreground">{t('auth.checkEmail.notReceived')}</p>
    </AuthNotice>
  );
}
