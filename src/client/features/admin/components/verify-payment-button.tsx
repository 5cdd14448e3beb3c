import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fullName } from '../full-name.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';
import { VerifyPaymentForm } from './verify-payment-form.tsx';

/** Opens the check of one manual payment awaiting verification: a purchase (activation) or a renewal. */
export function VerifyPaymentButton({ payment }: { payment: AwaitingPayment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(payment);
  const renewal = payment.kind === 'renewal';
  return (
    <>
      <Button
        size="sm"
        aria-label={renewal ? t('admin.activate.verifyRenewalFor', { name }) : t('admin.activate.actionFor', { name })}
        onClick={() => setOpen(true)}
      >
        {renewal ? t('admin.activate.verifyRenewal') : t('admin.activate.action')}
      </Button>
      <AdminKeyDialog
        open={open}
        onOpenChange={setOpen}
        title={renewal ? t('admin.activate.renewalTitle') : t('admin.activate.title')}
        description={t('admin.activate.description', { name, email: payment.email })}
      >
        <VerifyPaymentForm payment={payment} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </AdminKeyDialog>
    </>
  );
}
