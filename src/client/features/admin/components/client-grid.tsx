import { useTranslation } from 'react-i18next';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { fullName } from '../full-name.ts';
import { CardGrid, GridCell } from './card-grid.tsx';
import { RoleBadges } from './role-badges.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

const COLUMNS = ['client', 'plan', 'disputes', 'payments', 'creditScore', 'dates'] as const;
type Column = (typeof COLUMNS)[number];

/** The client records: one row per client (docs/product-rules.md, Admin). */
export function ClientGrid({ clients, onView }: { clients: ClientRecord[]; onView: (client: ClientRecord) => void }) {
  const { t } = useTranslation();
  const named = (column: Column) => t(`admin.clients.columns.${column}`);
  return (
    <CardGrid
      columns={COLUMNS.map(named)}
      label={t('admin.clients.tableLabel')}
      empty={t('admin.clients.empty')}
      rows={clients}
    >
      {(client) => {
        const name = fullName(client);
        return (
          <>
            <GridCell name={named('client')}>
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
            </GridCell>
            <GridCell name={named('plan')}>
              <SubscriptionStatusBadge status={client.subscriptionStatus} />
              <span>{client.subscriptionTier ? t(`plans.name.${client.subscriptionTier}`) : t('admin.noPlan')}</span>
            </GridCell>
            <GridCell name={named('disputes')}>
              <span>
                {t('admin.clients.disputeCounts', {
                  total: client.totalDisputes,
                  active: client.activeDisputes,
                  resolved: client.resolvedDisputes,
                })}
              </span>
            </GridCell>
            <GridCell name={named('payments')}>
              <span className="tabular-nums">{formatMoney(client.totalPaymentsCents)}</span>
            </GridCell>
            <GridCell name={named('creditScore')}>
              <span className="tabular-nums">{client.creditScore ?? '—'}</span>
            </GridCell>
            <GridCell name={named('dates')}>
              <span>{t('admin.clients.registered', { date: formatInstantDay(client.registrationDate) })}</span>
              <span className="text-muted-foreground">
                {client.lastLoginDate
                  ? t('admin.clients.lastLogin', { date: formatInstantDay(client.lastLoginDate) })
                  : t('admin.users.neverSignedIn')}
              </span>
            </GridCell>
          </>
        );
      }}
    </CardGrid>
  );
}
