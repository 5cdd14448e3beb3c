import Stripe from 'stripe';
import { AppError } from '#server/errors.ts';

/** Stripe did not answer, or answered with an error of its own: nothing was kept, the caller may try again. */
export function processorUnavailable(cause: unknown): AppError {
  const error = new AppError('PAYMENT_PROCESSOR_UNAVAILABLE', 503, 'The payment processor did not answer');
  error.cause = cause;
  return error;
}

/** Runs a call to Stripe; its failures become PAYMENT_PROCESSOR_UNAVAILABLE. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw processorUnavailable(error);
    throw error;
  }
}
