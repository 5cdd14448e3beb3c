import { FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { MailItForMe, MailingStatus, useLetterMailing } from '#client/features/mailing/index.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay, formatInstantDay } from '#client/lib/format.ts';
import { localDay } from '#client/lib/local-day.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { EXTENDED_INVESTIGATION_DAYS, INVESTIGATION_DAYS, MAIL_TRANSIT_DAYS } from '#shared/constants/disputes.ts';
import { answerChoices } from '#shared/rules/bureau-answer.ts';
import { addDays } from '#shared/rules/iso-date.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import { letterUrl } from '../api/letter-url.ts';
import { responseLetterUrl } from '../api/move-bureau.ts';
import { useUpdateDisputeStatus } from '../api/update-dispute-status.ts';
import { lettersByBureau } from '../letter-content.ts';
import { type BureauStep, BureauStepForm } from './bureau-step-forms.tsx';
import { LetterLink } from './letter-link.tsx';
import { TooOldToReport } from './too-old-to-report.tsx';

/** FCRA § 611(a)(1)(B): new information sent during the bureau's first 30 days gives it 45. */
const canReportNewInformation = (row: DisputeBureau, now: Date) =>
  row.outcome === null &&
  !row.extended &&
  row.clockStartsOn !== null &&
  localDay(now) <= addDays(row.clockStartsOn, INVESTIGATION_DAYS);

/**
 * The steps the member can take on this bureau now; until the bureau answers, the mailing can be corrected. A letter
 * we mail for them is moved by USPS's scans: only the bureau's answer stays theirs to record.
 */
function stepsOf(row: DisputeBureau, mailedForThem: boolean): BureauStep[] {
  if (mailedForThem) return answerChoices(row, 'member').length > 0 ? ['answer'] : [];
  if (row.status === 'ready') return ['mailed'];
  if (row.status === 'answered') return [];
  const steps: BureauStep[] = row.deliveredOn ? ['mailed'] : ['delivered', 'mailed'];
  return answerChoices(row, 'member').length > 0 ? ['answer', ...steps] : steps;
}

function Deadline({ row }: { row: DisputeBureau }) {
  const { t } = useTranslation();
  if (row.outcome !== null) {
    return (
      <Badge
        variant={row.outcome === 'verified' ? 'destructive' : row.outcome === 'no_response' ? 'warning' : 'default'}
      >
        {t(`disputes.outcome.${row.outcome}`)}
      </Badge>
    );
  }
  if (row.overdue) return <Badge variant="destructive">{t('disputes.bureau.overdue')}</Badge>;
  if (row.daysLeft === null) return null;
  return <span className="text-sm font-medium">{t('disputes.bureau.daysLeft', { count: row.daysLeft })}</span>;
}

/** One fact of a bureau's row, its name over it; `wide`: the tracking number, across both columns, in small type. */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={wide ? 'break-all font-mono text-xs' : 'font-medium'}>{children}</dd>
    </div>
  );
}

function BureauRow({ dispute, row, letter }: { dispute: DisputeResponse; row: DisputeBureau; letter?: string }) {
  const { t } = useTranslation();
  const update = useUpdateDisputeStatus();
  const bureau = t(`bureaus.${row.bureau}`);
  const [step, setStep] = useState<BureauStep | null>(null);
  const { offered, mailing: latest } = useLetterMailing(dispute.id, row.bureau);
  // USPS returned it: the row is ready again and the mailing says so until the letter goes out another way.
  const mailing = latest?.status === 'returned' && row.status !== 'ready' ? null : latest;
  // A returned letter never reached the bureau: the member's own steps are back (the server mails only a ready one).
  const mailedForThem = mailing !== null && mailing.status !== 'returned';
  const steps = stepsOf(row, mailedForThem);
  const canMailForThem = offered && !mailedForThem && row.status === 'ready';

  const reportNewInformation = () =>
    update.mutate(
      { id: dispute.id, request: { bureau: row.bureau, newInformation: true } },
      {
        onSuccess: (updated) => {
          const after = updated.bureaus.find((other) => other.bureau === row.bureau);
          toast({
            title: t('disputes.bureau.newInfo.success'),
            description: t('disputes.bureau.newInfo.successDescription', {
              bureau,
              date: formatDay(after?.responseDueOn ?? row.responseDueOn),
            }),
          });
        },
        onError: (error) => toastFailure(t('disputes.updateFailed'), errorMessage(error, t)),
      },
    );

  return (
    <li aria-label={bureau} className="grid content-start gap-3 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{bureau}</h4>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">
            {mailing && (row.status === 'ready' || row.status === 'mailed')
              ? t(`mailing.status.badge.${mailing.status}`)
              : t(`disputes.bureau.status.${row.status}`)}
          </Badge>
          <Deadline row={row} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Fact label={t('disputes.bureau.readyOn')}>{formatInstantDay(row.readyAt)}</Fact>
        {row.mailedOn && <Fact label={t('disputes.bureau.mailedOn')}>{formatDay(row.mailedOn)}</Fact>}
        {row.trackingNumber && !mailing && (
          <Fact label={t('disputes.bureau.trackingNumber')} wide>
            {row.trackingNumber}
          </Fact>
        )}
        {row.deliveredOn && <Fact label={t('disputes.bureau.deliveredOn')}>{formatDay(row.deliveredOn)}</Fact>}
        {(row.respondedAt || row.responseDueOn) && (
          <Fact label={row.respondedAt ? t('disputes.bureau.answeredOn') : t('disputes.bureau.dueOn')}>
            {row.respondedAt ? formatInstantDay(row.respondedAt) : formatDay(row.responseDueOn)}
          </Fact>
        )}
      </dl>
      <p className="text-sm text-muted-foreground">
        {row.clockBasis === null
          ? t(mailedForThem ? 'mailing.status.clockNotStarted' : 'disputes.bureau.clock.notStarted', { bureau })
          : row.outcome === null &&
            t(`disputes.bureau.clock.${row.clockBasis}`, {
              bureau,
              date: formatDay(row.clockBasis === 'delivered' ? row.deliveredOn : row.mailedOn),
              start: formatDay(row.clockStartsOn),
              days: MAIL_TRANSIT_DAYS,
              period: row.extended ? EXTENDED_INVESTIGATION_DAYS : INVESTIGATION_DAYS,
            })}
      </p>
      {row.extended && (
        <p className="text-sm">
          <Badge variant="secondary">{t('disputes.bureau.extended')}</Badge>{' '}
          <span className="text-muted-foreground">{t('disputes.bureau.extendedNote')}</span>
        </p>
      )}
      {row.overdue && <p className="text-sm">{t('disputes.bureau.overdueNote', { bureau })}</p>}
      {mailing && <MailingStatus mailing={mailing} bureau={row.bureau} />}
      <LetterLink href={letterUrl(dispute.id, row.bureau)}>{t('disputes.bureau.download', { bureau })}</LetterLink>
      {row.responseLetter && (
        <LetterLink href={responseLetterUrl(dispute.id, row.bureau)} icon={FileText}>
          {t('disputes.bureau.responseLetter', { bureau })}
        </LetterLink>
      )}
      {step ? (
        <BureauStepForm step={step} dispute={dispute} row={row} onDone={() => setStep(null)} />
      ) : (
        (canMailForThem || steps.length > 0) && (
          <div className="flex flex-wrap gap-2">
            {canMailForThem && <MailItForMe disputeId={dispute.id} bureau={row.bureau} />}
            {steps.map((next, index) => (
              <Button
                key={next}
                size="sm"
                variant={index === 0 ? 'default' : 'outline'}
                className="h-auto min-h-9 whitespace-normal py-2"
                onClick={() => setStep(next)}
              >
                {next === 'mailed' && row.status !== 'ready'
                  ? t('disputes.bureau.mailed.change')
                  : t(`disputes.bureau.${next}.action`, { bureau })}
              </Button>
            ))}
          </div>
        )
      )}
      {letter && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('disputes.bureau.readLetter')}</summary>
          <pre
            lang="en"
            className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 font-sans text-xs"
          >
            {letter}
          </pre>
        </details>
      )}
      {canReportNewInformation(row, new Date()) && (
        <InlineConfirm
          label={t('disputes.bureau.newInfo.action', { bureau })}
          question={t('disputes.bureau.newInfo.question', { bureau })}
          confirmLabel={t('disputes.bureau.newInfo.confirm')}
          cancelLabel={t('disputes.cancel')}
          pending={update.isPending}
          onConfirm={reportNewInformation}
        />
      )}
    </li>
  );
}

/**
 * Each bureau's side of a sent dispute (round 1 of its campaign): the letter to print and mail, then the member's own
 * steps (mailed, delivered, the bureau's answer) and the deadline that follows from them. What comes after the
 * answers is the campaign's (CampaignTracker, NextSteps).
 */
export function BureauPanel({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const letters = lettersByBureau(dispute.letterContent);
  return (
    <section aria-label={t('disputes.bureau.panelLabel', { name: dispute.accountName })} className="grid gap-2">
      <TooOldToReport dispute={dispute} />
      <ul className="grid gap-3 lg:grid-cols-3">
        {dispute.bureaus.map((row) => (
          <BureauRow key={row.bureau} dispute={dispute} row={row} letter={letters[row.bureau]} />
        ))}
      </ul>
    </section>
  );
}
