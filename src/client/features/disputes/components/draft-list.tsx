import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { SelectAllButtons } from '#client/components/ui/select-all-buttons.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useSelection } from '#client/lib/use-selection.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { useUpdateDisputeStatus } from '../api/update-dispute-status.ts';
import { isSelectableDraft } from '../dispute-groups.ts';
import { useSubmitDrafts } from '../use-submit-drafts.ts';
import { DisputeHeading } from './dispute-heading.tsx';

function WithdrawDraft({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const update = useUpdateDisputeStatus();
  return (
    <InlineConfirm
      label={t('disputes.drafts.withdraw')}
      question={t('disputes.drafts.withdrawQuestion', { name: dispute.accountName })}
      confirmLabel={t('disputes.drafts.withdrawConfirm')}
      cancelLabel={t('disputes.drafts.keep')}
      pending={update.isPending}
      onConfirm={() =>
        update.mutate(
          { id: dispute.id, request: { status: 'withdrawn' } },
          {
            onSuccess: () => toast({ title: t('disputes.drafts.withdrawn', { name: dispute.accountName }) }),
            onError: (error) => toastFailure(t('disputes.updateFailed'), errorMessage(error, t)),
          },
        )
      }
    />
  );
}

/** Drafts waiting for their letters: the member ticks some and has them written in one batch. */
export function DraftList({ drafts, onProfileRequired }: { drafts: DisputeResponse[]; onProfileRequired: () => void }) {
  const { t } = useTranslation();
  const selectable = drafts.filter(isSelectableDraft);
  // A draft that left the list (sent, withdrawn, queued) is no longer part of the selection.
  const selection = useSelection(selectable);
  const chosen = selection.chosen.map((dispute) => dispute.id);
  const { submit, isPending } = useSubmitDrafts({ onSent: selection.clear, onProfileRequired });

  return (
    <Section
      id="disputes-drafts"
      size="2xl"
      title={t('disputes.drafts.title')}
      description={t('disputes.drafts.intro')}
    >
      {selectable.length > 1 && (
        <SelectAllButtons
          selection={selection}
          selectAllLabel={t('disputes.drafts.selectAll')}
          clearLabel={t('disputes.drafts.deselectAll')}
        />
      )}
      <ul className="grid gap-3">
        {drafts.map((dispute) => (
          <li key={dispute.id}>
            <Card>
              <CardContent className="flex gap-3 pt-6">
                {isSelectableDraft(dispute) ? (
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-primary"
                    aria-label={t('disputes.drafts.select', { name: dispute.accountName })}
                    checked={selection.isSelected(dispute.id)}
                    onChange={(event) => selection.toggle(dispute.id, event.target.checked)}
                  />
                ) : (
                  <Clock className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <div className="grid min-w-0 flex-1 gap-2">
                  <DisputeHeading dispute={dispute} />
                  {dispute.additionalDetails && (
                    <p className="whitespace-pre-wrap break-words text-sm">{dispute.additionalDetails}</p>
                  )}
                  <p className="text-xs text-muted-foreground">
                    {t('disputes.drafts.created', { date: formatInstantDay(dispute.createdAt) })}
                  </p>
                  {dispute.queued ? (
                    <p className="text-sm font-medium">{t('disputes.drafts.queued')}</p>
                  ) : (
                    <WithdrawDraft dispute={dispute} />
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {selectable.length > 0 && (
        <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
          <p role="status" className="text-sm font-medium">
            {chosen.length > 0 ? t('disputes.drafts.selected', { count: chosen.length }) : t('disputes.drafts.none')}
          </p>
          <Button
            className="w-full sm:w-fit"
            disabled={chosen.length === 0 || isPending}
            onClick={() => submit(chosen)}
          >
            {isPending ? t('disputes.drafts.submitting') : t('disputes.drafts.submit')}
          </Button>
        </div>
      )}
    </Section>
  );
}
