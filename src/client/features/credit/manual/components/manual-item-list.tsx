import { useTranslation } from 'react-i18next';
import type { ManualItem } from '#shared/schemas/manual-items.ts';
import { ManualItemCard } from './manual-item-card.tsx';

/** The member's hand-entered items, newest first as the API answers them, or what to do when there are none. */
export function ManualItemList({ items }: { items: ManualItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <div className="grid gap-1 rounded-lg border border-dashed border-border p-4">
        <h3 className="font-semibold">{t('credit.manual.list.emptyTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('credit.manual.list.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <ManualItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}
