import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { PAYMENT_REFERENCE_MAX } from '#shared/constants/billing.ts';
import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { ActivateRequestSchema } from '#shared/schemas/subscription.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { AdminKeyActions, AdminKeyField, hasAdminKey } from './admin-key-dialog.tsx';
import { PaymentDetails } from './payment-details.tsx';

/** What the admin types: the route's own rules for the key and the processor's reference. */
const VerifyPaymentFormSchema = ActivateRequestSchema.pick({ adminKey: true, paymentReference: true });
type FormInput = z.input<typeof VerifyPaymentFormSchema>;
type FormOutput = z.output<typeof VerifyPaymentFormSchema>;

/**
 * Verifies one manual payment: shows what the member reported, and sends nothing until the admin has typed
 * the processor's own reference for it and the admin key. The payment is named by its id.
 */
export function VerifyPaymentForm({
  payment,
  activation = false,
  onDone,
  onCancel,
}: {
  payment: AwaitingPayment;
  /** A pending member's plan, paid up front before billing in arrears: verifying it activates the plan. */
  activation?: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const activate = useActivateSubscription();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(VerifyPaymentFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { adminKey: '', paymentReference: '' },
  });
  const referenceError = form.formState.errors.paymentReference?.message;
  // Awaited rather than mutate's callbacks: the refetch after success drops this payment from the list, which
  // unmounts the form before mutate's own callbacks would run, and the admin would see no confirmation.
  const submit = form.handleSubmit(async ({ adminKey, paymentReference }) => {
    if (!hasAdminKey(adminKey, t)) return;
    try {
      await activate.mutateAsync({
        userId: payment.userId,
        adminKey,
        paymentReference,
        paymentId: payment.paymentId,
      });
    } catch (error) {
      toast({
        title: t('admin.activate.failed'),
        description: activationErrorMessage(error, t),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: activation ? t('admin.activate.success') : t('admin.activate.paymentSuccess') });
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-4">
      <PaymentDetails payment={payment} />
      <AdminKeyField {...form.register('adminKey')} />
      <FormField
        id="payment-reference"
        label={t('admin.activate.referenceLabel')}
        hint={t('admin.activate.referenceHint')}
        error={referenceError}
      >
        <Input
          {...fieldAria('payment-reference', referenceError, true)}
          maxLength={PAYMENT_REFERENCE_MAX}
          autoComplete="off"
          {...form.register('paymentReference')}
        />
      </FormField>
      <AdminKeyActions
        confirmLabel={activation ? t('admin.activate.confirm') : t('admin.activate.confirmPayment')}
        pending={activate.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
