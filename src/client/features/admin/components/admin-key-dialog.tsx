import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivateRequestSchema } from '#shared/schemas/subscription.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../lib/toast-store.ts';

/** The contract's limit on a payment reference, so the field stops where the server would refuse. */
const REFERENCE_MAX_LENGTH = ActivateRequestSchema.shape.paymentReference.maxLength ?? undefined;

export interface AdminKeyAnswer {
  adminKey: string;
  /** Only when the dialog asks for it; empty means none. */
  paymentReference: string;
}

/**
 * Asks for the admin key before an activation (spec: without one, "Admin Key Required"), and for a single
 * activation the provider's payment reference the admin checked.
 */
export function AdminKeyDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  withReference,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  withReference: boolean;
  pending: boolean;
  onSubmit: (answer: AdminKeyAnswer) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <AdminKeyForm
          confirmLabel={confirmLabel}
          withReference={withReference}
          pending={pending}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Inside the dialog's content, so closing it forgets what was typed. */
function AdminKeyForm({
  confirmLabel,
  withReference,
  pending,
  onSubmit,
  onCancel,
}: {
  confirmLabel: string;
  withReference: boolean;
  pending: boolean;
  onSubmit: (answer: AdminKeyAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [adminKey, setAdminKey] = useState('');
  const [paymentReference, setPaymentReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adminKey.trim()) {
      toast({ title: t('errors.ADMIN_KEY_REQUIRED'), variant: 'destructive' });
      return;
    }
    onSubmit({ adminKey, paymentReference: paymentReference.trim() });
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="admin-key">{t('admin.activate.keyLabel')}</Label>
        <PasswordInput
          id="admin-key"
          autoComplete="off"
          value={adminKey}
          onChange={(event) => setAdminKey(event.target.value)}
        />
      </div>
      {withReference && (
        <div className="grid gap-2">
          <Label htmlFor="payment-reference">{t('admin.activate.referenceLabel')}</Label>
          <Input
            id="payment-reference"
            maxLength={REFERENCE_MAX_LENGTH}
            value={paymentReference}
            onChange={(event) => setPaymentReference(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
