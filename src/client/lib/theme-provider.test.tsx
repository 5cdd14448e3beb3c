import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import initScript from '../../../public/theme-init.js?raw';
import { ThemeProvider, useTheme } from './theme-provider.tsx';

function runInitScript({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  if (stored) localStorage.setItem('theme', stored);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query.includes('dark') }));
  document.documentElement.className = '';
  new Function(initScript)();
}

function Orphan() {
  useTheme();
  return null;
}

afterEach(() => {
  document.documentElement.className = '';
});

describe('the theme before first paint (public/theme-init.js)', () => {
  it.each([
    [{ stored: 'dark', systemDark: false }, true],
    [{ stored: 'light', systemDark: true }, false],
    [{ stored: null, systemDark: true }, true],
    [{ stored: null, systemDark: false }, false],
  ])('%o gives dark=%s', (setting, dark) => {
    runInitScript(setting);
    expect(document.documentElement.classList.contains('dark')).toBe(dark);
  });
});

describe('ThemeProvider', () => {
  it('starts from what the init script applied, toggles the root class and saves the choice', () => {
    document.documentElement.classList.add('dark');
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(result.current.theme).toBe('dark');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('only warns when the choice cannot be saved', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    act(() => result.current.setTheme('dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useTheme must be used within a ThemeProvider');
    vi.restoreAllMocks();
  });
});
