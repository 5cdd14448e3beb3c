import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '#shared/constants/accounts.ts';
import { HOUR_MS } from '#shared/constants/time.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** "Send a new link" to confirm the signed-in member's email. */
export function ResendVerificationButton({ email, ...props }: { email: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('auth.resend.sentTitle'),
          description: t('auth.resend.sentText', { email, count: EMAIL_VERIFICATION_TTL_MS / HOUR_MS }),
        }),
      onError: (error) => {
        // ALREADY_VERIFIED also names a bureau's answer elsewhere, so this case has its own words.
        if (error instanceof ApiError && error.body?.code === 'ALREADY_VERIFIED') {
          toast({ title: t('auth.resend.alreadyConfirmed') });
        } else {
          toastFailure(t('auth.resend.failed'), errorMessage(error, t));
        }
      },
    });
  return (
    <Button {...props} disabled={resend.isPending} onClick={send}>
      {resend.isPending ? t('auth.resend.sending') : t('auth.resend.button')}
    </Button>
  );
}
