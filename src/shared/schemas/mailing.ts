import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '#shared/constants/admin.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { MAIL_CLASS, MAILING_ENCLOSURES, MAILING_STATUSES, TRACKING_STEPS } from '#shared/constants/mailing.ts';
import { pageOf, pageQuery } from './paging.ts';

const instant = z.iso.datetime();
const day = z.iso.date();

/** Whether this installation mails letters for members (LOB_API_KEY and LOB_WEBHOOK_SECRET set), and at what price. */
export const MailingOfferResponseSchema = z.object({
  available: z.boolean(),
  /** Null when not available. */
  priceCents: z.number().int().positive().nullable(),
  mailClass: z.literal(MAIL_CLASS),
});
export type MailingOfferResponse = z.infer<typeof MailingOfferResponseSchema>;

/** An address as the letter prints it: the street line, the unit apart when Lob gives one. */
export const PostalAddressSchema = z.object({
  street: z.string(),
  unit: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/**
 * What the member sees before confirming "Mail it for me" for one bureau letter (GET
 * /api/disputes/:id/bureaus/:bureau/mailing/preview). The return address is verified with Lob first: an
 * undeliverable one cannot be mailed; `suggestion` is Lob's standardized form of it, offered to the member.
 */
export const MailingPreviewResponseSchema = z.object({
  disputeId: z.uuid(),
  bureau: z.enum(BUREAUS),
  recipient: z.object({ name: z.string(), lines: z.array(z.string()) }),
  returnAddress: z.object({ name: z.string(), address: PostalAddressSchema }),
  verification: z.object({
    outcome: z.enum(['deliverable', 'missing_unit', 'undeliverable']),
    /** Lob's word for anything short of plainly deliverable (`deliverable_missing_unit`, `undeliverable`…). */
    reason: z.string().nullable(),
    /** Lob's standardized address, when it differs from the member's. */
    suggestion: PostalAddressSchema.nullable(),
  }),
  /** Whether each enclosure can go in: the ID photo onboarding holds, the proof of address uploaded. */
  enclosures: z.object({
    id_copy: z.object({ available: z.boolean() }),
    proof_of_address: z.object({ available: z.boolean(), uploadedAt: instant.nullable() }),
  }),
  mailClass: z.literal(MAIL_CLASS),
  priceCents: z.number().int().positive(),
});
export type MailingPreviewResponse = z.infer<typeof MailingPreviewResponseSchema>;

const Enclosures = z
  .array(z.enum(MAILING_ENCLOSURES))
  .max(MAILING_ENCLOSURES.length)
  .refine((list) => new Set(list).size === list.length, { error: 'validation.invalidFormat' });

/** The letter as it will be printed, with the enclosures chosen (GET …/mailing/letter.pdf?enclosures=id_copy,…). */
export const MailingLetterQuerySchema = z.strictObject({
  enclosures: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .pipe(Enclosures),
});

/**
 * The member confirms (POST /api/disputes/:id/bureaus/:bureau/mailing): the enclosures chosen, the agreement, and
 * the price they saw, so a price changed meanwhile is refused (PRICE_CHANGED) rather than charged.
 */
export const CreateMailingRequestSchema = z.strictObject({
  enclosures: Enclosures,
  agreed: z.literal(true, { error: 'mailing.errors.agreementRequired' }),
  priceCents: z.number().int().positive(),
});
export type CreateMailingRequest = z.infer<typeof CreateMailingRequestSchema>;

export const MailingIdParamsSchema = z.strictObject({ id: z.uuid() });

export const TrackingEntrySchema = z.object({
  step: z.enum(TRACKING_STEPS),
  occurredAt: instant,
  location: z.string().nullable(),
});
export type TrackingEntry = z.infer<typeof TrackingEntrySchema>;

/** One mailing as its member sees it, with its USPS tracking history, oldest scan first. */
export const MailingSchema = z.object({
  id: z.uuid(),
  disputeId: z.uuid(),
  bureau: z.enum(BUREAUS),
  status: z.enum(MAILING_STATUSES),
  enclosures: z.array(z.enum(MAILING_ENCLOSURES)),
  priceCents: z.number().int().positive(),
  /** The member may still cancel it, free: Lob has not sent it to print. */
  cancellable: z.boolean(),
  sendAfter: instant.nullable(),
  trackingNumber: z.string().nullable(),
  expectedDeliveryOn: day.nullable(),
  mailedOn: day.nullable(),
  deliveredOn: day.nullable(),
  /** The price is owed (the letter was mailed); never for a cancelled letter. */
  charged: z.boolean(),
  createdAt: instant,
  tracking: z.array(TrackingEntrySchema),
});
export type Mailing = z.infer<typeof MailingSchema>;

export const MailingResponseSchema = MailingSchema;
/** GET /api/mailings: the member's mailings, newest first (cancelled ones included). */
export const MailingListResponseSchema = z.object({ mailings: z.array(MailingSchema) });
export type MailingListResponse = z.infer<typeof MailingListResponseSchema>;

/** The member's proof of address on file (GET/PUT /api/mailing/proof-of-address); 404 when none. */
export const ProofOfAddressResponseSchema = z.object({
  uploadedAt: instant,
  mediaType: z.string(),
  byteSize: z.number().int().positive(),
});
export type ProofOfAddressResponse = z.infer<typeof ProofOfAddressResponseSchema>;

/** What needs an admin's eye: returned mail, a USPS issue, or a letter Lob never took (the member was told). */
export const MAILING_PROBLEMS = ['returned', 'issue', 'not_queued'] as const;

/** GET /api/admin/mailings. */
export const AdminMailingsQuerySchema = z.strictObject({
  status: z.enum(MAILING_STATUSES).optional(),
  problem: z.enum(MAILING_PROBLEMS).optional(),
  /** The member's email or name, or a tracking number. */
  q: z.string().trim().max(200).optional(),
  ...pageQuery({ maxPage: 100_000, maxPageSize: ADMIN_MAX_PAGE_SIZE, defaultPageSize: ADMIN_PAGE_SIZE }),
});
export type AdminMailingsQuery = z.infer<typeof AdminMailingsQuerySchema>;

export const AdminMailingSchema = z.object({
  id: z.uuid(),
  member: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  disputeId: z.uuid(),
  bureau: z.enum(BUREAUS),
  status: z.enum(MAILING_STATUSES),
  problem: z.enum(MAILING_PROBLEMS).nullable(),
  priceCents: z.number().int().positive(),
  charged: z.boolean(),
  trackingNumber: z.string().nullable(),
  createdAt: instant,
  mailedOn: day.nullable(),
  deliveredOn: day.nullable(),
});
export type AdminMailing = z.infer<typeof AdminMailingSchema>;

export const AdminMailingsResponseSchema = z.object({
  mailings: z.array(AdminMailingSchema),
  /** Cents charged for mailed letters among every match (all pages). */
  chargedCents: z.number().int().nonnegative(),
  ...pageOf,
});
export type AdminMailingsResponse = z.infer<typeof AdminMailingsResponseSchema>;

/** GET /api/admin/mailings/:id: one mailing with its tracking history; the read is written to the audit log. */
export const AdminMailingDetailSchema = AdminMailingSchema.extend({
  enclosures: z.array(z.enum(MAILING_ENCLOSURES)),
  lobLetterId: z.string().nullable(),
  tracking: z.array(TrackingEntrySchema),
});
export type AdminMailingDetail = z.infer<typeof AdminMailingDetailSchema>;
