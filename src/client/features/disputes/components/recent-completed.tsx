import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Section } from '#client/components/ui/section.tsx';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { CompletedDisputeEnd } from './completed-list.tsx';
import { DisputeTitleRow } from './dispute-heading.tsx';

/** The last finished disputes, with what each bureau answered and how many next steps those answers call for. */
export function RecentCompleted({ disputes }: { disputes: DisputeResponse[] }) {
  const { t } = useTranslation();
  return (
    <Section id="recent-completed" size="2xl" title={t('disputeCenter.completedTitle')}>
      {disputes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('disputeCenter.noneCompleted')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {disputes.map((dispute) => (
            <li key={dispute.id} className="min-w-0">
              <Card className="h-full">
                <CardContent className="grid gap-2 pt-6">
                  <DisputeTitleRow dispute={dispute} />
                  <CompletedDisputeEnd dispute={dispute} compact />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
