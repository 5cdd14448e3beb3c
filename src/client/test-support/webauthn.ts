import { vi } from 'vitest';

/**
 * The browser's passkey side as the client tests see it: setup.ts puts these in place of @simplewebauthn/browser
 * for every file, so a test that drives a ceremony and one that renders the sign-in page meet the same module
 * however the files share a worker. Like jsdom, it has no passkeys until a test says otherwise; setup.ts puts
 * it back after each test.
 */
export const webauthn = { supported: false, startAuthentication: vi.fn(), startRegistration: vi.fn() };

export function resetWebauthn(): void {
  webauthn.supported = false;
  webauthn.startAuthentication.mockReset();
  webauthn.startRegistration.mockReset();
}
