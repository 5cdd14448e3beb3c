import type { AwaitingPayment } from '#shared/schemas/admin.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { pageOf } from './admin.ts';

/** A manual purchase of the Basic plan the member reported paying, with their receipt number. */
export const anAwaitingPayment = exampleOf<AwaitingPayment>(() => ({
  paymentId: '4a111111-1111-4111-8111-111111111111',
  userId: '33333333-3333-4333-8333-333333333333',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  kind: 'purchase',
  periodIndex: 0,
  paymentType: 'per_dispute',
  amountCents: 9900,
  createdAt: '2026-03-02T15:00:00.000Z',
  reportedAt: '2026-03-02T15:00:00.000Z',
  memberReference: 'ZELLE-2210',
}));

/** A page of them as the API answers it. */
export const awaitingPage = (payments: AwaitingPayment[]) => ({ payments, ...pageOf(payments.length) });
