import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../lib/paths.ts';
import { toast } from '../lib/toast-store.ts';
import { useSignedInUser } from './require-auth.tsx';

/**
 * Admin pages, nested under RequireAuth. The server's isAdmin decides; the server refuses admin calls to
 * anyone else anyway, this only spares a member a page they cannot use.
 */
export function RequireAdmin() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  useEffect(() => {
    if (!user.isAdmin) {
      toast({
        title: t('admin.accessDenied'),
        description: t('admin.accessDeniedDescription'),
        variant: 'destructive',
      });
    }
  }, [user.isAdmin, t]);
  if (!user.isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet context={user} />;
}
