import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { AuthNotice } from './auth-notice.tsx';

/**
 * Sends an emailed link's token as soon as the page opens, once: a link works once, so StrictMode's second run of
 * this effect must not send it again (and read 'used').
 */
export function useSpendLinkOnOpen(token: string | null, spend: (token: string) => void) {
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    spend(token);
  }, [token, spend]);
}

/**
 * The link's page while its token is sent, or after a failure that was not the link's (a network error, say),
 * with a way to send it again.
 */
export function SpendingLink({
  error,
  failedTitle,
  pendingText,
  onRetry,
}: {
  /** The failure, when the token was refused for another reason than the link. */
  error: Error | null;
  failedTitle: string;
  pendingText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <AuthNotice
        icon={TriangleAlert}
        title={failedTitle}
        actions={
          <Button size="lg" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        <p>{errorMessage(error, t)}</p>
      </AuthNotice>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      {pendingText}
    </p>
  );
}
