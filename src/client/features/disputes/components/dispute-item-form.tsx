import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { paths } from '#client/lib/paths.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { DISPUTE_DETAILS_MAX_LENGTH } from '#shared/constants/disputes.ts';
import { needsDetails } from '#shared/rules/chosen-reasons.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import { CreateDisputeRequestSchema } from '#shared/schemas/disputes.ts';
import { useCreateDispute } from '../api/create-dispute.ts';
import { createFailureMessage } from '../create-failure.ts';
import { ReasonRequirements } from './reason-requirements.tsx';

/**
 * The end of an item's details: the member's own words and "Dispute this item with these reasons", which
 * saves a draft carrying every reason ticked above (primary first) and takes the member to their disputes.
 */
export function DisputeItemForm({ item, reasonCodes }: { item: NegativeItem; reasonCodes: DisputeReasonCode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDispute();
  const [details, setDetails] = useState('');
  const [identityTheftReport, setIdentityTheftReport] = useState(false);
  const [detailsError, setDetailsError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = CreateDisputeRequestSchema.safeParse({
      negativeItemId: item.id,
      reasonCodes,
      ...(details.trim() ? { additionalDetails: details } : {}),
      // Said only of an identity-theft dispute: unticking that reason leaves nothing to say about a report.
      ...(identityTheftReport && reasonCodes.includes('identity_theft') ? { identityTheftReport: true } : {}),
    });
    if (!request.success) {
      setDetailsError(request.error.issues.find((issue) => issue.path[0] === 'additionalDetails')?.message);
      return;
    }
    setDetailsError(undefined);
    try {
      await create.mutateAsync(request.data);
      toast({
        title: t('disputes.create.successTitle'),
        description: t('disputes.fromItem.success', { name: item.creditorName }),
      });
      navigate(paths.disputes);
    } catch (error) {
      toastFailure(t('disputes.create.failedTitle'), createFailureMessage(error, t));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ReasonRequirements
        codes={reasonCodes}
        identityTheftReport={identityTheftReport}
        onIdentityTheftReportChange={setIdentityTheftReport}
      />
      <FormField
        id="item-dispute-details"
        label={needsDetails(reasonCodes) ? t('disputes.create.detailsRequired') : t('disputes.create.details')}
        hint={t('disputes.create.detailsHint', { length: details.length, max: DISPUTE_DETAILS_MAX_LENGTH })}
        error={detailsError}
      >
        <Textarea
          {...fieldAria('item-dispute-details', detailsError, true)}
          maxLength={DISPUTE_DETAILS_MAX_LENGTH}
          rows={3}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-fit" disabled={reasonCodes.length === 0 || create.isPending}>
        {create.isPending ? t('disputes.create.saving') : t('disputes.fromItem.submit')}
      </Button>
    </form>
  );
}
