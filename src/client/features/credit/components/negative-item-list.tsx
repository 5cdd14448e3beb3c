import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDisputeOf } from '#client/features/disputes/index.ts';
import { IMPACT_LEVELS } from '#shared/constants/credit-items.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { NegativeItemCard } from './negative-item-card.tsx';
import { type DisputeAction, NegativeItemDetails } from './negative-item-details.tsx';

/**
 * A list of items any of which the member may open: `card` shows one item (with its open dispute, if any) and
 * opens it; `details` is the opened item's dialog, or nothing.
 */
export function useItemDetails(
  items: NegativeItem[],
  disputes: readonly DisputeResponse[] | undefined,
  disputeAction: DisputeAction,
): { card: (item: NegativeItem) => ReactNode; details: ReactNode } {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId) ?? null;
  return {
    card: (item) => (
      <NegativeItemCard item={item} dispute={openDisputeOf(item.id, disputes)} onOpen={() => setOpenId(item.id)} />
    ),
    details: open && (
      <NegativeItemDetails
        item={open}
        dispute={openDisputeOf(open.id, disputes)}
        onClose={() => setOpenId(null)}
        disputeAction={disputeAction}
      />
    ),
  };
}

/** Negative items grouped by how much they weigh on the score, heaviest first; `disputes`: the member's. */
/** A list of the report's negative items, each opening its details and offering to dispute it. */
export interface ItemListProps {
  items: NegativeItem[];
  disputes?: readonly DisputeResponse[];
  disputeAction: DisputeAction;
}

export function NegativeItemList({ items, disputes, disputeAction }: ItemListProps) {
  const { t } = useTranslation();
  const { card, details } = useItemDetails(items, disputes, disputeAction);
  return (
    <div className="grid gap-6">
      {IMPACT_LEVELS.map((impact) => {
        const group = items.filter((item) => item.impact === impact);
        if (group.length === 0) return null;
        return (
          <section key={impact} aria-labelledby={`impact-${impact}`} className="grid gap-3">
            <div>
              <h3 id={`impact-${impact}`} className="text-lg font-semibold">
                {t(`credit.impact.${impact}.title`)} ({group.length})
              </h3>
              <p className="text-sm text-muted-foreground">{t(`credit.impact.${impact}.description`)}</p>
            </div>
            <ul className="grid gap-2">
              {group.map((item) => (
                <li key={item.id}>{card(item)}</li>
              ))}
            </ul>
          </section>
        );
      })}
      {details}
    </div>
  );
}
