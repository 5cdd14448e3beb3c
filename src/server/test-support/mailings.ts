import { and, desc, eq } from 'drizzle-orm';
import { disputeBureaus, letters } from '#server/db/schema/disputes.ts';
import { mailings } from '#server/db/schema/mailings.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { DEFAULT_MAILING_PRICE_CENTS } from '#shared/constants/mailing.ts';
import { memberWithSentDisputes } from './disputes.ts';
import type { TestApp } from './test-app.ts';

/** A few bytes Lob takes for the letter's PDF: the double checks the request, not what it prints. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export interface QueuedMailing {
  member: { id: string; cookie: string };
  disputeId: string;
  bureau: Bureau;
  mailingId: string;
  lobLetterId: string;
}

/**
 * A member whose sent dispute's letter to `bureau` is queued at the Lob double (`t` made with `{ lob: true }`), as
 * "Mail it for me" leaves it: the mailing row, written directly (the sending routes are tested on their own), and
 * Lob's certified letter, made through the app's Lob client code.
 */
export async function queuedMailing(
  t: TestApp,
  admin: { cookie: string },
  bureau: Bureau = 'experian',
): Promise<QueuedMailing> {
  const lob = t.lobClient;
  if (!lob) throw new Error('make the test app with { lob: true }');
  const member = await memberWithSentDisputes(t, admin, 1, false);
  const [disputeId = ''] = member.disputeIds;
  const [row] = await t.db
    .select()
    .from(disputeBureaus)
    .where(and(eq(disputeBureaus.disputeId, disputeId), eq(disputeBureaus.bureau, bureau)));
  const [letter] = await t.db
    .select()
    .from(letters)
    .where(and(eq(letters.disputeId, disputeId), eq(letters.bureau, bureau)))
    .orderBy(desc(letters.version));
  if (!row || !letter) throw new Error(`the dispute has no ${bureau} letter`);
  const now = t.clock.now();
  const [mailing] = await t.db
    .insert(mailings)
    .values({
      userId: member.id,
      disputeBureauId: row.id,
      letterId: letter.id,
      status: 'queued',
      priceCents: DEFAULT_MAILING_PRICE_CENTS,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mailings.id });
  if (!mailing) throw new Error('no mailing');
  const created = await lob.createLetter({
    idempotencyKey: mailing.id,
    to: { name: 'Experian', line: 'P.O. Box 4500', city: 'Allen', state: 'TX', zipCode: '75013' },
    from: {
      name: 'Rosa Member',
      address: { street: '210 King St', unit: null, city: 'San Francisco', state: 'CA', zipCode: '94107' },
    },
    pdf: PDF,
    metadata: { mailingId: mailing.id },
  });
  await t.db
    .update(mailings)
    .set({
      lobLetterId: created.lobLetterId,
      sendAfter: created.sendAfter,
      trackingNumber: created.trackingNumber,
      expectedDeliveryOn: created.expectedDeliveryOn,
      lastHeardAt: now,
    })
    .where(eq(mailings.id, mailing.id));
  return { member, disputeId, bureau, mailingId: mailing.id, lobLetterId: created.lobLetterId };
}
