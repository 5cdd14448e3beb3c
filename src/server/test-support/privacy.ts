import fs from 'node:fs';
import { identityDocuments } from '#server/db/schema/onboarding.ts';
import { AGREEMENT_VERSION } from '#server/features/billing/agreement.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { consent } from './credit.ts';
import { sendDisputeInOwnWords } from './disputes.ts';
import { addManualItem, aManualItem } from './manual-entries.ts';
import { asMember, passSecondFactor, signUpMember } from './members.ts';
import { pdfHolding } from './multipart.ts';
import { legacyPurchase, TEST_ACTIVATION_KEY, TEST_PAYMENT_REFERENCE } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

/** A MISMO file whose borrower is Lucia Testcase: only a member of that name may import it. */
const LUCIA_REPORT = new URL('../features/credit/fixtures/mismo-231-small.xml', import.meta.url);

/** Who a member of the privacy tests is: every value is theirs alone, so it can be looked for in another's data. */
export interface Identity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  phone: string;
  street: string;
  /** Printed inside each file they upload, so a file can be told apart from another member's. */
  marker: string;
  /** The creditor of the item they typed in. */
  creditor: string;
}

export const LUCIA: Identity = {
  firstName: 'Lucia',
  lastName: 'Testcase',
  dateOfBirth: '1979-03-14',
  ssn: '000-00-0001',
  phone: '(555) 010-7788',
  street: '77 Quillfeather Lane',
  marker: 'LUCIA-FILE-MARKER-7c1e',
  creditor: 'Quillfeather Collections',
};

export const ZEBULON: Identity = {
  firstName: 'Zebulon',
  lastName: 'Harrowgate',
  dateOfBirth: '1966-11-02',
  ssn: '321-54-9876',
  phone: '(555) 019-4242',
  street: '9 Marrowbone Court',
  marker: 'ZEBULON-FILE-MARKER-a94d',
  creditor: 'Harrowgate Recovery Partners',
};

export interface FullMember {
  id: string;
  email: string;
  cookie: string;
  reportId: string;
  disputeId: string;
  /** The photos' bytes as uploaded, the bureau's answer letter, the report PDF. */
  files: { idFront: Buffer; answerLetter: Buffer; reportPdf: Buffer };
}

/**
 * A member with something in every table the privacy features read: a profile, a consent, a demo report (and
 * Lucia's imported file), a signed agreement and a paid plan an admin activated (a purchase from the old pay-first
 * flow: only those are paid before letters exist), a dispute whose letters are mailed with the bureau's answer
 * letter kept, an item typed in with its report PDF, ID photos, and the notices all that brought.
 * The clock moves past the right to cancel (8 days) as for activeMember.
 */
export async function memberWithEverything(t: TestApp, admin: { cookie: string }, who: Identity): Promise<FullMember> {
  const member = await signUpMember(t, { firstName: who.firstName, lastName: who.lastName });
  const { call, upload } = asMember(t, member.cookie);
  const profile = {
    firstName: who.firstName,
    lastName: who.lastName,
    dateOfBirth: who.dateOfBirth,
    ssn: who.ssn,
    phone: who.phone,
    address: { street: who.street, city: 'Austin', state: 'TX', zipCode: '78701' },
  };
  await call('POST', '/api/onboarding/credit-pull', {
    profileData: profile,
    consent: consent(t.clock.now().toISOString()),
  });
  if (who === LUCIA) await upload('/api/credit-report/import', 'report.xml', fs.readFileSync(LUCIA_REPORT), 'text/xml');
  await call('POST', '/api/subscription/agreement', { plan: 'monthly', version: AGREEMENT_VERSION });
  // A plan started today is charged nothing; a purchase from the old pay-first flow has a payment staff verified.
  await legacyPurchase(t, member.id, { plan: 'monthly' });
  await passSecondFactor(t, admin);
  const activated = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/activate',
    headers: { cookie: admin.cookie },
    payload: { userId: member.id, adminKey: TEST_ACTIVATION_KEY, paymentReference: TEST_PAYMENT_REFERENCE },
  });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  t.clock.advance(8 * 24 * 60 * 60 * 1000);
  await passSecondFactor(t, admin);

  const report = (await call('GET', '/api/credit-report')).json() as CreditReportResponse;
  const dispute = await sendDisputeInOwnWords(t, member.cookie, report, `${who.marker} in my own words`);
  for (const { bureau } of dispute.bureaus) {
    await call('POST', `/api/disputes/${dispute.id}/bureaus/${bureau}/mailed`, {
      mailedOn: t.clock.now().toISOString().slice(0, 10),
    });
  }
  const answerLetter = pdfHolding(`${who.marker} bureau answer`);
  const firstBureau = dispute.bureaus[0]?.bureau;
  if (!firstBureau) throw new Error('the dispute went to no bureau');
  await upload(
    `/api/disputes/${dispute.id}/bureaus/${firstBureau}/response-letter`,
    'answer.pdf',
    answerLetter,
    'application/pdf',
  );

  await addManualItem(t, member.cookie, aManualItem({ creditorName: who.creditor }));
  const reportPdf = pdfHolding(`${who.marker} report pdf`);
  await upload('/api/credit-report/manual/documents', 'my report.pdf', reportPdf, 'application/pdf');
  // ID photos come with onboarding's account creation; here they are stored as that step stores them.
  const idFront = Buffer.from(`${who.marker} id photo front`);
  await t.db.insert(identityDocuments).values({
    userId: member.id,
    side: 'front',
    mediaType: 'image/jpeg',
    byteSize: idFront.length,
    imageSealed: t.cipher.encrypt(idFront),
    createdAt: t.clock.now(),
  });
  return {
    id: member.id,
    email: member.email,
    cookie: member.cookie,
    reportId: report.id,
    disputeId: dispute.id,
    files: { idFront, answerLetter, reportPdf },
  };
}
