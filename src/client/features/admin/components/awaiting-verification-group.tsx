import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwaitingPayments } from '../api/get-awaiting-payments.ts';
import { fullName } from '../full-name.ts';
import { PagedGroup } from './paged-group.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { VerifyPaymentButton } from './verify-payment-button.tsx';

/**
 * Manual payments an admin has to check, purchases and monthly renewals alike, the longest waiting first:
 * a renewal's month opens only once it is verified here.
 */
export function AwaitingVerificationGroup() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const awaiting = useAwaitingPayments({ page });
  return (
    <PagedGroup
      id="subscriptions-awaiting"
      title={t('admin.awaiting.title')}
      query={awaiting}
      rows={(data) => data.payments}
      empty={t('admin.awaiting.empty')}
      onPageChange={setPage}
    >
      {(payment) => (
        <li key={payment.paymentId} className="grid gap-3 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <span className="grid min-w-0 gap-1">
            <span className="font-medium">{fullName(payment)}</span>
            <span className="break-all text-sm text-muted-foreground">{payment.email}</span>
          </span>
          <PaymentDetails payment={payment} />
          <VerifyPaymentButton payment={payment} />
        </li>
      )}
    </PagedGroup>
  );
}
