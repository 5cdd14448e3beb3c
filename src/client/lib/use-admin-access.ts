import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAccessAction, adminAccessFromUrl, readAdminAccess, writeAdminAccess } from './admin-access.ts';
import { toast } from './toast-store.ts';

const listeners = new Set<() => void>();
// When the browser refuses storage, the choice holds for this page only.
let unsaved: boolean | null = null;

function snapshot(): boolean {
  return unsaved ?? readAdminAccess();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function setAdminAccess(enabled: boolean) {
  unsaved = writeAdminAccess(enabled) ? null : enabled;
  for (const listener of listeners) listener();
}

/** Ctrl+Shift+A, or Cmd+Shift+A on a Mac. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'KeyA';

/**
 * Whether to show the admin login option. On mount it applies `?admin=access` / `?admin=off` and removes the
 * parameter from the address bar; Ctrl+Shift+A turns the option on. Each change is announced with a toast.
 */
export function useAdminAccess(): boolean {
  const { t } = useTranslation();

  useEffect(() => {
    const announce = (action: AdminAccessAction) => {
      setAdminAccess(action === 'enable');
      toast(
        action === 'enable'
          ? { title: t('adminAccess.enabledTitle'), description: t('adminAccess.enabledDescription') }
          : { title: t('adminAccess.disabledTitle'), description: t('adminAccess.disabledDescription') },
      );
    };

    const { action, cleanedUrl } = adminAccessFromUrl(window.location.href);
    // The router's own state is kept, so its back and forward still work.
    if (cleanedUrl !== null) window.history.replaceState(window.history.state, '', cleanedUrl);
    if (action) announce(action);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      announce('enable');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [t]);

  return useSyncExternalStore(subscribe, snapshot, () => false);
}
