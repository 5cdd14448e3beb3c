// The profile feature's public entry: what other features use of it.
export { ProfileForm } from './components/profile-form.tsx';
