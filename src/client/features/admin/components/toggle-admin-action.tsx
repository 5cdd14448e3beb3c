import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { useSetAdminStatus } from '../api/set-admin-status.ts';
import { fullName } from '../full-name.ts';

/** Grants or removes admin rights after one confirmation; the server refuses removing the last admin. */
export function ToggleAdminAction({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const setAdminStatus = useSetAdminStatus();
  const name = fullName(user);
  const granting = !user.isAdmin;
  return (
    <InlineConfirm
      // A new status starts a new question: the confirmation does not stay open after it took effect.
      key={String(user.isAdmin)}
      label={granting ? t('admin.users.grant', { name }) : t('admin.users.revoke', { name })}
      question={granting ? t('admin.users.grantQuestion', { name }) : t('admin.users.revokeQuestion', { name })}
      confirmLabel={granting ? t('admin.users.grantConfirm') : t('admin.users.revokeConfirm')}
      cancelLabel={t('admin.cancel')}
      pending={setAdminStatus.isPending}
      onConfirm={() =>
        setAdminStatus.mutate(
          { userId: user.id, isAdmin: granting },
          {
            onSuccess: () => toast({ title: t('admin.users.toggleSuccess') }),
            onError: (error) =>
              toast({
                title: t('admin.users.toggleFailed'),
                description: errorMessage(error, t),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
