import { useEffect, useRef } from 'react';

/** Runs `action` once, `delayMs` after `active` turns true; re-renders meanwhile do not restart the clock. */
export function useAfterDelay(active: boolean, delayMs: number, action: () => void) {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
