// The auth feature's public entry: what other features use of it. The app shell (src/client/app) imports the
// modules it needs directly: through this entry, every first page also loaded the password form and its libraries.
export { currentUserQueryOptions } from './api/get-current-user.ts';
export { NewPasswordFields } from './components/new-password-form.tsx';
export { ResendVerificationButton } from './components/resend-verification-button.tsx';
