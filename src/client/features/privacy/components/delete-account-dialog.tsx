import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { leaveTo } from '#client/lib/navigation.ts';
import { paths } from '#client/lib/paths.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { DeleteAccountRequestSchema } from '#shared/schemas/privacy.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Refusals that have their own words here: who may not leave, and a payment still going through. */
function refusalKey(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  const { code, reason } = error.body ?? {};
  if (code === 'LAST_ADMIN') return 'privacy.delete.lastAdmin' as const;
  if (code === 'OWNER_PROTECTED') return 'privacy.delete.owner' as const;
  if (code === 'WRONG_SUBSCRIPTION_STATE' && reason === 'payment_processing')
    return 'privacy.delete.paymentProcessing' as const;
  return null;
}

/**
 * Asks for the password before the account goes. Once the server has deleted it the browser leaves the app for
 * a plain page: nothing of the member stays in memory, and every cached answer goes with the page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const form = useZodForm(DeleteAccountRequestSchema, { password: '' });
  const password = fieldsOf(form, 'delete')('password');
  const refusal = refusalKey(deletion.error);
  const otherFailure =
    deletion.error &&
    !refusal &&
    !(deletion.error instanceof ApiError && deletion.error.body?.code === 'WRONG_CURRENT_PASSWORD')
      ? errorMessage(deletion.error, t)
      : null;

  const submit = form.handleSubmit(async (body) => {
    try {
      await deletion.mutateAsync(body);
      leaveTo(paths.accountDeleted);
    } catch (failure) {
      if (failure instanceof ApiError && failure.body?.code === 'WRONG_CURRENT_PASSWORD') {
        form.setError('password', { message: 'privacy.delete.wrongPassword' }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid gap-4 sm:max-w-lg">
        <DialogTitle>{t('privacy.delete.confirmTitle')}</DialogTitle>
        <DialogDescription className="text-base text-foreground">{t('privacy.delete.confirmText')}</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField {...password.field} label={t('privacy.delete.password')}>
            <PasswordInput {...password.control} autoComplete="current-password" />
          </FormField>
          {(refusal || otherFailure) && (
            <p role="alert" className="text-sm text-destructive">
              {refusal ? t(refusal) : otherFailure}
            </p>
          )}
          <FormActions
            cancelLabel={t('privacy.delete.keep')}
            onCancel={onClose}
            submitLabel={deletion.isPending ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
            disabled={deletion.isPending}
            submitClassName="bg-destructive text-destructive-foreground hover:bg-destructive/90"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
