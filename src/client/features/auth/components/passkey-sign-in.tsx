import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Divider } from '#client/components/ui/divider.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey.ts';
import { PasskeyCeremonyError, passkeysSupported } from '../passkey-ceremony.ts';

/** The sign-in page's other way in: no email typed, the device offers the member's passkey. */
export function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [supported] = useState(passkeysSupported);
  const signIn = useSignInWithPasskey();
  if (!supported) return null;

  const start = () =>
    signIn.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('auth.loginSuccess'), description: t('auth.loginSuccessDescription') });
        onSuccess();
      },
      onError: (error) =>
        toast({
          title: t('auth.passkeys.signInFailed'),
          description:
            error instanceof PasskeyCeremonyError ? t('auth.passkeys.signInCancelled') : errorMessage(error, t),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mt-6 grid gap-3">
      <Divider>{t('auth.passkeys.or')}</Divider>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="h-auto min-h-11 whitespace-normal py-2"
        aria-describedby="passkey-sign-in-hint"
        disabled={signIn.isPending}
        onClick={start}
      >
        <KeyRound aria-hidden />
        {signIn.isPending ? t('auth.passkeys.signingIn') : t('auth.passkeys.signIn')}
      </Button>
      <p id="passkey-sign-in-hint" className="text-center text-sm text-muted-foreground">
        {t('auth.passkeys.signInHint')}
      </p>
    </div>
  );
}
