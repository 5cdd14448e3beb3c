import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { ClientRecord } from '#shared/schemas/admin.ts';
import { fullName } from '../full-name.ts';
import { ClientHistoryContent } from './client-history-content.tsx';

/** The detail panel of one client: their history, read when the panel opens (the server logs the read). */
export function ClientHistoryDialog({ client, onClose }: { client: ClientRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      {client && (
        <DialogContent className="sm:max-w-3xl">
          <DialogTitle>{t('admin.history.title', { name: fullName(client) })}</DialogTitle>
          <DialogDescription className="break-all">{client.email}</DialogDescription>
          <ClientHistoryContent userId={client.id} onFailed={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
