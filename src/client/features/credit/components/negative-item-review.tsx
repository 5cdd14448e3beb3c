import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { SelectAllButtons } from '#client/components/ui/select-all-buttons.tsx';
import { formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { useSelection } from '#client/lib/use-selection.ts';
import { PRICE_PER_DISPUTE_CENTS } from '#shared/constants/plans.ts';
import { type ItemListProps, useItemDetails } from './negative-item-list.tsx';

/**
 * The dashboard's review list: the member ticks the items to dispute (those not already being disputed) and
 * goes on to choose a plan with them, or opens one to dispute it with the reasons they pick.
 */
export function NegativeItemReview({ items, disputes, disputeAction }: ItemListProps) {
  const { t } = useTranslation();
  const selectable = items.filter((item) => !item.isDisputed);
  const selection = useSelection(selectable);
  const chosen = selection.chosen;
  const { card, details } = useItemDetails(items, disputes, disputeAction);

  return (
    <div className="grid gap-3">
      {selectable.length > 0 && (
        <SelectAllButtons
          selection={selection}
          selectAllLabel={t('dashboardSelection.selectAll')}
          clearLabel={t('dashboardSelection.deselectAll')}
        />
      )}
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            {item.isDisputed ? (
              <span className="size-5 shrink-0" aria-hidden />
            ) : (
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                aria-label={t('dashboardSelection.select', { name: item.creditorName })}
                checked={selection.isSelected(item.id)}
                onChange={(event) => selection.toggle(item.id, event.target.checked)}
              />
            )}
            <div className="min-w-0 flex-1">{card(item)}</div>
          </li>
        ))}
      </ul>
      {selectable.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted p-4">
          <p role="status" className="text-sm font-medium">
            {chosen.length > 0
              ? t('dashboardSelection.summary', {
                  count: chosen.length,
                  amount: formatMoney(chosen.length * PRICE_PER_DISPUTE_CENTS),
                })
              : t('dashboardSelection.none')}
          </p>
          {chosen.length > 0 ? (
            <ButtonLink to={`${paths.subscribe}?selectedItems=${chosen.map((item) => item.id).join(',')}`}>
              {t('dashboardSelection.proceed')}
            </ButtonLink>
          ) : (
            <Button disabled>{t('dashboardSelection.proceed')}</Button>
          )}
        </div>
      )}
      {details}
    </div>
  );
}
