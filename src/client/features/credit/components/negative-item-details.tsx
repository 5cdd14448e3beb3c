import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { ItemDisputeBadge } from '#client/features/disputes/index.ts';
import { formatDay, formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { DISPUTE_REASON_CODES, type DisputeReasonCode } from '#shared/constants/credit-items.ts';
import { reasonFitsItem } from '#shared/rules/chosen-reasons.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { BureauViewsTable } from './bureau-views-table.tsx';

/** What the page puts under the reasons to dispute the item with the ones ticked, primary first. */
export type DisputeAction = ComponentType<{ item: NegativeItem; reasonCodes: DisputeReasonCode[] }>;

/**
 * Everything the bureaus say about one item, and the reasons it can be disputed: the ones found come first,
 * already ticked, then every other reason the item allows.
 */
export function NegativeItemDetails({
  item,
  dispute = null,
  onClose,
  disputeAction: DisputeAction,
}: {
  item: NegativeItem;
  /** The item's open dispute, when the member's list has it. */
  dispute?: DisputeResponse | null;
  onClose: () => void;
  disputeAction: DisputeAction;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const found = new Map<DisputeReasonCode, string[]>();
  for (const reason of item.disputeReasons) {
    found.set(reason.code, [...(found.get(reason.code) ?? []), reason.explanation[language]]);
  }
  const today = new Date().toISOString().slice(0, 10);
  const offered = [...found.keys(), ...DISPUTE_REASON_CODES.filter((code) => !found.has(code))].filter((code) =>
    reasonFitsItem(code, item, today),
  );
  const [selected, setSelected] = useState<Set<DisputeReasonCode>>(() => new Set(found.keys()));
  const toggle = (code: DisputeReasonCode) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const chosen = offered.filter((code) => selected.has(code));

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
              {item.isDisputed && <ItemDisputeBadge dispute={dispute} />}
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
          {item.isDisputed ? (
            <div className="grid gap-2 rounded-md bg-muted p-4 text-sm">
              <p>{t('errors.DISPUTE_EXISTS')}</p>
              <Link to={paths.disputes} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('credit.details.goToDisputes')}
              </Link>
            </div>
          ) : (
            <>
              <fieldset className="grid gap-3">
                <legend className="mb-2 font-semibold">{t('credit.details.reasonsTitle')}</legend>
                {found.size === 0 && (
                  <p className="text-sm text-muted-foreground">{t('credit.details.noReasonsFound')}</p>
                )}
                {offered.map((code) => (
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
                {chosen.length === 0 && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {t('credit.details.noReasonsSelected')}
                  </p>
                )}
              </fieldset>
              <DisputeAction item={item} reasonCodes={chosen} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
