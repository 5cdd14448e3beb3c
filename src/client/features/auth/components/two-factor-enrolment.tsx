import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import type { TwoFactorEnrolmentResponse } from '#shared/schemas/auth.ts';
import { useConfirmTwoFactorEnrolment } from '../api/two-factor-confirm.ts';
import { useStartTwoFactorEnrolment } from '../api/two-factor-enrolment.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes.tsx';

/**
 * Set in this tab between "Set it up" and the confirmation. The server gives a session the same pending key
 * again, so a reload picks it up at once instead of showing the introduction as if nothing had been started.
 */
const startedKey = (email: string) => `two-factor-enrolment-started:${email}`;

/** An SVG shown as an image: it cannot run anything, whatever it holds. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function ScanAndConfirm({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolmentResponse;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactorEnrolment();
  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        <p>{t('auth.twoFactor.scanStep')}</p>
        <img
          src={svgSource(enrolment.qrSvg)}
          alt={t('auth.twoFactor.qrAlt')}
          className="size-48 rounded-md border border-border bg-white p-2 sm:size-56"
        />
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.manualEntry')}</p>
        <code className="w-fit select-all break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
          {enrolment.secret}
        </code>
      </div>
      <div className="grid gap-3">
        <p>{t('auth.twoFactor.confirmStep')}</p>
        <TwoFactorCodeForm
          id="two-factor-confirm-code"
          kind="app"
          label={t('auth.twoFactor.codeLabel')}
          submitLabel={t('auth.twoFactor.confirm')}
          onSubmit={async (code) => onConfirmed((await confirm.mutateAsync({ code })).recoveryCodes)}
        />
      </div>
    </div>
  );
}

/**
 * Setting up two-step verification, in three steps: why (and start), scan the QR code and confirm a code,
 * then the recovery codes. `onDone` runs only once the admin (or the member) says the codes are saved. Staff
 * must set it up; a member chose to, and is told what it protects.
 */
export function TwoFactorEnrolment({
  email,
  onDone,
  audience = 'staff',
}: {
  email: string;
  onDone: () => void;
  audience?: 'staff' | 'member';
}) {
  const { t } = useTranslation();
  const start = useStartTwoFactorEnrolment();
  const { mutate } = start;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => sessionStorage.setItem(startedKey(email), 'yes'),
        onError: (error) => toastFailure(t('auth.twoFactor.failed'), errorMessage(error, t)),
      }),
    [mutate, email, t],
  );
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || sessionStorage.getItem(startedKey(email)) === null) return;
    resumed.current = true;
    begin();
  }, [begin, email]);
  const confirmed = (codes: string[]) => {
    sessionStorage.removeItem(startedKey(email));
    setRecoveryCodes(codes);
  };

  let step: ReactNode;
  if (recoveryCodes) {
    step = <TwoFactorRecoveryCodes email={email} codes={recoveryCodes} onSaved={onDone} />;
  } else if (start.data) {
    step = <ScanAndConfirm enrolment={start.data} onConfirmed={confirmed} />;
  } else {
    step = (
      <div className="grid gap-4">
        <p>{audience === 'staff' ? t('auth.twoFactor.enrolIntro') : t('auth.twoFactor.memberEnrolIntro')}</p>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.appHint')}</p>
        <Button size="lg" className="w-full sm:w-fit" disabled={start.isPending} onClick={begin}>
          {start.isPending ? t('auth.twoFactor.starting') : t('auth.twoFactor.start')}
        </Button>
      </div>
    );
  }

  // The staff's set-up is a page of its own; a member's sits inside the account page's security section.
  const Heading = audience === 'staff' ? 'h1' : 'h3';
  return (
    <section aria-labelledby="two-factor-enrolment" className="grid gap-4">
      <Heading
        id="two-factor-enrolment"
        className={audience === 'staff' ? 'text-2xl font-bold tracking-tight' : 'text-lg font-semibold'}
      >
        {recoveryCodes ? t('auth.twoFactor.recoveryTitle') : t('auth.twoFactor.enrolTitle')}
      </Heading>
      {step}
    </section>
  );
}
