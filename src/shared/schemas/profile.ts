import { z } from 'zod';

/** A member's profile as they may see it again: the SSN only by its last four. */
export const ProfileResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  ssnLast4: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  updatedAt: z.iso.datetime(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
