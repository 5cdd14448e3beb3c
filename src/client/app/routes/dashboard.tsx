import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { displayNameOf } from '../../features/auth/user-display.ts';
import { useSignedInUser } from '../require-auth.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {t('dashboard.welcome', { name: displayNameOf(user, t('topBar.defaultName')) })}
        </h1>
        <p className="text-muted-foreground">{t('dashboard.intro')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.accountTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">{t('dashboard.emailLabel')}</dt>
              <dd className="break-all font-medium">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('dashboard.planLabel')}</dt>
              <dd className="font-medium">{t(`subscriptionStatus.${user.subscriptionStatus}`)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t('dashboard.disclaimer')}</p>
    </div>
  );
}
