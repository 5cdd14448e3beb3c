import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { AuthPage } from '#client/features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '#client/features/auth/components/new-password-form.tsx';
import { ResetLinkProblem } from '#client/features/auth/components/reset-link-problem.tsx';
import { paths } from '#client/lib/paths.ts';
import type { LinkProblem } from '#shared/constants/accounts.ts';

/** Opened from the password-reset email: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  return (
    <AuthPage>
      {!token || problem ? (
        <ResetLinkProblem problem={problem ?? 'invalid'} />
      ) : (
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight">{t('auth.reset.title')}</h1>
            <CardDescription>{t('auth.reset.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ResetPasswordForm
              token={token}
              onReset={() => navigate(paths.dashboard, { replace: true })}
              onLinkProblem={setProblem}
            />
          </CardContent>
        </Card>
      )}
    </AuthPage>
  );
}
