import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseAdminTab } from '#client/features/admin/admin-tabs.ts';
import { AdminHeader } from '#client/features/admin/components/admin-header.tsx';
import { AdminTabs } from '#client/features/admin/components/admin-tabs.tsx';
import { displayNameOf } from '#client/features/auth/user-display.ts';
import { useSignedInUser } from '../require-auth.tsx';

/** The admin dashboard; the open tab lives in the address (`?tab=`), so a reload or a shared link keeps it. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <div className="grid min-w-0 gap-6">
      <AdminHeader adminName={displayNameOf(user, t('topBar.defaultName'))} />
      <AdminTabs
        tab={parseAdminTab(searchParams.get('tab'))}
        onTabChange={(tab) => setSearchParams({ tab }, { replace: true })}
      />
    </div>
  );
}
