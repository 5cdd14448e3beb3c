import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressFields } from '#client/components/forms/address-fields.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import {
  NEW_INFORMATION_MAX_LENGTH,
  NEW_INFORMATION_MIN_LENGTH,
  RECIPIENT_OF,
  STATEMENT_MAX_WORDS,
} from '#shared/constants/campaign.ts';
import { countWords, type NextStep, PrepareStepRequestSchema } from '#shared/schemas/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { usePrepareStep } from '../api/campaign-steps.ts';
import { useFirstFieldFocus } from './use-form-focus.ts';

type PrepareValues = z.input<typeof PrepareStepRequestSchema>;
type AddressPart = 'street' | 'city' | 'state' | 'zipCode';
/** Longest statement the form takes in characters; the words are what the law counts. */
const STATEMENT_MAX_LENGTH = 1000;
const ADDRESS_HELP = ['statement', 'website', 'report'] as const;

/**
 * The form starts from what the step needs: the recipient as the report gives it (or the account's name, the name
 * a member most often has to check), what is new, the statement. A strict schema: nothing it does not need.
 */
function initialValues(dispute: DisputeResponse, proposal: NextStep): PrepareValues {
  const suggested = proposal.suggestedRecipient;
  return {
    kind: proposal.kind,
    bureau: proposal.bureau,
    ...(proposal.needs.includes('recipient_address')
      ? {
          recipient: {
            name: suggested?.name ?? dispute.accountName,
            street: suggested?.street ?? '',
            city: suggested?.city ?? '',
            state: (suggested?.state ?? '') as NonNullable<PrepareValues['recipient']>['state'],
            zipCode: suggested?.zipCode ?? '',
          },
        }
      : {}),
    ...(proposal.needs.includes('new_information') ? { newInformation: '' } : {}),
    ...(proposal.needs.includes('statement') ? { statement: '' } : {}),
  };
}

/** § 1681i(b)'s 100 words, counted as the member types: over the limit the count says so before the form does. */
function WordCount({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const words = countWords(text);
  return (
    <p
      id={id}
      role="status"
      className={cn('text-xs', words > STATEMENT_MAX_WORDS ? 'font-medium text-destructive' : 'text-muted-foreground')}
    >
      {t('campaign.prepare.wordCount', { words, max: STATEMENT_MAX_WORDS })}
    </p>
  );
}

/**
 * What a proposed step needs before its letter is written: the recipient's address (the furnisher's, collector's
 * or creditor's dispute address, with help on where to find it), what is new since the last letter, or the
 * statement for the file. Checked with the very schema the route uses.
 */
export function PrepareStepForm({
  dispute,
  proposal,
  onPrepared,
  onCancel,
}: {
  dispute: DisputeResponse;
  proposal: NextStep;
  onPrepared: (updated: DisputeResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const prepare = usePrepareStep(dispute.id);
  const form = useZodForm(PrepareStepRequestSchema, initialValues(dispute, proposal));
  const container = useFirstFieldFocus<HTMLFormElement>();
  const { errors } = form.formState;
  const prefix = `prepare-${dispute.id}-${proposal.kind}-${proposal.bureau}`;
  const whom = t(`campaign.recipients.${RECIPIENT_OF[proposal.kind]}`);
  const recipientField = (part: 'name' | AddressPart) => {
    const id = `${prefix}-recipient-${part}`;
    const error = errors.recipient?.[part]?.message;
    return { id, error, aria: fieldAria(id, error) };
  };
  const name = recipientField('name');
  const newInformationId = `${prefix}-new-information`;
  const statementId = `${prefix}-statement`;
  const statement = form.watch('statement') ?? '';
  const newInformation = form.watch('newInformation') ?? '';

  const submit = form.handleSubmit(async (request) => {
    try {
      const updated = await prepare.mutateAsync(request);
      toast({ title: t('campaign.prepare.success') });
      onPrepared(updated);
    } catch (error) {
      toastFailure(t('campaign.prepare.failed'), errorMessage(error, t));
    }
  });

  return (
    <form
      ref={container}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-md border border-border bg-muted/40 p-3"
    >
      {proposal.needs.includes('recipient_address') && (
        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-medium">{t('campaign.prepare.addressLegend', { whom })}</legend>
          <details className="rounded-md bg-card p-3 text-sm">
            <summary className="cursor-pointer font-medium">{t('campaign.prepare.addressHelp.title')}</summary>
            <ul className="mt-2 grid list-disc gap-1 pl-5">
              {ADDRESS_HELP.map((where) => (
                <li key={where}>{t(`campaign.prepare.addressHelp.${where}`)}</li>
              ))}
            </ul>
          </details>
          <FormField id={name.id} label={t('campaign.prepare.recipientName')} error={name.error}>
            <Input {...name.aria} autoComplete="off" {...form.register('recipient.name')} />
          </FormField>
          <AddressFields
            fields={{
              street: recipientField('street'),
              city: recipientField('city'),
              state: recipientField('state'),
              zipCode: recipientField('zipCode'),
            }}
            register={(path) => form.register(`recipient.${path.slice('address.'.length) as AddressPart}`)}
          />
        </fieldset>
      )}
      {proposal.needs.includes('new_information') && (
        <FormField
          id={newInformationId}
          label={t('campaign.prepare.newInformation')}
          hint={t('campaign.prepare.newInformationHint', {
            min: NEW_INFORMATION_MIN_LENGTH,
            length: newInformation.trim().length,
          })}
          error={errors.newInformation?.message}
        >
          <Textarea
            {...fieldAria(newInformationId, errors.newInformation?.message, true)}
            rows={5}
            maxLength={NEW_INFORMATION_MAX_LENGTH}
            {...form.register('newInformation')}
          />
        </FormField>
      )}
      {proposal.needs.includes('statement') && (
        <FormField
          id={statementId}
          label={t('campaign.prepare.statement')}
          hint={t('campaign.prepare.statementHint', { max: STATEMENT_MAX_WORDS })}
          error={errors.statement?.message}
        >
          <Textarea
            {...fieldAria(statementId, errors.statement?.message, true)}
            aria-describedby={`${statementId}-count ${errors.statement ? `${statementId}-error` : `${statementId}-hint`}`}
            rows={5}
            maxLength={STATEMENT_MAX_LENGTH}
            {...form.register('statement')}
          />
          <WordCount id={`${statementId}-count`} text={statement} />
        </FormField>
      )}
      <FormActions
        cancelLabel={t('disputes.cancel')}
        onCancel={onCancel}
        submitLabel={prepare.isPending ? t('campaign.prepare.preparing') : t('campaign.prepare.submit')}
        disabled={prepare.isPending}
      />
    </form>
  );
}
