import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import type { DisputeGroups } from '../dispute-groups.ts';

const TILES = ['all', 'active', 'resolved', 'rejected', 'drafts'] as const;

/** The five counts at the top of the disputes page. */
export function DisputeCounts({ groups }: { groups: DisputeGroups }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5">
      {TILES.map((tile) => (
        <Card key={tile} className="grid content-start gap-1 p-3 sm:p-4">
          <dt className="text-sm text-muted-foreground">{t(`disputes.counts.${tile}`)}</dt>
          <dd className="text-3xl font-bold tabular-nums">{groups[tile].length}</dd>
        </Card>
      ))}
    </dl>
  );
}
