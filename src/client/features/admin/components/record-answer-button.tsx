import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { RecordAnswerForm } from './record-answer-form.tsx';

type BureauRow = AdminDispute['bureaus'][number];

export function RecordAnswerButton({ dispute, row }: { dispute: AdminDispute; row: BureauRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bureau = t(`bureaus.${row.bureau}`);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('admin.answer.actionFor', { bureau, name: dispute.accountName })}
        onClick={() => setOpen(true)}
      >
        {t('admin.answer.action')}
      </Button>
      <DialogContent className="sm:max-w-md">
        <DialogTitle>{t('admin.answer.title', { bureau })}</DialogTitle>
        <DialogDescription>
          {t('admin.answer.description', { name: dispute.accountName, email: dispute.userEmail })}
        </DialogDescription>
        <RecordAnswerForm disputeId={dispute.id} row={row} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
