import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASON_CODES, type DisputeReasonCode } from '#shared/constants/credit-items.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { BureauViewsTable } from './bureau-views-table.tsx';

/** Everything the bureaus say about one item, and the reasons it can be disputed (found ones pre-selected). */
export function NegativeItemDetails({ item, onClose }: { item: NegativeItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const found = new Map<DisputeReasonCode, string[]>();
  for (const reason of item.disputeReasons) {
    found.set(reason.code, [...(found.get(reason.code) ?? []), reason.explanation[language]]);
  }
  const [selected, setSelected] = useState<Set<DisputeReasonCode>>(() => new Set(found.keys()));
  const toggle = (code: DisputeReasonCode) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const facts: [string, string][] = [
    [t('credit.details.account'), item.accountNumberMasked ?? '—'],
    [t('credit.details.amount'), formatMoney(item.amountCents)],
    [t('credit.details.opened'), formatDay(item.dateOpened)],
    [t('credit.details.firstDelinquency'), formatDay(item.firstDelinquencyDate)],
    [t('credit.details.reportingEnds'), formatDay(item.reportingEndsOn)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <div className="grid gap-5">
          <div className="grid gap-2">
            <DialogTitle>{item.creditorName}</DialogTitle>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{t(`credit.itemType.${item.itemType}`)}</Badge>
              <Badge variant={item.impact === 'high' ? 'destructive' : 'warning'}>
                {t(`credit.impact.${item.impact}.title`)}
              </Badge>
            </div>
            <DialogDescription>{t(`credit.impactText.${item.itemType}`)}</DialogDescription>
            {item.originalCreditorName && (
              <p className="text-sm">{t('credit.details.originalCreditor', { name: item.originalCreditorName })}</p>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <BureauViewsTable views={item.views} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">{t('credit.details.reasonsTitle')}</legend>
            {found.size === 0 && <p className="text-sm text-muted-foreground">{t('credit.details.noReasonsFound')}</p>}
            {/* The reasons we found come first, already ticked; the rest stay available to the member. */}
            {[...found.keys(), ...DISPUTE_REASON_CODES.filter((code) => !found.has(code))].map((code) => (
              <label key={code} className="flex gap-3 rounded-md border border-border p-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-[var(--primary)]"
                  checked={selected.has(code)}
                  onChange={() => toggle(code)}
                />
                <span className="grid gap-1">
                  <span className="font-medium">{t(`credit.reason.${code}`)}</span>
                  {(found.get(code) ?? []).map((explanation) => (
                    <span key={explanation} className="text-sm text-muted-foreground">
                      {explanation}
                    </span>
                  ))}
                </span>
              </label>
            ))}
            {selected.size === 0 && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {t('credit.details.noReasonsSelected')}
              </p>
            )}
          </fieldset>
        </div>
      </DialogContent>
    </Dialog>
  );
}
