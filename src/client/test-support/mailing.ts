import type { Bureau } from '#shared/constants/bureaus.ts';
import type { Mailing, MailingOfferResponse, MailingPreviewResponse } from '#shared/schemas/mailing.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { daysFromNow } from './disputes.ts';
import { jsonResponse } from './render.tsx';

/** Mailing offered at $12.00, unless overridden. */
export const aMailingOffer = exampleOf<MailingOfferResponse>(() => ({
  available: true,
  priceCents: 1_200,
  mailClass: 'usps_certified_return_receipt',
}));

/** The confirmation for Experian's letter of `aSentDispute`: a deliverable address, the ID on file, no proof of address. */
export const aMailingPreview = exampleOf<MailingPreviewResponse>(() => ({
  disputeId: '31111111-1111-4111-8111-111111111111',
  bureau: 'experian',
  recipient: { name: 'Experian', lines: ['P.O. Box 4500', 'Allen, TX 75013'] },
  returnAddress: {
    name: 'Ana Ruiz',
    address: { street: '12 Oak Street', unit: null, city: 'Springfield', state: 'IL', zipCode: '62701' },
  },
  verification: { outcome: 'deliverable', reason: null, suggestion: null },
  enclosures: {
    id_copy: { available: true },
    proof_of_address: { available: false, uploadedAt: null },
  },
  mailClass: 'usps_certified_return_receipt',
  priceCents: 1_200,
}));

/** A letter queued with Lob an hour ago, cancellable for a day, unless overridden. */
export const aMailing = exampleOf<Mailing>(() => ({
  id: '51111111-1111-4111-8111-111111111111',
  disputeId: '31111111-1111-4111-8111-111111111111',
  bureau: 'experian' as Bureau,
  status: 'queued',
  enclosures: ['id_copy'],
  priceCents: 1_200,
  cancellable: true,
  sendAfter: daysFromNow(1),
  trackingNumber: null,
  expectedDeliveryOn: null,
  mailedOn: null,
  deliveredOn: null,
  charged: false,
  createdAt: daysFromNow(-1 / 24),
  tracking: [],
}));

/** The mailing routes a bureau row reads: the offer and the member's mailings. */
export const mailingRoutes = ({
  offer = aMailingOffer(),
  mailings = [] as Mailing[],
}: {
  offer?: MailingOfferResponse;
  mailings?: Mailing[];
} = {}) => ({
  'GET /api/mailing/offer': () => jsonResponse(200, offer),
  'GET /api/mailings': () => jsonResponse(200, { mailings }),
});

/** Mailing not offered here (no Lob keys). */
export const noMailingOffer = () => aMailingOffer({ available: false, priceCents: null });
