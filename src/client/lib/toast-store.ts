import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long it stays, in ms; 5 seconds by default (docs/product-rules.md, Conventions). */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

// One toast at a time (docs/product-rules.md, Conventions): a new one replaces whatever is showing.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

/** A red toast: what failed and, when known, why. */
export function toastFailure(title: string, description?: string): void {
  toast({ title, description, variant: 'destructive' });
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** A step or page left behind takes its toast with it: a saved-item toast must not follow the member on. */
export function dismissCurrentToast(): void {
  if (current) dismissToast(current.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
