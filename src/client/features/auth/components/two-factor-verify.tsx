import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useVerifyTwoFactor } from '../api/two-factor-verify.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';

/** The second step of an admin's sign-in: a code from the app, or one of the recovery codes. */
export function TwoFactorVerify({ onPassed }: { onPassed: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const app = kind === 'app';

  return (
    <section aria-labelledby="two-factor-verify" className="grid gap-4">
      <h1 id="two-factor-verify" className="text-2xl font-bold tracking-tight">
        {t('auth.twoFactor.verifyTitle')}
      </h1>
      <p>{app ? t('auth.twoFactor.verifyIntro') : t('auth.twoFactor.recoveryPrompt')}</p>
      <TwoFactorCodeForm
        // A new field for each kind: what was typed and its error belong to the other kind.
        key={kind}
        id={`two-factor-${kind}-code`}
        kind={kind}
        label={app ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.recoveryCodeLabel')}
        submitLabel={t('auth.twoFactor.verify')}
        onSubmit={async (code) => {
          await verify.mutateAsync({ code });
          onPassed();
        }}
      />
      <Button type="button" variant="link" className="w-fit px-0" onClick={() => setKind(app ? 'recovery' : 'app')}>
        {app ? t('auth.twoFactor.useRecoveryCode') : t('auth.twoFactor.useAppCode')}
      </Button>
    </section>
  );
}
