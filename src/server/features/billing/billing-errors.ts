import { AppError } from '#server/errors.ts';

/** The member's plan is not where the request needs it to be; `reason` says where it is. */
export const wrongSubscriptionState = (reason: string) =>
  new AppError('WRONG_SUBSCRIPTION_STATE', 409, 'The subscription is not in a state that allows this', { reason });

export const agreementRequired = () =>
  new AppError('AGREEMENT_REQUIRED', 409, 'Accept the service agreement for this plan before paying');
