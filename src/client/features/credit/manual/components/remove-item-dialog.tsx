import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { ManualItem } from '#shared/schemas/manual-items.ts';
import { useDeleteManualItem } from '../api/delete-manual-item.ts';

/** Asks before removing: on a phone a stray tap must not take an item off the member's report. */
export function RemoveItemDialog({ item, onClose }: { item: ManualItem; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteManualItem();
  const confirm = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: t('credit.manual.remove.done') });
        onClose();
      },
      onError: (error) => {
        toastFailure(t('credit.manual.remove.failed'), errorMessage(error, t));
        onClose();
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid gap-4">
        <DialogTitle>{t('credit.manual.remove.title')}</DialogTitle>
        <DialogDescription>{t('credit.manual.remove.body', { name: item.creditorName })}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" disabled={remove.isPending} onClick={onClose}>
            {t('credit.manual.remove.cancel')}
          </Button>
          <Button size="lg" disabled={remove.isPending} onClick={confirm}>
            {t('credit.manual.remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
