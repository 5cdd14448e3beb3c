import type Stripe from 'stripe';
import { z } from 'zod';
import { ref, stripeId } from './stripe-objects.ts';

/**
 * An invoice's payments, as GET /v1/invoice_payments lists them with their PaymentIntent expanded: the intent
 * holds the charge that paid the invoice (latest_charge) and the decline of the last attempt
 * (last_payment_error). Webhook payloads do not carry them, so they are listed before an event is applied.
 */
const InvoicePaymentShape = z.object({
  invoice: ref,
  status: z.string(),
  payment: z.object({
    // Only a charge made without a PaymentIntent is named here; ours all have one.
    charge: ref.nullish(),
    payment_intent: z
      .union([
        stripeId,
        z.object({
          id: stripeId,
          latest_charge: ref.nullish(),
          last_payment_error: z
            .object({
              code: z.string().nullish(),
              decline_code: z.string().nullish(),
              charge: stripeId.nullish(),
              // Only to tell which card was declined: a shape we do not know does not hide the decline itself.
              payment_method: z.object({ id: stripeId }).nullish().catch(null),
            })
            .nullish(),
        }),
      ])
      .nullish(),
  }),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentShape>;

const EXPAND = ['data.payment.payment_intent'];

/** The payments of an invoice, or those a PaymentIntent made (which invoice a charge paid). */
export async function listInvoicePayments(
  stripe: Stripe,
  of: { invoice: string } | { paymentIntent: string },
): Promise<InvoicePayment[]> {
  const listed = await stripe.invoicePayments.list(
    'invoice' in of
      ? { invoice: of.invoice, expand: EXPAND }
      : { payment: { type: 'payment_intent', payment_intent: of.paymentIntent }, expand: EXPAND },
  );
  return listed.data.flatMap((payment) => {
    const parsed = InvoicePaymentShape.safeParse(payment);
    return parsed.success ? [parsed.data] : [];
  });
}

const intentOf = (payment: InvoicePayment) =>
  typeof payment.payment.payment_intent === 'object' ? payment.payment.payment_intent : null;

/** The charge that paid the invoice: what a refund or a chargeback later names. */
export function paidChargeOf(invoicePayments: InvoicePayment[]): string | null {
  const paid = invoicePayments.find((payment) => payment.status === 'paid');
  if (!paid) return null;
  return intentOf(paid)?.latest_charge ?? paid.payment.charge ?? null;
}

const declineOfPayments = (invoicePayments: InvoicePayment[]) =>
  invoicePayments.map((payment) => intentOf(payment)?.last_payment_error).find(Boolean);

/**
 * Whether the invoice's last attempt was declined on this card: Stripe's verdict on it was given, whether or not
 * its answer reached us. An earlier card's decline is no verdict on a card saved since.
 */
export function declinedWith(invoicePayments: InvoicePayment[], paymentMethod: string): boolean {
  return declineOfPayments(invoicePayments)?.payment_method?.id === paymentMethod;
}

/** The last declined attempt: the bank's decline code (else Stripe's error code) and the charge it failed. */
export function declineOf(invoicePayments: InvoicePayment[]): { reason: string | null; chargeId: string | null } {
  const declined = declineOfPayments(invoicePayments);
  return { reason: declined?.decline_code ?? declined?.code ?? null, chargeId: declined?.charge ?? null };
}
