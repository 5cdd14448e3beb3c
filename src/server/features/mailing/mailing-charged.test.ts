import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/billing.ts';
import { memberWithSentDisputes } from '#server/test-support/disputes.ts';
import { mailOneLetter } from '#server/test-support/mailing-charges.ts';
import { requestAs, signUpAdmin } from '#server/test-support/members.ts';
import { setUpOnce, setUpTestApp } from '#server/test-support/test-app.ts';
import type { BillingPaymentStatus } from '#shared/constants/billing.ts';
import type { MailingListResponse } from '#shared/schemas/mailing.ts';

const t = setUpTestApp({}, undefined, { lob: true });
const admin = setUpOnce(() => signUpAdmin(t));

describe('a mailing’s charged flag, as the member reads it', () => {
  it('is set while the fee is owed or paid, and cleared once it is waived, cancelled or given back', async () => {
    const member = await memberWithSentDisputes(t, admin, 1, false);
    const { mailingId, paymentId } = await mailOneLetter(t, member.id);
    const chargedWhen = async (status: BillingPaymentStatus) => {
      await t.db.update(payments).set({ status }).where(eq(payments.id, paymentId));
      const res = await requestAs(t, member.cookie)('GET', '/api/mailings');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MailingListResponse).mailings.find((mailing) => mailing.id === mailingId)?.charged;
    };
    for (const status of ['scheduled', 'due', 'awaiting_verification', 'processing', 'completed', 'failed'] as const) {
      expect(await chargedWhen(status), status).toBe(true);
    }
    for (const status of ['waived', 'cancelled', 'refund_due', 'refunded'] as const) {
      expect(await chargedWhen(status), status).toBe(false);
    }
  });
});
