import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { AuthPage } from '#client/features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx';
import { ResetLinkSent } from '#client/features/auth/components/reset-link-sent.tsx';
import { paths } from '#client/lib/paths.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthPage>
      {sentTo ? (
        <ResetLinkSent email={sentTo} />
      ) : (
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight">{t('auth.forgot.title')}</h1>
            <CardDescription>{t('auth.forgot.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ForgotPasswordForm onSent={setSentTo} />
            <Link to={paths.login} className="text-center text-sm text-primary underline-offset-4 hover:underline">
              {t('auth.forgot.backToSignIn')}
            </Link>
          </CardContent>
        </Card>
      )}
    </AuthPage>
  );
}
