import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useZodForm } from '#client/lib/use-zod-form.ts';

interface ReferenceValues {
  reference?: string | undefined;
}

interface PaymentReferenceFormProps {
  /** The endpoint's own schema (or its `reference` part): the field is checked by the rule the server applies. */
  schema: z.ZodType<ReferenceValues, ReferenceValues>;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Once told, a second press would tell us twice. */
  isDone: boolean;
  onSubmit: (reference: string | undefined) => void;
}

/**
 * Manual payment: "I've paid", with the receipt or confirmation number the payment page gave, if any. The
 * admin who checks the payment sees it; a blank field sends nothing.
 */
export function PaymentReferenceForm({
  schema,
  submitLabel,
  pendingLabel,
  isPending,
  isDone,
  onSubmit,
}: PaymentReferenceFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(schema, { reference: '' });
  const error = form.formState.errors.reference?.message;
  const submit = form.handleSubmit(({ reference }) => onSubmit(reference || undefined));
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField id={id} label={t('subscribe.reference.label')} hint={t('subscribe.reference.hint')} error={error}>
        <Input {...fieldAria(id, error, true)} autoComplete="off" {...form.register('reference')} />
      </FormField>
      <Button type="submit" className="w-full sm:w-fit" disabled={isPending || isDone}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
