import { useEffect, useRef } from 'react';

/**
 * A form that opens in place of the button that asked for it: focus goes to its first field when it appears
 * (`useFirstFieldFocus`), and back to the button, or the one standing in its place, when it closes, so someone on a
 * keyboard or a screen reader is never left at the top of the page.
 */
export function useFocusBack(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}

/** The container whose first field takes the focus when it appears. */
export function useFirstFieldFocus<T extends HTMLElement>() {
  const container = useRef<T>(null);
  useEffect(() => {
    container.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, []);
  return container;
}
