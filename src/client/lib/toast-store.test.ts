import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissCurrentToast, dismissToast, toast, useCurrentToast } from './toast-store.ts';

describe('toasts', () => {
  it('show one at a time: a new one replaces the current one', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => toast({ title: 'first' }));
    const first = result.current;
    act(() => toast({ title: 'second' }));
    expect(result.current?.title).toBe('second');
    act(() => dismissToast(first?.id ?? 0));
    expect(result.current?.title).toBe('second');
    act(() => dismissToast(result.current?.id ?? 0));
    expect(result.current).toBeNull();
  });

  it('can take away whichever one is showing', () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => toast({ title: 'Item saved' }));
    act(() => dismissCurrentToast());
    expect(result.current).toBeNull();
  });
});
