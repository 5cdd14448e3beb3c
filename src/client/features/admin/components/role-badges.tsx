import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';

/** Admin or User, and Owner for the account the configuration names (docs/product-rules.md, Admin). */
export function RoleBadges({ isAdmin, isOwner = false }: { isAdmin: boolean; isOwner?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant={isAdmin ? 'default' : 'secondary'}>{t(isAdmin ? 'admin.roles.admin' : 'admin.roles.user')}</Badge>
      {isOwner && <Badge variant="outline">{t('admin.roles.owner')}</Badge>}
    </>
  );
}
