import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { MailingConfirmation } from './mailing-confirmation.tsx';

/** "Mail it for me" on a ready bureau letter, and its confirmation, read only once opened. */
export function MailItForMe({ disputeId, bureau }: { disputeId: string; bureau: Bureau }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="h-auto min-h-11 whitespace-normal py-2" onClick={() => setOpen(true)}>
        <Send aria-hidden />
        {t('mailing.action')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent>
            <MailingConfirmation disputeId={disputeId} bureau={bureau} onClose={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
