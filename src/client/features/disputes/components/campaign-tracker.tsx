import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay, formatInstantDay } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { STEP_LAW } from '#shared/constants/campaign.ts';
import type { CampaignStep } from '#shared/schemas/campaign.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import { stepLetterUrl, useWithdrawStep } from '../api/campaign-steps.ts';
import { roundsOf } from '../campaign.ts';
import { recipientText } from '../campaign-text.ts';
import { StepAnswerForm, StepSentForm } from './campaign-step-forms.tsx';
import { LetterLink } from './letter-link.tsx';
import { useFocusBack } from './use-form-focus.ts';

/** One fact of a step, its name over it. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** The law a step rests on, or, for goodwill, that it rests on none: a request, not a dispute. */
export function StepLaw({ kind }: { kind: CampaignStep['kind'] }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-muted-foreground">
      {kind === 'goodwill' ? t('campaign.goodwillNote') : t('campaign.law', { law: STEP_LAW[kind] })}
    </p>
  );
}

/** Ready (the member's to mail or file), sent (mailed, filed), answered; late when past its date with no answer. */
function StepStatus({ step }: { step: CampaignStep }) {
  const { t } = useTranslation();
  const complaint = step.kind === 'cfpb_complaint';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={step.status === 'ready' ? 'warning' : 'outline'}>
        {t(`campaign.status.${step.status}${complaint ? 'Complaint' : ''}`)}
      </Badge>
      {step.overdue && <Badge variant="destructive">{t('campaign.overdue')}</Badge>}
      {step.outcome && (
        <Badge variant={step.outcome === 'verified' ? 'destructive' : 'default'}>
          {step.kind === 'statement_of_dispute' && step.outcome === 'updated'
            ? t('campaign.statementAdded')
            : t(`disputes.outcome.${step.outcome}`)}
        </Badge>
      )}
    </div>
  );
}

/**
 * A step prepared by mistake is taken back, after one confirmation, while it is only prepared: once mailed or
 * filed it is part of the record (the server refuses it then).
 */
function WithdrawStep({ disputeId, step }: { disputeId: string; step: CampaignStep }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawStep(disputeId, step.id);
  const complaint = step.kind === 'cfpb_complaint';
  return (
    <InlineConfirm
      label={t(complaint ? 'campaign.remove.complaint' : 'campaign.remove.letter')}
      question={t(complaint ? 'campaign.remove.questionComplaint' : 'campaign.remove.questionLetter')}
      confirmLabel={t('campaign.remove.confirm')}
      cancelLabel={t('campaign.remove.keep')}
      pending={withdraw.isPending}
      onConfirm={() =>
        withdraw.mutate(undefined, {
          onSuccess: () =>
            toast({ title: t(complaint ? 'campaign.remove.removedComplaint' : 'campaign.remove.removedLetter') }),
          onError: (error) => toastFailure(t('campaign.remove.failed'), errorMessage(error, t)),
        })
      }
    />
  );
}

/**
 * One later step: what it is, to whom, the law, its dates and answer, its letter, and what the member records next
 * (mailed, then the answer), or its taking back while it is only prepared. The CFPB complaint opens its own
 * dialog, where its filing is recorded.
 */
function StepItem({
  dispute,
  step,
  onOpenComplaint,
}: {
  dispute: DisputeResponse;
  step: CampaignStep;
  onOpenComplaint: (stepId: string) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<'sent' | 'answered' | null>(null);
  const actionButton = useFocusBack(form !== null);
  const complaint = step.kind === 'cfpb_complaint';
  const recipient = recipientText(t, step);
  const done = () => setForm(null);
  return (
    <li aria-label={t(`campaign.kinds.${step.kind}`)} className="grid gap-3 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h6 className="font-semibold">{t(`campaign.kinds.${step.kind}`)}</h6>
          <StepStatus step={step} />
        </div>
        <p className="text-sm">{t('campaign.to', { recipient })}</p>
        <StepLaw kind={step.kind} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Fact label={t('campaign.facts.prepared')}>{formatInstantDay(step.preparedAt)}</Fact>
        {step.sentOn && (
          <Fact label={t(complaint ? 'campaign.facts.filed' : 'campaign.facts.mailed')}>{formatDay(step.sentOn)}</Fact>
        )}
        {step.responseDueOn && <Fact label={t('campaign.facts.due')}>{formatDay(step.responseDueOn)}</Fact>}
        {step.answeredOn && <Fact label={t('campaign.facts.answered')}>{formatDay(step.answeredOn)}</Fact>}
        {step.reference && (
          <Fact label={t(complaint ? 'campaign.facts.complaintNumber' : 'campaign.facts.reference')}>
            {step.reference}
          </Fact>
        )}
      </dl>
      {step.status === 'sent' && step.responseDueOn === null && (
        <p className="text-sm text-muted-foreground">{t('campaign.noAnswerDate', { recipient })}</p>
      )}
      {step.answer && (
        <div className="text-sm">
          <p className="text-muted-foreground">{t('campaign.facts.answer')}</p>
          <p className="whitespace-pre-wrap">{step.answer}</p>
        </div>
      )}
      {step.hasLetter && (
        <LetterLink href={stepLetterUrl(dispute.id, step.id)}>{t('campaign.download', { recipient })}</LetterLink>
      )}
      {complaint ? (
        <Button
          variant={step.status === 'ready' ? 'default' : 'outline'}
          className="h-auto min-h-10 w-full whitespace-normal py-2 sm:w-fit"
          onClick={() => onOpenComplaint(step.id)}
        >
          {t('campaign.complaint.open')}
        </Button>
      ) : form === 'sent' ? (
        <StepSentForm disputeId={dispute.id} step={step} onDone={done} />
      ) : form === 'answered' ? (
        <StepAnswerForm disputeId={dispute.id} step={step} onDone={done} />
      ) : (
        step.status !== 'answered' && (
          <Button
            ref={actionButton}
            size="sm"
            className="h-auto min-h-9 w-full whitespace-normal py-2 sm:w-fit"
            onClick={() => setForm(step.status === 'ready' ? 'sent' : 'answered')}
          >
            {step.status === 'ready' ? t('campaign.mailed.action') : t('campaign.answer.action')}
          </Button>
        )
      )}
      {step.status === 'ready' && form === null && <WithdrawStep disputeId={dispute.id} step={step} />}
    </li>
  );
}

/** Round 1 at a glance: each bureau's answer, or where its letter is (the bureau rows above say it in full). */
function FirstRound({ rows }: { rows: readonly DisputeBureau[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1 text-sm">
      {rows.map((row) => (
        <li key={row.bureau}>
          {t('disputes.outcomeBy', {
            bureau: t(`bureaus.${row.bureau}`),
            outcome: row.outcome
              ? t(`disputes.outcome.${row.outcome}`)
              : row.overdue
                ? t('disputes.bureau.overdue')
                : t(`disputes.bureau.status.${row.status}`),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * A disputed item's campaign, round by round: round 1 is the letters to the bureaus, every later round the steps
 * taken after their answers, each with its recipient, law, dates, answer and letter.
 */
export function CampaignTracker({
  dispute,
  onOpenComplaint,
}: {
  dispute: DisputeResponse;
  onOpenComplaint: (stepId: string) => void;
}) {
  const { t } = useTranslation();
  if (dispute.steps.length === 0) return null;
  const headingId = `campaign-rounds-${dispute.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        {t('campaign.tracker.title')}
      </h4>
      <ol className="grid gap-4">
        <li aria-label={t('campaign.tracker.round', { round: 1 })} className="grid gap-2">
          <h5 className="text-sm font-semibold">
            {t('campaign.tracker.round', { round: 1 })} · {t('campaign.tracker.firstRound')}
          </h5>
          <FirstRound rows={dispute.bureaus} />
        </li>
        {roundsOf(dispute.steps).map(({ round, steps }) => (
          <li key={round} aria-label={t('campaign.tracker.round', { round })} className="grid gap-2">
            <h5 className="text-sm font-semibold">{t('campaign.tracker.round', { round })}</h5>
            <ul className="grid gap-3 lg:grid-cols-2">
              {steps.map((step) => (
                <StepItem key={step.id} dispute={dispute} step={step} onOpenComplaint={onOpenComplaint} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
