import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/lib/error-message.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { selectionLimit, toggleItem, toggleReason } from '#shared/rules/dispute-selection.ts';
import type { NegativeItem } from '#shared/schemas/credit.ts';
import { OnboardingSelectionRequestSchema, type OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { useClearSelection } from '../api/clear-selection.ts';
import { useSaveSelection } from '../api/save-selection.ts';
import { PlanPicker } from './plan-picker.tsx';
import { SelectableItem } from './selectable-item.tsx';
import { NextButton, StepFooter } from './step-footer.tsx';
import { StepHeading } from './step-heading.tsx';

interface Selection {
  selectedItems: string[];
  reasons: Record<string, string[]>;
}

/** The reasons the analysis found for an item, each code once. */
const foundReasons = (item: NegativeItem) => [...new Set(item.disputeReasons.map(({ code }) => code))];

/**
 * The letters queued when the plan starts give the reasons ticked here, or the ones the analysis found when
 * none is ticked (start-plan's queueDrafts): so a chosen item shows the found reasons ticked until the member
 * changes them, and the screen says what the letters will.
 */
function initialSelection(items: readonly NegativeItem[], saved: OnboardingStateResponse['selection']): Selection {
  const present = new Map(items.filter((item) => !item.isDisputed).map((item) => [item.id, item]));
  const selectedItems = (saved?.selectedItems ?? []).filter((id) => present.has(id));
  const reasons: Record<string, string[]> = Object.fromEntries(
    selectedItems.map((id) => {
      const ticked = saved?.selectedDisputeReasons[id] ?? [];
      const item = present.get(id);
      return [id, ticked.length > 0 || !item ? [...ticked] : foundReasons(item)];
    }),
  );
  return { selectedItems, reasons };
}

/** Choosing an item ticks the reasons found for it; unchoosing it clears them. */
function chooseItem(selection: Selection, item: NegativeItem, limit: number): Selection {
  const next = toggleItem(selection, item.id, limit);
  const chosen = !selection.selectedItems.includes(item.id) && next.selectedItems.includes(item.id);
  return chosen ? { ...next, reasons: { ...next.reasons, [item.id]: foundReasons(item) } } : next;
}

const requestOf = (selection: Selection, paymentType: PaymentType) =>
  OnboardingSelectionRequestSchema.safeParse({
    paymentType,
    selectedItems: selection.selectedItems,
    selectedDisputeReasons: Object.fromEntries(
      Object.entries(selection.reasons).filter(
        ([id, codes]) => codes.length > 0 && selection.selectedItems.includes(id),
      ),
    ),
  });

/**
 * Step 4: which items to dispute and for what reasons, within the plan's limit; the plans appear once an
 * item is chosen. Each change is saved on the draft as it is made (the page promises saved progress), and
 * Next saves it once more before going on; the server checks the same rules.
 */
export function SelectionStep({
  items,
  saved,
  plans,
  planFromLink,
  onPrevious,
  onSaved,
}: {
  items: readonly NegativeItem[];
  saved: OnboardingStateResponse['selection'];
  plans: readonly PlanResponse[];
  /** The plan named in the page's link (`?plan=`), if any. */
  planFromLink: PaymentType | null;
  onPrevious: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveSelection();
  const clear = useClearSelection();
  const [paymentType, setPaymentType] = useState<PaymentType>(saved?.paymentType ?? planFromLink ?? 'monthly');
  const [selection, setSelection] = useState(() => initialSelection(items, saved));
  const [problem, setProblem] = useState<string | null>(null);
  const limit = selectionLimit(paymentType);
  const count = selection.selectedItems.length;
  const atLimit = count >= limit;

  const showInvalid = (issues: readonly { message: string }[]) => {
    const message = issues[0]?.message ?? 'onboarding.errors.selectAtLeastOne';
    setProblem(i18n.exists(message) ? t(message as never) : message);
  };
  const showSaveFailed = (error: unknown) =>
    setProblem(`${t('onboarding.select.saveFailed')}: ${errorMessage(error, t)}`);

  // A change answers whatever problem the last one had, so that message goes at once.
  const change = (nextSelection: Selection, nextPaymentType: PaymentType) => {
    setSelection(nextSelection);
    setPaymentType(nextPaymentType);
    setProblem(null);
    if (nextSelection.selectedItems.length === 0) {
      clear.mutate(undefined, { onError: showSaveFailed });
      return;
    }
    const parsed = requestOf(nextSelection, nextPaymentType);
    if (parsed.success) save.mutate(parsed.data, { onError: showSaveFailed });
    else showInvalid(parsed.error.issues);
  };

  const next = () => {
    setProblem(null);
    // An item with found reasons but none ticked would be sent with every found reason: the member says which.
    const untold = items.find(
      (item) =>
        selection.selectedItems.includes(item.id) &&
        item.disputeReasons.length > 0 &&
        (selection.reasons[item.id] ?? []).length === 0,
    );
    if (untold) {
      setProblem(t('onboarding.select.reasonNeeded', { name: untold.creditorName }));
      return;
    }
    const parsed = requestOf(selection, paymentType);
    if (parsed.success) save.mutate(parsed.data, { onSuccess: onSaved, onError: showSaveFailed });
    else showInvalid(parsed.error.issues);
  };

  if (items.length === 0) {
    return (
      <div className="grid gap-5">
        <StepHeading title={t('onboarding.select.noItemsTitle')} intro={t('onboarding.select.noItems')} />
        <StepFooter onPrevious={onPrevious} />
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <StepHeading title={t('onboarding.select.title')} intro={t('onboarding.select.intro')} />
      <div
        aria-live="polite"
        className="sticky top-0 z-10 grid gap-1 rounded-lg border border-border bg-card/95 p-3 shadow-sm backdrop-blur"
      >
        <p className="font-medium">
          {t('onboarding.select.counter', { count, limit, plan: t(`plans.name.${paymentType}`) })}
        </p>
        {atLimit && <p className="text-sm text-muted-foreground">{t('onboarding.select.limitReached')}</p>}
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <SelectableItem
            key={item.id}
            item={item}
            selected={selection.selectedItems.includes(item.id)}
            reasons={selection.reasons[item.id] ?? []}
            atLimit={atLimit}
            onToggleItem={() => change(chooseItem(selection, item, limit), paymentType)}
            onToggleReason={(code) => change(toggleReason(selection, item.id, code, limit), paymentType)}
          />
        ))}
      </ul>
      {count > 0 && (
        <PlanPicker
          plans={plans}
          value={paymentType}
          selectedCount={count}
          onChange={(plan) => change(selection, plan)}
        />
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <StepFooter onPrevious={onPrevious}>
        <NextButton type="button" pending={save.isPending} onClick={next} />
      </StepFooter>
    </div>
  );
}
