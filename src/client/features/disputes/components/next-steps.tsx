import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { NextStep } from '#shared/schemas/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { usePrepareStep } from '../api/campaign-steps.ts';
import { proposedRecipientText } from '../campaign-text.ts';
import { PrepareStepForm } from './prepare-step-form.tsx';
import { useFocusBack } from './use-form-focus.ts';

const proposalKey = (proposal: NextStep) => `${proposal.kind}-${proposal.bureau}`;

/** Why the step is proposed, in plain words: the answer it follows, then what it does and the law it rests on. */
function Why({ proposal }: { proposal: NextStep }) {
  const { t } = useTranslation();
  const bureau = t(`bureaus.${proposal.bureau}`);
  return (
    <p className="text-sm">
      {t(`campaign.reasons.${proposal.reason}`, { bureau })}{' '}
      {t(`campaign.does.${proposal.kind}`, { law: proposal.law })}
    </p>
  );
}

/** Said where it applies: a repeated dispute needs something new, and goodwill is a request. */
function ProposalNotes({ proposal }: { proposal: NextStep }) {
  const { t } = useTranslation();
  if (proposal.kind === 'new_information') {
    return (
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      >
        {t('campaign.frivolousGuard')}
      </p>
    );
  }
  if (proposal.kind === 'goodwill') {
    return <p className="text-sm text-muted-foreground">{t('campaign.goodwillNote')}</p>;
  }
  return null;
}

/**
 * One proposed step: what it is, to whom, why, and "Prepare this letter". A step that needs nothing is prepared at
 * once; one that needs the member's words or an address opens its form first. A prepared complaint opens its dialog.
 */
function Proposal({
  dispute,
  proposal,
  onOpenComplaint,
}: {
  dispute: DisputeResponse;
  proposal: NextStep;
  onOpenComplaint: (stepId: string) => void;
}) {
  const { t } = useTranslation();
  const prepare = usePrepareStep(dispute.id);
  const [preparing, setPreparing] = useState(false);
  const prepareButton = useFocusBack(preparing);
  const complaint = proposal.kind === 'cfpb_complaint';
  const suggested = proposal.suggestedRecipient;

  const prepared = (updated: DisputeResponse) => {
    setPreparing(false);
    const step = updated.steps.findLast((one) => one.kind === 'cfpb_complaint');
    if (complaint && step) onOpenComplaint(step.id);
  };
  // Awaited rather than mutate's own callbacks: the refreshed dispute no longer proposes this step, so this
  // proposal leaves the page before those callbacks would run, and the complaint would never open.
  const prepareNow = async () => {
    try {
      const updated = await prepare.mutateAsync({ kind: proposal.kind, bureau: proposal.bureau });
      toast({ title: t(complaint ? 'campaign.prepare.complaintReady' : 'campaign.prepare.success') });
      prepared(updated);
    } catch (error) {
      toastFailure(t('campaign.prepare.failed'), errorMessage(error, t));
    }
  };

  return (
    <li aria-label={t(`campaign.kinds.${proposal.kind}`)} className="grid gap-3 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h5 className="font-semibold">{t(`campaign.kinds.${proposal.kind}`)}</h5>
          {proposal.kind === 'goodwill' && <Badge variant="secondary">{t('campaign.requestNotDispute')}</Badge>}
        </div>
        <p className="text-sm">{t('campaign.to', { recipient: proposedRecipientText(t, proposal) })}</p>
        {suggested && !proposal.needs.includes('recipient_address') && (
          <p className="text-sm text-muted-foreground">
            {t('campaign.addressFromReport', {
              address: `${suggested.street}, ${suggested.city}, ${suggested.state} ${suggested.zipCode}`,
            })}
          </p>
        )}
      </div>
      <Why proposal={proposal} />
      <ProposalNotes proposal={proposal} />
      {preparing ? (
        <PrepareStepForm
          dispute={dispute}
          proposal={proposal}
          onPrepared={prepared}
          onCancel={() => setPreparing(false)}
        />
      ) : (
        <Button
          ref={prepareButton}
          className="h-auto min-h-10 w-full whitespace-normal py-2 sm:w-fit"
          disabled={prepare.isPending}
          onClick={() => (proposal.needs.length > 0 ? setPreparing(true) : void prepareNow())}
        >
          {t(complaint ? 'campaign.prepare.complaintAction' : 'campaign.prepare.action')}
        </Button>
      )}
    </li>
  );
}

/**
 * What the answers so far call for next, each with its reason and law, ready to prepare: the server proposes them
 * (rules/campaign.ts) and takes only those; nothing here decides on its own which step is offered.
 */
export function NextSteps({
  dispute,
  onOpenComplaint,
}: {
  dispute: DisputeResponse;
  onOpenComplaint: (stepId: string) => void;
}) {
  const { t } = useTranslation();
  if (dispute.nextSteps.length === 0) return null;
  const headingId = `next-steps-${dispute.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h4 id={headingId} className="font-semibold">
          {t('campaign.next.title')}
        </h4>
        <p className="text-sm text-muted-foreground">{t('campaign.next.intro')}</p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2">
        {dispute.nextSteps.map((proposal) => (
          <Proposal
            key={proposalKey(proposal)}
            dispute={dispute}
            proposal={proposal}
            onOpenComplaint={onOpenComplaint}
          />
        ))}
      </ul>
    </section>
  );
}
