import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { NativeSelect, SelectOptions } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { DISPUTE_DETAILS_MAX_LENGTH } from '#shared/constants/disputes.ts';
import { chosenReasonCodes, needsDetails, reasonFitsItem } from '#shared/rules/chosen-reasons.ts';
import { FORM_REASON_CODES } from '#shared/rules/form-reason.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import { CreateDisputeRequestSchema } from '#shared/schemas/disputes.ts';
import { useCreateDispute } from '../api/create-dispute.ts';
import { createFailureMessage } from '../create-failure.ts';
import { SupportingFilesField } from './supporting-files-field.tsx';

/**
 * "New dispute": one negative item not already being disputed, one of the form's reasons (those the item
 * allows), the member's own words. Saved as a draft; anyone may save one, sending it needs a plan.
 * `onSaved` replaces `onClose` once the draft is saved, for a page that then goes somewhere else.
 */
export function CreateDisputeDialog({
  items,
  initialItemId,
  onClose,
  onSaved = onClose,
}: {
  items: NegativeItem[];
  initialItemId?: string;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDispute();
  const [files, setFiles] = useState<File[]>([]);
  const eligible = items.filter((item) => !item.isDisputed);
  const form = useZodForm(CreateDisputeRequestSchema, {
    negativeItemId: eligible.some((item) => item.id === initialItemId) ? initialItemId : '',
    additionalDetails: '',
  });
  const { errors } = form.formState;
  // The resolver reports a union's closest branch ("Invalid option…"), not the union's own message; with a
  // select of valid labels the only way to be wrong is to have chosen none.
  const reasonError = errors.disputeReason ? 'disputes.errors.reasonRequired' : undefined;
  const reason = form.watch('disputeReason') || undefined;
  const details = form.watch('additionalDetails') ?? '';
  const item = eligible.find((candidate) => candidate.id === form.watch('negativeItemId'));
  const today = new Date().toISOString().slice(0, 10);
  const reasons = FORM_REASON_CODES.filter((code) => !item || reasonFitsItem(code, item, today));

  const submit = form.handleSubmit(async ({ additionalDetails, ...request }) => {
    try {
      await create.mutateAsync({ ...request, ...(additionalDetails ? { additionalDetails } : {}) });
      toast({ title: t('disputes.create.successTitle'), description: t('disputes.create.success') });
      onSaved();
    } catch (error) {
      toastFailure(t('disputes.create.failedTitle'), createFailureMessage(error, t));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <div className="grid gap-5">
          <div className="grid gap-1">
            <DialogTitle>{t('disputes.create.title')}</DialogTitle>
            <DialogDescription>{t('disputes.create.description')}</DialogDescription>
          </div>
          {eligible.length === 0 ? (
            <div className="grid gap-3">
              <p>{t('disputes.create.noItems')}</p>
              <ButtonLink to={items.length === 0 ? paths.upload : paths.creditReport} className="w-full sm:w-fit">
                {items.length === 0 ? t('disputes.create.uploadReport') : t('disputes.create.seeReport')}
              </ButtonLink>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField id="dispute-item" label={t('disputes.create.item')} error={errors.negativeItemId?.message}>
                <NativeSelect
                  {...fieldAria('dispute-item', errors.negativeItemId?.message)}
                  {...form.register('negativeItemId')}
                >
                  <SelectOptions
                    placeholder={t('disputes.create.itemPlaceholder')}
                    options={eligible.map((item) => ({
                      value: item.id,
                      label: [item.creditorName, item.accountNumberMasked, t(`credit.itemType.${item.itemType}`)]
                        .filter(Boolean)
                        .join(' · '),
                    }))}
                  />
                </NativeSelect>
              </FormField>
              <FormField id="dispute-reason" label={t('disputes.create.reason')} error={reasonError}>
                <NativeSelect {...fieldAria('dispute-reason', reasonError)} {...form.register('disputeReason')}>
                  <SelectOptions
                    placeholder={t('disputes.create.reasonPlaceholder')}
                    options={reasons.map((code) => ({ value: code, label: t(`credit.reason.${code}`) }))}
                  />
                </NativeSelect>
              </FormField>
              <FormField
                id="dispute-details"
                label={
                  needsDetails(chosenReasonCodes({ disputeReason: reason }))
                    ? t('disputes.create.detailsRequired')
                    : t('disputes.create.details')
                }
                hint={t('disputes.create.detailsHint', { length: details.length, max: DISPUTE_DETAILS_MAX_LENGTH })}
                error={errors.additionalDetails?.message}
              >
                <Textarea
                  {...fieldAria('dispute-details', errors.additionalDetails?.message, true)}
                  maxLength={DISPUTE_DETAILS_MAX_LENGTH}
                  rows={4}
                  {...form.register('additionalDetails')}
                />
              </FormField>
              <SupportingFilesField files={files} onChange={setFiles} />
              <FormActions
                cancelLabel={t('disputes.cancel')}
                onCancel={onClose}
                submitLabel={create.isPending ? t('disputes.create.saving') : t('disputes.create.save')}
                disabled={create.isPending}
              />
            </form>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
