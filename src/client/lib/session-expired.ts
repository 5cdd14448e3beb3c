import { i18n } from './i18n.ts';
import { leaveTo } from './navigation.ts';
import { paths } from './paths.ts';
import { toastFailure } from './toast-store.ts';

const LOGIN_REDIRECT_DELAY_MS = 500;
let redirecting = false;

/** The session is gone (a call answered 401 Unauthorized, or the user vanished): say so, go to sign-in. */
export function notifySessionExpired(): void {
  if (redirecting) return;
  redirecting = true;
  toastFailure(i18n.t('auth.loggedOut'));
  setTimeout(() => leaveTo(paths.apiLogin), LOGIN_REDIRECT_DELAY_MS);
}

/** For tests: forget that a redirect was started. */
export function resetSessionExpiredForTests(): void {
  redirecting = false;
}
