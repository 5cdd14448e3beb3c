import { eq, or } from 'drizzle-orm';
import { payments } from '#server/db/schema/billing.ts';

/**
 * The payments that count as money: verified ones, less refunds (negative rows, counted from the moment they
 * are owed, as the billing service counts them). A payment still awaiting verification, or cancelled, is not.
 */
export const countedPayment = or(eq(payments.status, 'completed'), eq(payments.kind, 'refund'));
