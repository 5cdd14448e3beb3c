import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import { formatDay, formatInstant, formatInstantDay, formatMoney } from '#client/lib/format.ts';
import type { AdminMailing, AdminMailingDetail } from '#shared/schemas/mailing.ts';
import { useAdminMailing } from '../api/get-admin-mailing.ts';
import { MailingStatusBadges, memberNameOf } from './mailing-grid.tsx';

/** One mailing and its USPS tracking history, read when the panel opens (the server logs the read). */
export function MailingDetailDialog({ mailing, onClose }: { mailing: AdminMailing | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={mailing !== null} onOpenChange={(open) => !open && onClose()}>
      {mailing && (
        <DialogContent className="sm:max-w-2xl">
          <DialogTitle>
            {t('admin.mailings.detailTitle', { name: memberNameOf(mailing), bureau: t(`bureaus.${mailing.bureau}`) })}
          </DialogTitle>
          <DialogDescription className="break-all">{mailing.member.email}</DialogDescription>
          <MailingDetailContent mailingId={mailing.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function MailingDetailContent({ mailingId }: { mailingId: string }) {
  const detail = useAdminMailing(mailingId);
  return (
    <div className="mt-4">
      <QueryAnswer query={detail}>{(mailing) => <MailingFacts mailing={mailing} />}</QueryAnswer>
    </div>
  );
}

function MailingFacts({ mailing }: { mailing: AdminMailingDetail }) {
  const { t } = useTranslation();
  const facts = [
    {
      label: t('admin.mailings.columns.price'),
      value: `${formatMoney(mailing.priceCents)} · ${t(mailing.charged ? 'admin.mailings.charged' : 'admin.mailings.notCharged')}`,
    },
    { label: t('admin.mailings.columns.tracking'), value: mailing.trackingNumber ?? '—' },
    { label: t('admin.mailings.lobLetter'), value: mailing.lobLetterId ?? t('admin.mailings.notQueuedYet') },
    {
      label: t('admin.mailings.enclosuresLabel'),
      value:
        mailing.enclosures.map((enclosure) => t(`admin.mailings.enclosures.${enclosure}`)).join(', ') ||
        t('admin.mailings.noEnclosures'),
    },
    { label: t('admin.mailings.created'), value: formatInstantDay(mailing.createdAt) },
    { label: t('admin.mailings.mailed'), value: formatDay(mailing.mailedOn) },
    { label: t('admin.mailings.delivered'), value: formatDay(mailing.deliveredOn) },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('admin.filters.status')}</dt>
          <dd>
            <MailingStatusBadges mailing={mailing} />
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label} className="grid min-w-0 gap-1">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="break-all">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="mailing-tracking" className="grid gap-2">
        <h3 id="mailing-tracking" className="text-lg font-semibold">
          {t('admin.mailings.trackingTitle')}
        </h3>
        {mailing.tracking.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.mailings.trackingEmpty')}</p>
        ) : (
          <ol className="divide-y divide-border rounded-lg border border-border text-sm">
            {mailing.tracking.map((scan) => (
              <li key={`${scan.occurredAt}-${scan.step}`} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]">
                <span className="font-medium">{t(`admin.mailings.steps.${scan.step}`)}</span>
                <span className="text-muted-foreground">{formatInstant(scan.occurredAt)}</span>
                {scan.location && <span className="text-muted-foreground sm:col-span-2">{scan.location}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
