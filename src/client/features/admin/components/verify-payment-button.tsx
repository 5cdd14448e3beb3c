import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { fullName } from '../full-name.ts';
import { AdminKeyDialog } from './admin-key-dialog.tsx';
import { VerifyPaymentForm } from './verify-payment-form.tsx';

/**
 * Opens the check of one manual payment awaiting verification: a period's price the member reported paying
 * (purchase or renewal alike), or a purchase paid up front before billing in arrears, whose check starts its plan.
 */
export function VerifyPaymentButton({ payment }: { payment: AwaitingPayment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(payment);
  return (
    <>
      <Button size="sm" aria-label={t('admin.activate.verifyPaymentFor', { name })} onClick={() => setOpen(true)}>
        {t('admin.activate.verifyPayment')}
      </Button>
      <AdminKeyDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.activate.paymentTitle')}
        description={t('admin.activate.description', { name, email: payment.email })}
      >
        <VerifyPaymentForm payment={payment} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </AdminKeyDialog>
    </>
  );
}
