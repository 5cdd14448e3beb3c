import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { useRegenerateLetters } from '../api/regenerate-letters.ts';
import { BureauPanel } from './bureau-panel.tsx';
import { DisputeCampaign } from './dispute-campaign.tsx';
import { DisputeHeading } from './dispute-heading.tsx';
import { DisputeProgress } from './dispute-progress.tsx';
import { useHasLetterToPrint } from './letters-mailed-for-them.ts';

/** A sent dispute: progress, each bureau with its deadline and letter, then its campaign's rounds and next steps. */
export function ActiveDisputeCard({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateLetters();
  // A letter with our mail service is printed as it was queued: rewriting is for those the member prints.
  const letterToPrint = useHasLetterToPrint(dispute);
  const rewrite = () =>
    regenerate.mutate(dispute.id, {
      onSuccess: () => toast({ title: t('disputes.regenerate.success') }),
      onError: (error) =>
        toast({
          title: t('disputes.regenerate.failedTitle'),
          description:
            error instanceof ApiError && error.body ? errorMessage(error, t) : t('disputes.regenerate.failed'),
          variant: 'destructive',
        }),
    });
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <DisputeHeading dispute={dispute} />
        {dispute.submittedAt && (
          <p className="text-sm text-muted-foreground">
            {t('disputes.submittedOn', { date: formatInstantDay(dispute.submittedAt) })}
          </p>
        )}
        <DisputeProgress dispute={dispute} />
        {dispute.bureaus.length > 0 && <BureauPanel dispute={dispute} />}
        <DisputeCampaign dispute={dispute} />
        {letterToPrint && (
          <div className="grid gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="h-auto min-h-9 w-full justify-start whitespace-normal py-2 text-left sm:w-fit"
              disabled={regenerate.isPending}
              onClick={rewrite}
            >
              <RefreshCw aria-hidden className={regenerate.isPending ? 'animate-spin' : undefined} />
              {t('disputes.regenerate.action')}
            </Button>
            <p className="text-xs text-muted-foreground">{t('disputes.regenerate.hint')}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
