import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { formatDay } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { nearestDue, overdueBureaus } from '../dispute-groups.ts';
import { DisputeTitleRow } from './dispute-heading.tsx';
import { DisputeProgress } from './dispute-progress.tsx';

/** Bureaus that answered the item is accurate: each can be asked how it checked it (§ 1681i(a)(7)). */
function VerifiedBy({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const verified = dispute.bureaus.filter((row) => row.outcome === 'verified');
  if (verified.length === 0) return null;
  return (
    <p className="text-sm">
      {t('disputes.overview.verified', {
        bureaus: verified.map((row) => t(`bureaus.${row.bureau}`)).join(', '),
        count: verified.length,
      })}
    </p>
  );
}

/** When the next bureau answer is due, from the real dates; or which bureaus are already late. */
function NextAnswer({ dispute }: { dispute: DisputeResponse }) {
  const { t } = useTranslation();
  const late = overdueBureaus(dispute);
  if (late.length > 0) {
    return (
      <p className="text-sm font-medium text-destructive">
        {t('disputes.overview.overdue', { bureaus: late.map((row) => t(`bureaus.${row.bureau}`)).join(', ') })}
      </p>
    );
  }
  const next = nearestDue(dispute);
  if (!next) return null;
  return (
    <p className="text-sm">
      {t('disputes.overview.nextAnswer', {
        bureau: t(`bureaus.${next.bureau}`),
        date: formatDay(next.responseDueOn),
        count: next.daysLeft,
      })}
    </p>
  );
}

/** Active disputes at a glance (dashboard and dispute center): status, the three steps, what comes next. */
export function ActiveDisputesOverview({
  disputes,
  title,
  limit = 5,
}: {
  disputes: DisputeResponse[];
  title: string;
  limit?: number;
}) {
  const { t } = useTranslation();
  return (
    <Section
      id="active-disputes-overview"
      size="2xl"
      title={title}
      seeAll={{ to: paths.disputes, label: t('disputes.overview.seeAll') }}
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {disputes.slice(0, limit).map((dispute) => (
          <li key={dispute.id} className="min-w-0">
            <Card className="h-full">
              <CardContent className="grid gap-3 pt-6">
                <DisputeTitleRow dispute={dispute} />
                <DisputeProgress dispute={dispute} />
                <VerifiedBy dispute={dispute} />
                <NextAnswer dispute={dispute} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
