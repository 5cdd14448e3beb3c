// The auth feature's public entry: what the app shell and other features use of it.
export { currentUserQueryOptions } from './api/get-current-user.ts';
export { useLogout } from './api/logout.ts';
export { rememberLanguage } from './api/update-language.ts';
export { NewPasswordFields } from './components/new-password-form.tsx';
export { ResendVerificationButton } from './components/resend-verification-button.tsx';
export { UnverifiedEmailBanner } from './components/unverified-email-banner.tsx';
export { displayNameOf, initialsOf } from './user-display.ts';
