import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useSiteInfo } from '#client/lib/public-config.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { DATA_EXPORTS_PER_HOUR, RETENTION_YEARS } from '#shared/constants/privacy.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { downloadMyData } from '../api/download-my-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** A plan whose money may still move: deleting the account ends it, and the page says how. */
const RUNNING: readonly SubscriptionStatus[] = ['pending_verification', 'active', 'past_due'];

function DownloadMyData() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: (error) => {
      const limited = error instanceof ApiError && error.body?.code === 'RATE_LIMITED';
      const minutes = Math.max(
        1,
        Math.ceil((error instanceof ApiError ? (error.body?.retryAfterSeconds ?? 60) : 60) / 60),
      );
      toastFailure(
        t('privacy.download.failed'),
        limited ? t('privacy.download.limited', { count: DATA_EXPORTS_PER_HOUR, minutes }) : errorMessage(error, t),
      );
    },
  });
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">{t('privacy.download.title')}</h3>
      <p>{t('privacy.download.text')}</p>
      <p className="text-sm text-muted-foreground">{t('privacy.download.note', { count: DATA_EXPORTS_PER_HOUR })}</p>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Download aria-hidden />
        {download.isPending ? t('privacy.download.preparing') : t('privacy.download.button')}
      </Button>
    </div>
  );
}

/** Only a card processor keeps a card to remove; with manual payments (or before the site answers) none is named. */
function RunningPlanNotice() {
  const { t } = useTranslation();
  const processor = useSiteInfo()?.paymentProcessor;
  return <p>{t('privacy.delete.plan', { context: processor === 'stripe' ? 'stripe' : undefined })}</p>;
}

function DeleteMyAccount({ planStatus }: { planStatus: SubscriptionStatus }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">{t('privacy.delete.title')}</h3>
      <p>{t('privacy.delete.intro')}</p>
      <p className="font-medium">{t('privacy.delete.deletedTitle')}</p>
      <ul className="ml-5 list-disc">
        <li>{t('privacy.delete.deletedProfile')}</li>
        <li>{t('privacy.delete.deletedReports')}</li>
        <li>{t('privacy.delete.deletedSessions')}</li>
      </ul>
      <p className="font-medium">{t('privacy.delete.keptTitle')}</p>
      <ul className="ml-5 list-disc">
        <li>{t('privacy.delete.keptContract', { count: RETENTION_YEARS })}</li>
        <li>{t('privacy.delete.keptLog')}</li>
      </ul>
      {RUNNING.includes(planStatus) && <RunningPlanNotice />}
      <Button
        className="w-full bg-destructive text-destructive-foreground hover:bg-destructive/90 sm:w-fit"
        onClick={() => setOpen(true)}
      >
        {t('privacy.delete.button')}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The account page's "Your data": a copy of all of it, and deleting the account (decision 017). */
export function YourData({ planStatus }: { planStatus: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Section id="your-data" card className="gap-6" title={t('privacy.title')}>
      <DownloadMyData />
      <DeleteMyAccount planStatus={planStatus} />
    </Section>
  );
}
