import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { QueryAnswer } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import { PAYMENT_REFERENCE_MAX } from '#shared/constants/billing.ts';
import { PLANS } from '#shared/constants/plans.ts';
import type { AdminUser, AwaitingPayment } from '#shared/schemas/admin.ts';
import { ActivateRequestSchema } from '#shared/schemas/subscription.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { useAwaitingPayments } from '../api/admin-lists.ts';
import { fullName } from '../full-name.ts';
import { ActionDialog, AdminKeyField, hasAdminKey } from './action-dialog.tsx';

/** The texts of the two ways into the check: one awaiting payment, or the purchase a pending member waits on. */
const DIALOG_TEXTS = {
  payment: {
    action: 'admin.activate.verifyPayment',
    actionFor: 'admin.activate.verifyPaymentFor',
    title: 'admin.activate.paymentTitle',
  },
  activation: { action: 'admin.activate.action', actionFor: 'admin.activate.actionFor', title: 'admin.activate.title' },
} as const;

/** A small button naming the member for screen readers, opening a dialog that names them and their email. */
function MemberDialog({
  member,
  texts,
  children,
}: {
  member: Parameters<typeof fullName>[0];
  texts: keyof typeof DIALOG_TEXTS;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const name = fullName(member);
  const keys = DIALOG_TEXTS[texts];
  return (
    <ActionDialog
      trigger={(open) => (
        <Button size="sm" aria-label={t(keys.actionFor, { name })} onClick={open}>
          {t(keys.action)}
        </Button>
      )}
      title={t(keys.title)}
      description={t('admin.activate.description', { name, email: member.email })}
    >
      {children}
    </ActionDialog>
  );
}

/**
 * Opens the check of one manual payment awaiting verification: a period's price the member reported paying
 * (purchase or renewal alike), or a purchase paid up front before billing in arrears, whose check starts its plan.
 */
export function VerifyPaymentButton({ payment }: { payment: AwaitingPayment }) {
  return (
    <MemberDialog member={payment} texts="payment">
      {(close) => <VerifyPaymentForm payment={payment} onDone={close} onCancel={close} />}
    </MemberDialog>
  );
}

/**
 * Activates a member whose purchase waits for verification, from the users list: the dialog reads the
 * purchase (plan, amount, what the member reported) when it opens, so the admin checks it before verifying.
 */
export function ActivateUserButton({ user }: { user: AdminUser }) {
  return (
    <MemberDialog member={user} texts="activation">
      {(close) => <AwaitingPurchase userId={user.id} onClose={close} />}
    </MemberDialog>
  );
}

function AwaitingPurchase({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const purchase = useAwaitingPayments({ userId, kind: 'purchase' });
  return (
    <QueryAnswer query={purchase}>
      {({ payments: [payment] }) =>
        payment ? (
          <VerifyPaymentForm payment={payment} activation onDone={onClose} onCancel={onClose} />
        ) : (
          <p className="text-muted-foreground">{t('admin.activate.nothingAwaiting')}</p>
        )
      }
    </QueryAnswer>
  );
}

/** What the admin types: the route's own rules for the key and the processor's reference. */
const VerifyPaymentFormSchema = ActivateRequestSchema.pick({ adminKey: true, paymentReference: true });
type FormInput = z.input<typeof VerifyPaymentFormSchema>;
type FormOutput = z.output<typeof VerifyPaymentFormSchema>;

/**
 * Verifies one manual payment: shows what the member reported, and sends nothing until the admin has typed
 * the processor's own reference for it and the admin key. The payment is named by its id.
 */
function VerifyPaymentForm({
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
      <FormActions
        cancelLabel={t('admin.cancel')}
        onCancel={onCancel}
        submitLabel={activation ? t('admin.activate.confirm') : t('admin.activate.confirmPayment')}
        disabled={activate.isPending}
      />
    </form>
  );
}

/**
 * "Month N" for a monthly plan (billed in arrears, its first charge is month 1's, period 0), "Purchase" for a
 * one-time plan.
 */
function paymentKindText(payment: AwaitingPayment, t: TFunction): string {
  return PLANS[payment.paymentType].billing === 'monthly'
    ? t('admin.payment.month', { month: payment.periodIndex + 1 })
    : t('admin.payment.purchase');
}

/**
 * What an admin checks a manual payment against in the processor's records: plan, which month, amount, when
 * the member said they paid and the reference they gave. `compact` runs the facts on one wrapping line.
 */
export function PaymentDetails({ payment, compact = false }: { payment: AwaitingPayment; compact?: boolean }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('admin.payment.plan'), t(`plans.name.${payment.paymentType}`)],
    [t('admin.payment.kind'), paymentKindText(payment, t)],
    [t('admin.payment.amount'), formatMoney(payment.amountCents)],
    [
      t('admin.payment.reported'),
      payment.reportedAt ? formatInstantDay(payment.reportedAt) : t('admin.payment.notReported'),
    ],
    [t('admin.payment.memberReference'), payment.memberReference ?? t('admin.payment.noReference')],
  ];
  return (
    <dl
      className={cn(
        'text-sm',
        compact ? 'flex flex-wrap gap-x-4 gap-y-1' : 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1',
      )}
    >
      {facts.map(([term, value]) => (
        <div key={term} className={compact ? 'flex gap-1' : 'contents'}>
          <dt className="text-muted-foreground">{compact ? `${term}:` : term}</dt>
          <dd className="break-all font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
