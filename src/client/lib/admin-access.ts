/**
 * Whether this browser offers admin sign-in (docs/product-rules.md, Accounts: `adminEnabled` = '1'). It only shows a
 * button: admin rights are decided by the server on every request.
 */
export const ADMIN_ACCESS_STORAGE_KEY = 'adminEnabled';
const ENABLED = '1';

/** `?admin=access` enables the option, `?admin=off` disables it; the parameter is then removed. */
export const ADMIN_ACCESS_PARAM = 'admin';
export type AdminAccessAction = 'enable' | 'disable';
const ACTIONS: Readonly<Record<string, AdminAccessAction>> = { access: 'enable', off: 'disable' };

export function readAdminAccess(): boolean {
  try {
    return localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY) === ENABLED;
  } catch {
    return false;
  }
}

/** False when the browser refuses storage (private mode, blocked cookies). */
export function writeAdminAccess(enabled: boolean): boolean {
  try {
    if (enabled) localStorage.setItem(ADMIN_ACCESS_STORAGE_KEY, ENABLED);
    else localStorage.removeItem(ADMIN_ACCESS_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

function paramName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * What the address asks for, and the address without the `admin` parameter (path, other parameters and hash
 * kept as they were), or null when there is no such parameter.
 */
export function adminAccessFromUrl(href: string): { action: AdminAccessAction | null; cleanedUrl: string | null } {
  const url = new URL(href);
  if (!url.searchParams.has(ADMIN_ACCESS_PARAM)) return { action: null, cleanedUrl: null };
  const action = ACTIONS[url.searchParams.get(ADMIN_ACCESS_PARAM) ?? ''] ?? null;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && paramName(part) !== ADMIN_ACCESS_PARAM);
  return { action, cleanedUrl: `${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}${url.hash}` };
}
