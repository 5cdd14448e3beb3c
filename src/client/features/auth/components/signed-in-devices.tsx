import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { QueryAnswer, Section } from '#client/components/ui/section.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstant } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import type { SignedInDevice } from '#shared/schemas/auth.ts';
import { useSignedInDevices } from '../api/get-signed-in-devices.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/** The account page's "Signed-in devices": a member who sees a browser they do not know can end it here. */
export function SignedInDevices() {
  const { t } = useTranslation();
  const devices = useSignedInDevices();
  const everywhere = useSignOutEverywhere();
  const failed = (error: unknown) => toastFailure(t('auth.devices.failed'), errorMessage(error, t));

  return (
    <Section id="signed-in-devices" card title={t('auth.devices.title')} description={t('auth.devices.description')}>
      <QueryAnswer query={devices}>
        {(data) => (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.devices.map((device) => (
              <DeviceRow key={device.id} device={device} onError={failed} />
            ))}
          </ul>
        )}
      </QueryAnswer>
      <InlineConfirm
        label={t('auth.devices.signOutEverywhere')}
        question={t('auth.devices.signOutEverywhereQuestion')}
        confirmLabel={t('auth.devices.signOutEverywhereConfirm')}
        cancelLabel={t('auth.devices.cancel')}
        pending={everywhere.isPending}
        onConfirm={() => everywhere.mutate(undefined, { onError: failed })}
      />
    </Section>
  );
}

function DeviceRow({ device, onError }: { device: SignedInDevice; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const signOut = useSignOutDevice();
  const name = device.device ?? t('auth.devices.unknownDevice');
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="[overflow-wrap:anywhere]">{name}</span>
          {device.current && <Badge variant="secondary">{t('auth.devices.thisDevice')}</Badge>}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
          <dt>{t('auth.devices.ipAddress')}</dt>
          <dd className="[overflow-wrap:anywhere]">{device.ipAddress ?? t('auth.devices.unknownIp')}</dd>
          <dt>{t('auth.devices.signedIn')}</dt>
          <dd>{formatInstant(device.createdAt)}</dd>
          <dt>{t('auth.devices.lastActive')}</dt>
          <dd>{formatInstant(device.lastSeenAt)}</dd>
        </dl>
      </div>
      {!device.current && (
        <Button
          variant="outline"
          size="sm"
          className="w-full sm:w-auto"
          aria-label={t('auth.devices.signOutNamed', { device: name })}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => toast({ title: t('auth.devices.signedOut', { device: name }) }),
              onError,
            })
          }
        >
          {signOut.isPending ? t('auth.devices.signingOut') : t('auth.devices.signOut')}
        </Button>
      )}
    </li>
  );
}
