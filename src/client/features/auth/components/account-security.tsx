import { ChangePasswordForm } from './change-password-form.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

/** The account page's sign-in sections, as one piece the page places. */
export function AccountSecurity() {
  return (
    <>
      <ChangePasswordForm />
      <TwoFactorSettings />
      <SignedInDevices />
    </>
  );
}
