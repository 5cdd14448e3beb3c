import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDay, formatInstantDay, formatMoney } from '#client/lib/format.ts';
import type { AdminMailing } from '#shared/schemas/mailing.ts';
import { CardGrid, GridCell } from './card-grid.tsx';

const COLUMNS = ['member', 'bureau', 'status', 'price', 'tracking', 'dates'] as const;
type Column = (typeof COLUMNS)[number];

/** The member's name as the list shows it; the email stands in for someone who gave no name. */
export const memberNameOf = (mailing: AdminMailing) => mailing.member.name.trim() || mailing.member.email;

/** A mailing's status, and beside it what needs an admin's eye. */
export function MailingStatusBadges({ mailing }: { mailing: AdminMailing }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="secondary">{t(`admin.mailings.statuses.${mailing.status}`)}</Badge>
      {mailing.problem && (
        <Badge variant={mailing.problem === 'issue' ? 'warning' : 'destructive'}>
          {t(`admin.mailings.problems.${mailing.problem}`)}
        </Badge>
      )}
    </span>
  );
}

/** Every member's mailings, as the client records show their clients. */
export function MailingGrid({
  mailings,
  onView,
}: {
  mailings: AdminMailing[];
  onView: (mailing: AdminMailing) => void;
}) {
  const { t } = useTranslation();
  const named = (column: Column) => t(`admin.mailings.columns.${column}`);
  return (
    <CardGrid
      columns={COLUMNS.map(named)}
      label={t('admin.mailings.tableLabel')}
      empty={t('admin.mailings.empty')}
      rows={mailings}
    >
      {(mailing) => {
        const bureau = t(`bureaus.${mailing.bureau}`);
        return (
          <>
            <GridCell name={named('member')}>
              <button
                type="button"
                className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('admin.mailings.view', { name: memberNameOf(mailing), bureau })}
                onClick={() => onView(mailing)}
              >
                {memberNameOf(mailing)}
              </button>
              <span className="break-all text-muted-foreground">{mailing.member.email}</span>
            </GridCell>
            <GridCell name={named('bureau')}>
              <span>{bureau}</span>
            </GridCell>
            <GridCell name={named('status')}>
              <MailingStatusBadges mailing={mailing} />
            </GridCell>
            <GridCell name={named('price')}>
              <span className="tabular-nums">{formatMoney(mailing.priceCents)}</span>
              <span className="text-muted-foreground">
                {t(mailing.charged ? 'admin.mailings.charged' : 'admin.mailings.notCharged')}
              </span>
            </GridCell>
            <GridCell name={named('tracking')}>
              <span className="break-all font-mono text-xs">{mailing.trackingNumber ?? '—'}</span>
            </GridCell>
            <GridCell name={named('dates')}>
              <span>{t('admin.mailings.createdOn', { date: formatInstantDay(mailing.createdAt) })}</span>
              <span>{t('admin.mailings.mailedOn', { date: formatDay(mailing.mailedOn) })}</span>
              <span>{t('admin.mailings.deliveredOn', { date: formatDay(mailing.deliveredOn) })}</span>
            </GridCell>
          </>
        );
      }}
    </CardGrid>
  );
}
