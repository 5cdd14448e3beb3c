import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { fullName } from '../full-name.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';

/** Activates a member whose payment waits for verification, after asking for the admin key. */
export function ActivateUserButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const activate = useActivateSubscription();
  const name = fullName(user);
  return (
    <>
      <Button size="sm" aria-label={t('admin.activate.actionFor', { name })} onClick={() => setOpen(true)}>
        {t('admin.activate.action')}
      </Button>
      <AdminKeyDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.activate.title')}
        description={t('admin.activate.description', { name, email: user.email })}
        confirmLabel={t('admin.activate.confirm')}
        withReference
        pending={activate.isPending}
        onSubmit={({ adminKey, paymentReference }) =>
          activate.mutate(
            { userId: user.id, adminKey, paymentReference },
            {
              onSuccess: () => {
                setOpen(false);
                toast({ title: t('admin.activate.success') });
              },
              onError: (error) =>
                toast({
                  title: t('admin.activate.failed'),
                  description: activationErrorMessage(error, t),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </>
  );
}
