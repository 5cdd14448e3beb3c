import { z } from 'zod';

// What Stripe sends is read as far as we use it and no further: a field we do not need may change freely, and
// one we need that is missing or malformed makes the event "ignored", never an error (Stripe would retry it).

export const stripeId = z.string().min(1).max(255);

/** An object Stripe may send as its id or expanded: read as its id. */
export const ref = z
  .union([stripeId, z.object({ id: stripeId })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
