import { expect } from 'vitest';

const NOT_A_WORD = '[^\\p{L}\\p{N}]+';

/** The element's text as it is drawn: its text content without what only screen readers get (`sr-only`). */
export function drawnText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
}

/**
 * WCAG 2.5.3 (Label in Name) as axe's label-content-name-mismatch rule checks it: the words of the visible
 * label, in order and next to each other, are words of the accessible name. Text runs drawn apart but not
 * separated in the DOM make one word ("1" then "Your details" is "1your"), which the rule counts as missing.
 */
export function expectLabelInName(element: HTMLElement, label = drawnText(element)) {
  const words = label.split(new RegExp(NOT_A_WORD, 'u')).filter(Boolean);
  expect(words.length, `no visible label in ${element.outerHTML}`).toBeGreaterThan(0);
  expect(element).toHaveAccessibleName(new RegExp(`(^|${NOT_A_WORD})${words.join(NOT_A_WORD)}($|${NOT_A_WORD})`, 'iu'));
}
