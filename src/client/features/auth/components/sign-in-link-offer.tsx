import { Mail, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { SIGN_IN_LINK_TTL_MS } from '#shared/constants/accounts.ts';
import { useRequestSignInLink } from '../api/sign-in-link.ts';
import { waitMinutes } from '../wait-minutes.ts';

const MINUTE_MS = 60 * 1000;

/**
 * Shown when password sign-ins from browsers the account does not know are paused (someone else's wrong
 * guesses can cause it): how long, and the owner's way in now, a one-time link to their mailbox.
 */
export function SignInLinkOffer({ email, retryAfterSeconds }: { email: string; retryAfterSeconds: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestSignInLink();

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-2 rounded-md border border-border bg-muted/40 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck className="size-5 text-primary" aria-hidden />
          {t('auth.signInLink.sentTitle')}
        </p>
        <p className="text-sm [overflow-wrap:anywhere]">
          {t('auth.signInLink.sentText', { email, count: SIGN_IN_LINK_TTL_MS / MINUTE_MS })}
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-border bg-muted/40 p-4">
      <p className="font-semibold">{t('auth.signInLink.lockedTitle')}</p>
      <p className="text-sm">{t('auth.signInLink.lockedText', { count: waitMinutes(retryAfterSeconds) })}</p>
      <p className="text-sm">{t('auth.signInLink.lockedChoice')}</p>
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-fit"
        disabled={request.isPending}
        onClick={() =>
          request.mutate(
            { email, language },
            {
              onError: (error) => toastFailure(t('auth.signInLink.sendFailed'), errorMessage(error, t)),
            },
          )
        }
      >
        <Mail aria-hidden />
        {request.isPending ? t('auth.signInLink.sending') : t('auth.signInLink.send')}
      </Button>
    </div>
  );
}
