import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DisputeStatusBadge } from '#client/components/disputes/dispute-status-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { ListOrEmpty, QueryAnswer } from '#client/components/ui/section.tsx';
import { formatDay, formatInstantDay } from '#client/lib/format.ts';
import type { CampaignState, CampaignStepKind } from '#shared/constants/campaign.ts';
import type { BureauOutcome } from '#shared/constants/disputes.ts';
import type { CampaignStep } from '#shared/schemas/campaign.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import { useUserCampaign } from '../api/get-user-campaign.ts';
import { CardGrid, GridCell } from './card-grid.tsx';

const COLUMNS = ['step', 'recipient', 'sent', 'due', 'answered', 'outcome'] as const;
type Column = (typeof COLUMNS)[number];

/** One letter (or the CFPB complaint) of a round, in the words and dates the grid shows. */
interface CampaignRow {
  id: string;
  step: string;
  status: string;
  recipient: string;
  sent: string;
  /** "Tracking: …" for a mailed letter, the CFPB's number for a filed complaint. */
  reference: string | null;
  due: string;
  answered: string;
  outcome: BureauOutcome | null;
  /** What the member noted of the CFPB's answer, labelled. */
  answer: string | null;
  late: boolean;
  /** When a later report showed the item again from that bureau after it deleted it. */
  reappeared: string | null;
}

/** A step by its letter's name, as the audit log names the letters; the complaint has no letter. */
const stepName = (t: TFunction, kind: CampaignStepKind) =>
  kind === 'cfpb_complaint' ? t('admin.campaign.cfpbComplaint') : t(`admin.audit.letterKinds.${kind}`);

/** Round 1: the dispute letter to each bureau. */
function firstRoundRow(t: TFunction, row: DisputeBureau): CampaignRow {
  return {
    id: row.bureau,
    step: t('admin.audit.letterKinds.dispute'),
    status: t(`disputes.bureau.status.${row.status}`),
    recipient: t(`bureaus.${row.bureau}`),
    sent: formatDay(row.mailedOn),
    reference: row.trackingNumber && t('admin.campaign.tracking', { reference: row.trackingNumber }),
    due: formatDay(row.responseDueOn),
    answered: formatInstantDay(row.respondedAt),
    outcome: row.outcome,
    answer: null,
    late: row.overdue,
    reappeared: row.reappearedAt && formatInstantDay(row.reappearedAt),
  };
}

/** A later step: a letter to a bureau, a furnisher, a collector or a creditor, or the member's CFPB complaint. */
function stepRow(t: TFunction, step: CampaignStep): CampaignRow {
  const complaint = step.recipient === 'cfpb';
  const named =
    step.recipient === 'bureau' ? t(`bureaus.${step.bureau}`) : t(`admin.campaign.recipients.${step.recipient}`);
  return {
    id: step.id,
    step: stepName(t, step.kind),
    status: t(`admin.campaign.stepStatuses.${complaint && step.status === 'sent' ? 'filed' : step.status}`),
    recipient: step.recipientName && step.recipient !== 'bureau' ? `${step.recipientName} (${named})` : named,
    sent: formatDay(step.sentOn),
    reference:
      step.reference &&
      t(complaint ? 'admin.campaign.complaintNumber' : 'admin.campaign.tracking', { reference: step.reference }),
    due: formatDay(step.responseDueOn),
    answered: formatDay(step.answeredOn),
    outcome: step.outcome,
    answer: step.answer && t('admin.campaign.cfpbAnswer', { answer: step.answer }),
    late: step.overdue,
    reappeared: null,
  };
}

/** The rounds of one dispute, oldest first: round 1 from its bureau rows, then its steps by their round. */
function roundsOf(t: TFunction, dispute: DisputeResponse): { round: number; rows: CampaignRow[] }[] {
  const later = new Map<number, CampaignRow[]>();
  for (const step of dispute.steps) later.set(step.round, [...(later.get(step.round) ?? []), stepRow(t, step)]);
  return [
    { round: 1, rows: dispute.bureaus.map((row) => firstRoundRow(t, row)) },
    ...[...later.entries()].sort(([a], [b]) => a - b).map(([round, rows]) => ({ round, rows })),
  ];
}

const STATE_VARIANT: Record<CampaignState, 'default' | 'secondary' | 'outline' | 'warning' | 'destructive'> = {
  waiting_on_member: 'warning',
  late: 'destructive',
  ready_for_next_round: 'warning',
  waiting_on_recipients: 'secondary',
  won: 'default',
  closed: 'outline',
};

/**
 * A member's campaigns, read-only: per dispute its rounds (each letter's recipient, dates and answer, the CFPB
 * complaint's number and answer) and where it stands. Read when the tab opens; the server logs the read.
 */
export function ClientCampaign({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const campaign = useUserCampaign(userId);
  return (
    <QueryAnswer query={campaign}>
      {(disputes) => (
        <ListOrEmpty rows={disputes} empty={t('admin.campaign.empty')} className="grid gap-6">
          {(dispute) => (
            <li key={dispute.id}>
              <DisputeCampaign dispute={dispute} />
            </li>
          )}
        </ListOrEmpty>
      )}
    </QueryAnswer>
  );
}

function DisputeCampaign({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const headingId = `campaign-${dispute.id}`;
  const named = (column: Column) => t(`admin.campaign.columns.${column}`);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {dispute.accountNumber ? `${dispute.accountName} ${dispute.accountNumber}` : dispute.accountName}
        </h3>
        <span className="flex flex-wrap gap-1">
          <DisputeStatusBadge status={dispute.status} />
          <Badge variant={STATE_VARIANT[dispute.campaignState]}>
            {t(`admin.campaign.states.${dispute.campaignState}`)}
          </Badge>
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`credit.itemType.${dispute.itemType}`)}
        {dispute.submittedAt && ` · ${t('admin.campaign.sentOn', { date: formatInstantDay(dispute.submittedAt) })}`}
      </p>
      {roundsOf(t, dispute).map(({ round, rows }) => (
        <div key={round} className="grid gap-2">
          <h4 className="text-sm font-medium">{t('admin.campaign.round', { round })}</h4>
          <CardGrid
            columns={COLUMNS.map(named)}
            label={t('admin.campaign.roundOf', { round, name: dispute.accountName })}
            empty={t('admin.campaign.noLetters')}
            rows={rows}
          >
            {(row) => (
              <>
                <GridCell name={named('step')}>
                  <span className="font-medium">{row.step}</span>
                  <span className="flex flex-wrap gap-1">
                    <Badge variant="secondary">{row.status}</Badge>
                    {row.late && <Badge variant="destructive">{t('admin.campaign.late')}</Badge>}
                  </span>
                </GridCell>
                <GridCell name={named('recipient')}>{row.recipient}</GridCell>
                <GridCell name={named('sent')}>
                  {row.sent}
                  {row.reference && <span className="break-all text-muted-foreground">{row.reference}</span>}
                </GridCell>
                <GridCell name={named('due')}>{row.due}</GridCell>
                <GridCell name={named('answered')}>{row.answered}</GridCell>
                <GridCell name={named('outcome')}>
                  {row.outcome ? t(`disputes.outcome.${row.outcome}`) : '—'}
                  {row.answer && <span className="whitespace-pre-line break-words">{row.answer}</span>}
                  {row.reappeared && (
                    <Badge variant="warning">{t('admin.campaign.reappeared', { date: row.reappeared })}</Badge>
                  )}
                </GridCell>
              </>
            )}
          </CardGrid>
        </div>
      ))}
      {dispute.nextSteps.length > 0 && (
        <p className="text-sm">
          {t('admin.campaign.proposed', {
            steps: dispute.nextSteps
              .map((next) => `${stepName(t, next.kind)} (${t(`bureaus.${next.bureau}`)})`)
              .join(', '),
          })}
        </p>
      )}
    </section>
  );
}
