import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { useAwaitingPayments } from '../api/get-awaiting-payments.ts';
import { fullName } from '../full-name.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';
import { QueryResult } from './query-result.tsx';
import { VerifyPaymentForm } from './verify-payment-form.tsx';

/**
 * Activates a member whose purchase waits for verification, from the users list: the dialog reads the
 * purchase (plan, amount, what the member reported) when it opens, so the admin checks it before verifying.
 */
export function ActivateUserButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const purchase = useAwaitingPayments({ userId: user.id, kind: 'purchase' }, open);
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
      >
        <QueryResult query={purchase}>
          {({ payments: [payment] }) =>
            payment ? (
              <VerifyPaymentForm
                payment={payment}
                activation
                onDone={() => setOpen(false)}
                onCancel={() => setOpen(false)}
              />
            ) : (
              <p className="text-muted-foreground">{t('admin.activate.nothingAwaiting')}</p>
            )
          }
        </QueryResult>
      </AdminKeyDialog>
    </>
  );
}
