import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { displayNameOf } from '../../features/auth/user-display.ts';
import { paths } from '../../lib/paths.ts';
import { useSignedInUser } from '../require-auth.tsx';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>{t('admin.backToApp')}</Link>
        </Button>
      </div>
      <p className="text-muted-foreground">
        {t('admin.signedInAs', { name: displayNameOf(user, t('topBar.defaultName')) })}
      </p>
    </div>
  );
}
