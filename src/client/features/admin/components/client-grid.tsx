import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { fullName } from '../full-name.ts';
import { RoleBadges } from './role-badges.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

const COLUMNS = ['client', 'plan', 'disputes', 'payments', 'creditScore', 'dates'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * One field of a client, named by its column: on a small screen, where the rows are cards and the header row is
 * gone, the name shows; on a wide one it is left to screen readers.
 */
function Cell({ column, children }: { column: Column; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 content-start gap-1 text-sm">
      <dt className="text-xs font-medium text-muted-foreground lg:sr-only">{t(`admin.clients.columns.${column}`)}</dt>
      <dd className="grid justify-items-start gap-1">{children}</dd>
    </div>
  );
}

/** A six-column grid on a wide screen, one card per client below it (docs/product-rules.md, Admin). */
export function ClientGrid({ clients, onView }: { clients: ClientRecord[]; onView: (client: ClientRecord) => void }) {
  const { t } = useTranslation();
  if (clients.length === 0) return <p className="text-muted-foreground">{t('admin.clients.empty')}</p>;
  return (
    <div className="grid gap-3 lg:gap-0">
      {/* The header row only repeats the field names each row already gives screen readers. */}
      <div aria-hidden="true" className="hidden grid-cols-6 gap-4 border-b border-border px-4 py-2 lg:grid">
        {COLUMNS.map((column) => (
          <span key={column} className="text-sm font-medium text-muted-foreground">
            {t(`admin.clients.columns.${column}`)}
          </span>
        ))}
      </div>
      <ul aria-label={t('admin.clients.tableLabel')} className="grid gap-3 lg:gap-0">
        {clients.map((client) => {
          const name = fullName(client);
          return (
            <li
              key={client.id}
              className="rounded-lg border border-border bg-card p-4 lg:rounded-none lg:border-0 lg:border-b"
            >
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:gap-4">
                <Cell column="client">
                  <button
                    type="button"
                    className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={t('admin.clients.viewHistory', { name })}
                    onClick={() => onView(client)}
                  >
                    {name}
                  </button>
                  <span className="break-all text-muted-foreground">{client.email}</span>
                  {client.isAdmin && <RoleBadges isAdmin />}
                </Cell>
                <Cell column="plan">
                  <SubscriptionStatusBadge status={client.subscriptionStatus} />
                  <span>
                    {client.subscriptionTier ? t(`plans.name.${client.subscriptionTier}`) : t('admin.noPlan')}
                  </span>
                </Cell>
                <Cell column="disputes">
                  <span>
                    {t('admin.clients.disputeCounts', {
                      total: client.totalDisputes,
                      active: client.activeDisputes,
                      resolved: client.resolvedDisputes,
                    })}
                  </span>
                </Cell>
                <Cell column="payments">
                  <span className="tabular-nums">{formatMoney(client.totalPaymentsCents)}</span>
                </Cell>
                <Cell column="creditScore">
                  <span className="tabular-nums">{client.creditScore ?? '—'}</span>
                </Cell>
                <Cell column="dates">
                  <span>{t('admin.clients.registered', { date: formatInstantDay(client.registrationDate) })}</span>
                  <span className="text-muted-foreground">
                    {client.lastLoginDate
                      ? t('admin.clients.lastLogin', { date: formatInstantDay(client.lastLoginDate) })
                      : t('admin.users.neverSignedIn')}
                  </span>
                </Cell>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
