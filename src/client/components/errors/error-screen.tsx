import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import { Button } from '../ui/button.tsx';

/** A failed load says what happened in the user's language and offers to try again. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg">{errorMessage(error, t)}</p>
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </div>
  );
}
