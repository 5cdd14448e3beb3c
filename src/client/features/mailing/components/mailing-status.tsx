import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay, formatDeadline, formatInstant, formatMoney } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { useCancelMailing } from '../api/cancel-mailing.ts';
import type { LiveMailing } from '../use-letter-mailing.ts';

/**
 * Lob has not confirmed the letter yet (it failed on its side or did not answer in time): we keep it and the
 * reconciling job hands it over within minutes. Lob gives the send date with its confirmation, so until then there
 * is no cancel window to offer, and nothing is printed.
 */
const handingOver = (mailing: LiveMailing) => mailing.status === 'queued' && mailing.sendAfter === null;

/** Where the letter stands, in one sentence. */
function statusLine(mailing: LiveMailing, bureau: string, t: TFunction) {
  switch (mailing.status) {
    case 'queued':
      if (handingOver(mailing)) return t('mailing.status.handingOver');
      return mailing.cancellable && mailing.sendAfter
        ? t('mailing.status.queued', { date: formatDeadline(mailing.sendAfter) })
        : t('mailing.status.queuedLocked');
    case 'mailed':
      return t('mailing.status.mailed', { date: formatDay(mailing.mailedOn) });
    case 'in_transit':
      return t('mailing.status.in_transit', { bureau });
    case 'delivered':
      return t('mailing.status.delivered', { bureau, date: formatDay(mailing.deliveredOn) });
    case 'returned':
      return t('mailing.status.returned', { bureau });
  }
}

/** The member's own cancel, free while the letter is queued; too late once Lob took it to print. */
function CancelMailing({ mailing, bureau }: { mailing: LiveMailing; bureau: string }) {
  const { t } = useTranslation();
  const cancel = useCancelMailing();
  return (
    <InlineConfirm
      label={t('mailing.status.cancel')}
      question={t('mailing.status.cancelQuestion', { bureau })}
      confirmLabel={t('mailing.status.cancelConfirm')}
      cancelLabel={t('mailing.status.cancelKeep')}
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(mailing.id, {
          onSuccess: () => toast({ title: t('mailing.status.cancelled') }),
          onError: (error) =>
            toastFailure(
              t('mailing.status.cancelFailed'),
              error instanceof ApiError && error.body?.code === 'NOT_CANCELLABLE'
                ? t('mailing.status.tooLate')
                : errorMessage(error, t),
            ),
        })
      }
    />
  );
}

/**
 * A letter we mail for the member, where its bureau row had the member's own mailing steps: where it stands, its
 * USPS tracking number, what it costs and whether that was charged, the cancel while queued, and every USPS scan.
 */
export function MailingStatus({ mailing, bureau }: { mailing: LiveMailing; bureau: Bureau }) {
  const { t } = useTranslation();
  const bureauName = t(`bureaus.${bureau}`);
  const price = formatMoney(mailing.priceCents);
  const returned = mailing.status === 'returned';
  return (
    <div
      role={returned ? 'alert' : undefined}
      className={
        returned
          ? 'grid gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm'
          : 'grid gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm'
      }
    >
      <p className="font-medium">{statusLine(mailing, bureauName, t)}</p>
      {mailing.status === 'in_transit' && mailing.expectedDeliveryOn && (
        <p>{t('mailing.status.expected', { date: formatDay(mailing.expectedDeliveryOn) })}</p>
      )}
      {mailing.trackingNumber && (
        <dl>
          <dt className="text-muted-foreground">{t('mailing.status.trackingNumber')}</dt>
          <dd className="break-all font-mono text-xs">{mailing.trackingNumber}</dd>
        </dl>
      )}
      {mailing.charged ? (
        <p className="text-muted-foreground">{t('mailing.status.costCharged', { price })}</p>
      ) : (
        mailing.status === 'queued' && (
          <p className="text-muted-foreground">
            {t(handingOver(mailing) ? 'mailing.status.costHandingOver' : 'mailing.status.costPending', { price })}
          </p>
        )
      )}
      {mailing.status === 'queued' && mailing.cancellable && !handingOver(mailing) && (
        <CancelMailing mailing={mailing} bureau={bureauName} />
      )}
      {mailing.tracking.length > 0 && (
        <details>
          <summary className="min-h-9 cursor-pointer py-2 font-medium">{t('mailing.status.history')}</summary>
          <ol className="grid gap-2">
            {mailing.tracking.map((entry) => (
              <li key={`${entry.occurredAt}-${entry.step}`} className="grid">
                <span className="font-medium">{t(`mailing.status.steps.${entry.step}`)}</span>
                <span className="text-muted-foreground">
                  <time dateTime={entry.occurredAt}>{formatInstant(entry.occurredAt)}</time>
                  {entry.location && ` · ${entry.location}`}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
