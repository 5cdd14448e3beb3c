import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDay, formatInstantDay, formatMoney } from '#client/lib/format.ts';
import type { AdminMailing } from '#shared/schemas/mailing.ts';

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

/** One field of a mailing: its name shows on a small screen, where the rows are cards; on a wide one it is for screen readers. */
function Cell({ column, children }: { column: Column; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 content-start gap-1 text-sm">
      <dt className="text-xs font-medium text-muted-foreground lg:sr-only">{t(`admin.mailings.columns.${column}`)}</dt>
      <dd className="grid justify-items-start gap-1">{children}</dd>
    </div>
  );
}

/** A six-column grid on a wide screen, one card per mailing below it, as the client records show. */
export function MailingGrid({
  mailings,
  onView,
}: {
  mailings: AdminMailing[];
  onView: (mailing: AdminMailing) => void;
}) {
  const { t } = useTranslation();
  if (mailings.length === 0) return <p className="text-muted-foreground">{t('admin.mailings.empty')}</p>;
  return (
    <div className="grid gap-3 lg:gap-0">
      {/* The header row only repeats the field names each row already gives screen readers. */}
      <div aria-hidden="true" className="hidden grid-cols-6 gap-4 border-b border-border px-4 py-2 lg:grid">
        {COLUMNS.map((column) => (
          <span key={column} className="text-sm font-medium text-muted-foreground">
            {t(`admin.mailings.columns.${column}`)}
          </span>
        ))}
      </div>
      <ul aria-label={t('admin.mailings.tableLabel')} className="grid gap-3 lg:gap-0">
        {mailings.map((mailing) => {
          const bureau = t(`bureaus.${mailing.bureau}`);
          return (
            <li
              key={mailing.id}
              className="rounded-lg border border-border bg-card p-4 lg:rounded-none lg:border-0 lg:border-b"
            >
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:gap-4">
                <Cell column="member">
                  <button
                    type="button"
                    className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={t('admin.mailings.view', { name: memberNameOf(mailing), bureau })}
                    onClick={() => onView(mailing)}
                  >
                    {memberNameOf(mailing)}
                  </button>
                  <span className="break-all text-muted-foreground">{mailing.member.email}</span>
                </Cell>
                <Cell column="bureau">
                  <span>{bureau}</span>
                </Cell>
                <Cell column="status">
                  <MailingStatusBadges mailing={mailing} />
                </Cell>
                <Cell column="price">
                  <span className="tabular-nums">{formatMoney(mailing.priceCents)}</span>
                  <span className="text-muted-foreground">
                    {t(mailing.charged ? 'admin.mailings.charged' : 'admin.mailings.notCharged')}
                  </span>
                </Cell>
                <Cell column="tracking">
                  <span className="break-all font-mono text-xs">{mailing.trackingNumber ?? '—'}</span>
                </Cell>
                <Cell column="dates">
                  <span>{t('admin.mailings.createdOn', { date: formatInstantDay(mailing.createdAt) })}</span>
                  <span>{t('admin.mailings.mailedOn', { date: formatDay(mailing.mailedOn) })}</span>
                  <span>{t('admin.mailings.deliveredOn', { date: formatDay(mailing.deliveredOn) })}</span>
                </Cell>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
