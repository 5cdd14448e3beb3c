import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { ManualItem } from '#shared/schemas/manual-items.ts';
import { viewSummary } from '../view-summary.ts';
import { RemoveItemDialog } from './remove-item-dialog.tsx';

/** One hand-entered item as the member typed it; a disputed one is part of a letter and can no longer change. */
export function ManualItemCard({ item }: { item: ManualItem }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const byBureau = (bureau: ManualItem['views'][number]['bureau'] | null, value: string) =>
    bureau === null ? value : `${t(`bureaus.${bureau}`)}: ${value}`;
  const rows: [string, string][] = [
    [
      t('credit.details.balance'),
      viewSummary(item.views, (view) => view.balanceCents)
        .map(({ bureau, value }) => byBureau(bureau, formatMoney(value)))
        .join(' · '),
    ],
    [
      t('credit.details.status'),
      viewSummary(item.views, (view) => view.paymentStatus)
        .map(({ bureau, value }) => byBureau(bureau, t(`credit.paymentStatus.${value}`)))
        .join(' · '),
    ],
  ];
  return (
    <article className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{item.creditorName}</h3>
          <Badge variant="secondary">{t(`credit.itemType.${item.itemType}`)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            t('credit.manual.list.shownBy', {
              bureaus: item.views.map((view) => t(`bureaus.${view.bureau}`)).join(', '),
            }),
            item.accountNumberLast4 && t('credit.manual.list.endingIn', { last4: item.accountNumberLast4 }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {item.locked ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Lock className="size-4 shrink-0" aria-hidden />
          {t('credit.manual.list.locked')}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <ButtonLink
            to={paths.manualItemEdit(item.id)}
            aria-label={t('credit.manual.list.editNamed', { name: item.creditorName })}
            variant="outline"
            className="min-h-11"
          >
            {t('credit.manual.list.edit')}
          </ButtonLink>
          <Button
            variant="outline"
            className="min-h-11"
            aria-label={t('credit.manual.list.removeNamed', { name: item.creditorName })}
            onClick={() => setRemoving(true)}
          >
            {t('credit.manual.list.remove')}
          </Button>
        </div>
      )}
      {removing && <RemoveItemDialog item={item} onClose={() => setRemoving(false)} />}
    </article>
  );
}
