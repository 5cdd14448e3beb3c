import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useDiscardDraft } from '../api/discard-draft.ts';

/** A quiet link at the bottom: asks first, because it deletes the photos and the report too. */
export function StartOver({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const discard = useDiscardDraft();
  if (!asking) {
    return (
      <Button variant="link" className="justify-self-center text-muted-foreground" onClick={() => setAsking(true)}>
        {t('onboarding.page.startOver')}
      </Button>
    );
  }
  const confirm = () =>
    discard.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        onDone();
      },
      onError: (error) => toastFailure(t('onboarding.page.startOverFailed'), errorMessage(error, t)),
    });
  return (
    <div className="grid gap-3 rounded-lg border border-border p-4">
      <p className="text-sm">{t('onboarding.page.startOverQuestion')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          className="border-destructive text-destructive"
          disabled={discard.isPending}
          onClick={confirm}
        >
          {t('onboarding.page.startOverConfirm')}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          {t('onboarding.page.startOverCancel')}
        </Button>
      </div>
    </div>
  );
}
