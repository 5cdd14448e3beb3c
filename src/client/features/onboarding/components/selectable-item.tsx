import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import type { DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';

/** The reasons the analysis found for an item, each code once with every explanation given for it. */
function reasonsOf(item: NegativeItem, language: 'en' | 'es') {
  const found = new Map<DisputeReasonCode, string[]>();
  for (const reason of item.disputeReasons) {
    found.set(reason.code, [...(found.get(reason.code) ?? []), reason.explanation[language]]);
  }
  return [...found.entries()];
}

/** One negative item: a checkbox to dispute it and, under it, the reasons it can be disputed for. */
export function SelectableItem({
  item,
  selected,
  reasons,
  atLimit,
  onToggleItem,
  onToggleReason,
}: {
  item: NegativeItem;
  selected: boolean;
  reasons: readonly string[];
  /** The plan's limit is reached: an item not selected yet cannot be added. */
  atLimit: boolean;
  onToggleItem: () => void;
  onToggleReason: (code: DisputeReasonCode) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const locked = item.isDisputed || (!selected && atLimit);
  const found = reasonsOf(item, language);
  const facts = [
    t(`credit.itemType.${item.itemType}`),
    item.accountNumberMasked,
    item.amountCents === null ? null : formatMoney(item.amountCents),
    item.bureaus.map((bureau) => t(`bureaus.${bureau}`)).join(' · '),
  ].filter(Boolean);
  return (
    <li
      className={cn(
        'grid gap-3 rounded-lg border p-4',
        selected ? 'border-primary bg-primary/5' : 'border-border bg-card',
        locked && !selected && 'opacity-70',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          checked={selected}
          disabled={locked}
          onChange={onToggleItem}
        />
        <label htmlFor={id} className="grid min-w-0 flex-1 gap-1">
          <span className="sr-only">{t('onboarding.select.selectItem', { name: item.creditorName })}</span>
          <span className="flex flex-wrap items-center gap-2" aria-hidden>
            <span className="break-words font-medium">{item.creditorName}</span>
            <Badge variant={item.impact === 'high' ? 'destructive' : 'warning'}>
              {t(`credit.impact.${item.impact}.title`)}
            </Badge>
            {item.isDisputed && <Badge variant="outline">{t('credit.item.disputed')}</Badge>}
          </span>
          <span className="break-words text-sm text-muted-foreground" aria-hidden>
            {facts.join(' — ')}
          </span>
        </label>
      </div>
      {found.length === 0 ? (
        <p className="pl-8 text-sm text-muted-foreground">{t('onboarding.select.noReasons')}</p>
      ) : (
        <fieldset className="grid gap-2 pl-8">
          <legend className="sr-only">{t('onboarding.select.reasonsLabel', { name: item.creditorName })}</legend>
          {found.map(([code, explanations]) => (
            <div key={code} className="flex items-start gap-3 rounded-md border border-border bg-card p-3">
              <input
                id={`${id}-${code}`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={reasons.includes(code)}
                disabled={locked}
                aria-describedby={`${id}-${code}-why`}
                onChange={() => onToggleReason(code)}
              />
              <div className="grid flex-1 gap-1">
                <label htmlFor={`${id}-${code}`} className="text-sm font-medium">
                  {t(`credit.reason.${code}`)}
                </label>
                <span id={`${id}-${code}-why`} className="grid gap-1 text-sm text-muted-foreground">
                  {explanations.map((explanation) => (
                    <span key={explanation}>{explanation}</span>
                  ))}
                </span>
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </li>
  );
}
