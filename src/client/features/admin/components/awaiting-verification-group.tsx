import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { useAwaitingPayments } from '../api/get-awaiting-payments.ts';
import { fullName } from '../full-name.ts';
import { Pager } from './pager.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { QueryResult } from './query-result.tsx';
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
    <section aria-labelledby="subscriptions-awaiting" className="grid gap-3">
      <h2 id="subscriptions-awaiting" className="flex items-center gap-2 text-xl font-semibold">
        {t('admin.awaiting.title')}
        {awaiting.data && <Badge variant="secondary">{awaiting.data.total}</Badge>}
      </h2>
      <QueryResult query={awaiting}>
        {(data) =>
          data.payments.length === 0 ? (
            <p className="text-muted-foreground">{t('admin.awaiting.empty')}</p>
          ) : (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-card">
                {data.payments.map((payment) => (
                  <li key={payment.paymentId} className="grid gap-3 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
                    <span className="grid min-w-0 gap-1">
                      <span className="font-medium">{fullName(payment)}</span>
                      <span className="break-all text-sm text-muted-foreground">{payment.email}</span>
                    </span>
                    <PaymentDetails payment={payment} />
                    <VerifyPaymentButton payment={payment} />
                  </li>
                ))}
              </ul>
              <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPageChange={setPage} />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
