/**
 * Letters mailed for the member by Lob (issue 28, decision 023). A mailing is one bureau letter handed to Lob:
 * queued there (the member may still cancel it until Lob's send date), then moved only by USPS's scans as Lob
 * reports them. `src/shared/rules/mailing.ts` says which way a mailing may move.
 *
 * - `queued`: Lob holds the letter and will print it on its send date; cancelling costs nothing.
 * - `cancelled`: the member cancelled it before the send date (or Lob did): nothing was mailed or charged.
 * - `mailed`: USPS accepted it; the certified-mail number is the member's proof of mailing.
 * - `in_transit`: USPS scanned it on its way (in transit, in the local area, out for delivery, re-routed).
 * - `delivered`: USPS scanned its delivery: the bureau's 30 days count from that day.
 * - `returned`: USPS is returning it to the member (a wrong or refused address): the bureau never got it.
 */
export const MAILING_STATUSES = ['queued', 'cancelled', 'mailed', 'in_transit', 'delivered', 'returned'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

/** A mailing that still holds its bureau letter: another one for the same letter is refused. */
export const ACTIVE_MAILING_STATUSES = ['queued', 'mailed', 'in_transit', 'delivered'] as const;

/**
 * What may go in the envelope besides the letter, in the order a bureau reads them after it: who the member is,
 * then where they live. The letter's "Enclosures" list names exactly those chosen.
 */
export const MAILING_ENCLOSURES = ['id_copy', 'proof_of_address'] as const;
export type MailingEnclosure = (typeof MAILING_ENCLOSURES)[number];

/** The only mail class offered: USPS Certified Mail with an electronic return receipt (Lob's `certified_return_receipt`). */
export const MAIL_CLASS = 'usps_certified_return_receipt' as const;

/** The price of one letter mailed, unless MAILING_PRICE_CENTS sets another (charged only once it is mailed). */
export const DEFAULT_MAILING_PRICE_CENTS = 1_200;

/**
 * One USPS scan as the member's tracking history lists it, by Lob's tracking event names (`Mailed`, `In Transit`,
 * `In Local Area`, `Processed for Delivery`, `Pickup Available`, `Delivered`, `Re-Routed`, `Returned to Sender`,
 * `Issue`), lower-cased with `_`.
 */
export const TRACKING_STEPS = [
  'mailed',
  'in_transit',
  'in_local_area',
  'processed_for_delivery',
  'pickup_available',
  'delivered',
  're_routed',
  'returned_to_sender',
  'issue',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/**
 * A proof of address the member uploads is a photo of a bill or statement, checked and cleaned as their ID photo
 * is, up to the same 10 MB; it exists to be printed, so only the types the mailed PDF can hold (not HEIC).
 */
export { ID_IMAGE_MAX_BYTES as PROOF_OF_ADDRESS_MAX_BYTES } from './onboarding.ts';
/** What the picker offers; the server decides by content anyway. */
export const PROOF_OF_ADDRESS_ACCEPT = 'image/png,image/jpeg,image/webp';
