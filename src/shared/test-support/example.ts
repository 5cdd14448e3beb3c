/**
 * The example data builders of client and server tests: `defaults`, built anew at each call (so no test sees
 * another's arrays or a stale "now"), with the fields a test is about overridden.
 */
export const exampleOf =
  <T extends object>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });
