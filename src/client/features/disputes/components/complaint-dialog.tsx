import { Copy, ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { formatDay } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import type { CampaignStep } from '#shared/schemas/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { useComplaint } from '../api/campaign-steps.ts';
import { ComplaintAnswerForm, StepSentForm } from './campaign-step-forms.tsx';
import { useFocusBack } from './use-form-focus.ts';

/** Filing with the CFPB, in the order the member does it on its portal. */
const FILING_STEPS = ['copy', 'open', 'product', 'paste', 'attach', 'company', 'submit', 'answer'] as const;

/** Where the complaint stands: to file, filed (the CFPB's answer to note), or answered. */
function ComplaintProgress({ dispute, step }: { dispute: DisputeResponse; step: CampaignStep }) {
  const { t } = useTranslation();
  const [recording, setRecording] = useState(false);
  const recordButton = useFocusBack(recording);
  const done = () => setRecording(false);
  if (step.status === 'answered') {
    return (
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t('campaign.complaint.answeredOn', { date: formatDay(step.answeredOn) })}</p>
        {step.answer && <p className="whitespace-pre-wrap">{step.answer}</p>}
      </div>
    );
  }
  const filed = step.status === 'sent';
  return (
    <div className="grid gap-3">
      {filed && (
        <p className="text-sm">
          {step.reference
            ? t('campaign.complaint.filedOnNumber', { date: formatDay(step.sentOn), number: step.reference })
            : t('campaign.complaint.filedOn', { date: formatDay(step.sentOn) })}
        </p>
      )}
      {recording ? (
        filed ? (
          <ComplaintAnswerForm disputeId={dispute.id} step={step} onDone={done} />
        ) : (
          <StepSentForm disputeId={dispute.id} step={step} onDone={done} />
        )
      ) : (
        <Button ref={recordButton} className="w-full sm:w-fit" onClick={() => setRecording(true)}>
          {filed ? t('campaign.cfpbAnswer.action') : t('campaign.filed.action')}
        </Button>
      )}
    </div>
  );
}

/**
 * The complaint to the CFPB, prepared from what the member recorded, in their language: its text to copy into the
 * CFPB's portal, the portal, how to file there, what to attach; then the filing and the CFPB's answer as the member
 * records them. The app never files it: the complaint is the member's own statement, filed in their name.
 */
export function ComplaintDialog({
  dispute,
  step,
  onClose,
}: {
  dispute: DisputeResponse;
  step: CampaignStep;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const complaint = useComplaint(dispute.id, useLanguage());
  const textArea = useRef<HTMLTextAreaElement>(null);
  const textId = `complaint-text-${step.id}`;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('campaign.complaint.copied') });
    } catch {
      // Without the clipboard (an older phone, a refused permission) the text is selected, ready to copy by hand.
      textArea.current?.select();
      toastFailure(t('campaign.complaint.copyFailed'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <div className="grid gap-5">
          <div className="grid gap-1">
            <DialogTitle>{t('campaign.complaint.title')}</DialogTitle>
            <DialogDescription>{t('campaign.complaint.description', { name: dispute.accountName })}</DialogDescription>
          </div>
          <p
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          >
            {t('campaign.complaint.neverFiled')}
          </p>
          <QueryAnswer query={complaint}>
            {({ text, portalUrl, attachments }) => (
              <div className="grid gap-5">
                <div className="grid gap-2">
                  <FormField id={textId} label={t('campaign.complaint.textLabel')} error={undefined}>
                    <Textarea id={textId} ref={textArea} readOnly rows={10} value={text} className="text-sm" />
                  </FormField>
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    <Button type="button" variant="outline" onClick={() => void copy(text)}>
                      <Copy aria-hidden />
                      {t('campaign.complaint.copy')}
                    </Button>
                    <Button asChild>
                      <a href={portalUrl} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden />
                        {t('campaign.complaint.portal')}{' '}
                        <span className="sr-only">{t('campaign.complaint.portalOpens')}</span>
                      </a>
                    </Button>
                  </div>
                </div>
                <section aria-labelledby={`${textId}-how`} className="grid gap-2">
                  <h3 id={`${textId}-how`} className="font-semibold">
                    {t('campaign.complaint.howTitle')}
                  </h3>
                  <ol className="grid list-decimal gap-1 pl-5 text-sm">
                    {FILING_STEPS.map((filing) => (
                      <li key={filing}>
                        {t(`campaign.complaint.how.${filing}`, { company: t(`bureaus.${step.bureau}`) })}
                      </li>
                    ))}
                  </ol>
                </section>
                {attachments.length > 0 && (
                  <section aria-labelledby={`${textId}-attach`} className="grid gap-2">
                    <h3 id={`${textId}-attach`} className="font-semibold">
                      {t('campaign.complaint.attachTitle')}
                    </h3>
                    <ul className="grid list-disc gap-1 pl-5 text-sm">
                      {attachments.map((attachment) => (
                        <li key={attachment}>{attachment}</li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
            )}
          </QueryAnswer>
          <ComplaintProgress dispute={dispute} step={step} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
