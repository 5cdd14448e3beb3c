import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { ItemDisputeBadge } from '#client/features/disputes/index.ts';
import { formatMoney } from '#client/lib/format.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';

/**
 * One negative item in a list: enough to recognise it, where its dispute stands (`dispute`: its open one, when
 * the member's list has it), a button to see why it can be disputed.
 */
export function NegativeItemCard({
  item,
  dispute = null,
  onOpen,
}: {
  item: NegativeItem;
  dispute?: DisputeResponse | null;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full min-w-0 items-center gap-3 rounded-lg border border-border bg-card p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-words font-medium">{item.creditorName}</span>
          <Badge variant="secondary">{t(`credit.itemType.${item.itemType}`)}</Badge>
          {item.isDisputed && <ItemDisputeBadge dispute={dispute} />}
          {item.enteredByHand && <Badge variant="outline">{t('credit.item.enteredByHand')}</Badge>}
        </div>
        <span className="text-sm text-muted-foreground">
          {[
            item.accountNumberMasked,
            item.amountCents === null ? null : formatMoney(item.amountCents),
            item.bureaus.map((bureau) => t(`bureaus.${bureau}`)).join(' · '),
          ]
            .filter(Boolean)
            .join(' — ')}
        </span>
        {item.disputeReasons.length > 0 && (
          <span className="text-sm font-medium text-primary">
            {t('credit.item.reasonsFound', { count: item.disputeReasons.length })}
          </span>
        )}
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t('credit.item.details')}</span>
    </button>
  );
}
