import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { ReasonLabels } from '#client/components/disputes/reason-labels.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Loading } from '#client/components/ui/section.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstant, formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import { BILLING_PAYMENT_STATUSES, PAYMENT_KINDS } from '#shared/constants/billing.ts';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { useClientHistory } from '../api/get-client-history.ts';
import { fullName } from '../full-name.ts';
import { isOneOf } from '../known-value.ts';
import { ClientCampaign } from './client-campaign.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

/**
 * The detail panel of one client: their history, and their disputes' campaigns in a tab of their own. Each is read
 * when its tab opens (the server logs each read), so looking at the history does not log a look at the campaign.
 */
export function ClientHistoryDialog({ client, onClose }: { client: ClientRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      {client && (
        <DialogContent className="sm:max-w-3xl lg:max-w-5xl">
          <DialogTitle>{t('admin.history.title', { name: fullName(client) })}</DialogTitle>
          <DialogDescription className="break-all">{client.email}</DialogDescription>
          <Tabs defaultValue="history" className="mt-2 min-w-0">
            <TabsList aria-label={t('admin.campaign.tabs.label')} className="sm:w-fit">
              <TabsTrigger value="history">{t('admin.campaign.tabs.history')}</TabsTrigger>
              <TabsTrigger value="campaign">{t('admin.campaign.tabs.campaign')}</TabsTrigger>
            </TabsList>
            <TabsContent value="history">
              <ClientHistoryContent userId={client.id} onFailed={onClose} />
            </TabsContent>
            <TabsContent value="campaign">
              <ClientCampaign userId={client.id} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}

const score = (value: number | null) => (value === null ? '—' : String(value));

function ClientHistoryContent({ userId, onFailed }: { userId: string; onFailed: () => void }) {
  const { t } = useTranslation();
  const history = useClientHistory(userId);
  // A failed read says "Failed to fetch client history" and the panel closes (docs/product-rules.md, Admin).
  useEffect(() => {
    if (!history.isError) return;
    toast({ title: t('admin.history.failed'), description: errorMessage(history.error, t), variant: 'destructive' });
    onFailed();
  }, [history.isError, history.error, t, onFailed]);
  if (!history.data) return <Loading />;
  const { client, subscriptionHistory, disputeHistory, creditReports, paymentTimeline } = history.data;
  return (
    <div className="grid gap-6">
      <HistorySummary client={client} />
      <HistoryPart part="subscription" entries={subscriptionHistory} ordered>
        {(entry) => (
          <li key={`${entry.date}-${entry.action}`} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]">
            <span className="font-medium">{t(`admin.history.actions.${entry.action}`)}</span>
            <span className="text-muted-foreground">{formatInstant(entry.date)}</span>
            <span className="text-muted-foreground sm:col-span-2">
              {t('admin.history.subscriptionDetail', {
                plan: entry.tier ? t(`plans.name.${entry.tier}`) : t('admin.noPlan'),
                status: t(`admin.statuses.${entry.newStatus}`),
                by: t(`admin.history.by.${entry.by}`),
              })}
            </span>
          </li>
        )}
      </HistoryPart>
      <HistoryPart part="disputes" entries={disputeHistory}>
        {(dispute) => (
          <li key={dispute.id} className="grid gap-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{dispute.accountName}</span>
              <DisputeStatusBadge status={dispute.status} />
            </div>
            <span>
              <ReasonLabels codes={dispute.reasonCodes} />
            </span>
            <span className="text-muted-foreground">
              {t('admin.history.disputeCreated', { date: formatInstantDay(dispute.createdAt) })}
            </span>
            {dispute.bureaus.length > 0 && (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {dispute.bureaus.map((row) => (
                  <li key={row.bureau}>
                    {t('admin.history.bureauState', {
                      bureau: t(`bureaus.${row.bureau}`),
                      state: row.outcome
                        ? t(`disputes.outcome.${row.outcome}`)
                        : t(`disputes.bureau.status.${row.status}`),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </HistoryPart>
      <HistoryPart part="reports" entries={creditReports}>
        {(report) => (
          <li key={report.id} className="grid gap-1 p-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <span className="font-medium">{formatInstantDay(report.pulledAt)}</span>
            <span>
              {t('admin.history.scores', {
                score: score(report.creditScore),
                experian: score(report.experianScore),
                equifax: score(report.equifaxScore),
                transunion: score(report.transunionScore),
              })}
            </span>
          </li>
        )}
      </HistoryPart>
      <HistoryPart part="payments" entries={paymentTimeline} ordered>
        {(payment) => (
          <li key={payment.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-3">
            <span className="font-medium">
              {t('admin.history.paymentLabel', {
                kind: isOneOf(PAYMENT_KINDS, payment.kind)
                  ? t(`admin.history.paymentKinds.${payment.kind}`)
                  : payment.kind,
                plan: t(`plans.name.${payment.paymentType}`),
              })}
            </span>
            <span className="text-right font-semibold tabular-nums">{formatMoney(payment.amountCents)}</span>
            <span className="text-muted-foreground">{formatInstantDay(payment.date)}</span>
            <span className="text-right">
              {/* A completed payment shows the default badge (docs/product-rules.md, Admin). */}
              <Badge variant={payment.status === 'completed' ? 'default' : 'outline'}>
                {isOneOf(BILLING_PAYMENT_STATUSES, payment.status)
                  ? t(`admin.history.paymentStatuses.${payment.status}`)
                  : payment.status}
              </Badge>
            </span>
          </li>
        )}
      </HistoryPart>
    </div>
  );
}

function HistorySummary({ client }: { client: ClientRecord }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('admin.history.phone'), value: client.phoneNumber ?? '—' },
    {
      label: t('admin.history.plan'),
      value: client.subscriptionTier ? t(`plans.name.${client.subscriptionTier}`) : t('admin.noPlan'),
    },
    {
      label: t('admin.history.profile'),
      value: t(client.onboardingCompleted ? 'admin.history.profileGiven' : 'admin.history.profileMissing'),
    },
    { label: t('admin.clients.columns.payments'), value: formatMoney(client.totalPaymentsCents) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('admin.filters.status')}</dt>
        <dd>
          <SubscriptionStatusBadge status={client.subscriptionStatus} />
        </dd>
      </div>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One part of a client's history: a heading, then its entries (a timeline is an ordered list) or a line saying
 * there are none. The part names its id and its texts (`admin.history.<part>Title`, `…Empty`).
 */
function HistoryPart<Entry>({
  part,
  entries,
  ordered = false,
  children,
}: {
  part: 'subscription' | 'disputes' | 'reports' | 'payments';
  entries: readonly Entry[];
  ordered?: boolean;
  children: (entry: Entry) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = `history-${part}`;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {t(`admin.history.${part}Title`)}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`admin.history.${part}Empty`)}</p>
      ) : (
        <List className="divide-y divide-border rounded-lg border border-border text-sm">{entries.map(children)}</List>
      )}
    </section>
  );
}
