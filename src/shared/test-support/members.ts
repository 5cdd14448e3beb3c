import type { z } from 'zod';
import type { ProfileSchema } from '#shared/schemas/onboarding.ts';

/** A member's mailing details as they type them (the full SSN): onboarding's step 1, a credit pull, the schemas. */
export const memberProfile = {
  firstName: 'Maria',
  lastName: 'Lopez',
  dateOfBirth: '1988-04-12',
  ssn: '123-45-6789',
  phone: '(555) 123-4567',
  address: { street: '100 Main Street', city: 'Austin', state: 'TX', zipCode: '78701' },
} satisfies z.input<typeof ProfileSchema>;
