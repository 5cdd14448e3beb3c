import type { Bureau } from '#shared/constants/bureaus.ts';
import type { ManualBureauView } from '#shared/schemas/manual-items.ts';

/**
 * One figure of an item as its bureaus show it: a single value when they agree (the common case), one per bureau
 * when they differ, so a difference (itself a reason to dispute) is visible in the list.
 */
export function viewSummary<T>(
  views: readonly ManualBureauView[],
  read: (view: ManualBureauView) => T,
): { bureau: Bureau | null; value: T }[] {
  const values = views.map((view) => ({ bureau: view.bureau, value: read(view) }));
  const [first] = values;
  if (!first) return [];
  return values.every((other) => other.value === first.value) ? [{ bureau: null, value: first.value }] : values;
}
